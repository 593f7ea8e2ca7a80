import {mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {isCompressible, precompress} from '../compress';

describe('isCompressible', () => {
  it('takes every text file of 1 KB or more, wherever it is', () => {
    for (const file of [
      'index.html',
      'docs/about.html',
      'docs/about.md',
      'assets/js/main.1a2b3c4d.js',
      'assets/css/styles.1a2b3c4d.css',
      'assets/fonts/KaTeX_Main-Regular-0123abcd.ttf',
      'search-index/index.0123abcd.json',
      'llms.txt',
      'llms-full.txt',
      'sitemap.xml',
      'img/logo.svg',
    ]) {
      expect(isCompressible(file, 2048), file).toBe(true);
    }
    expect(isCompressible('index.html', 1023)).toBe(false);
  });

  it('leaves compressed formats alone', () => {
    for (const file of ['assets/fonts/x-0123abcd.woff2', 'assets/images/a-0123abcd.png']) {
      expect(isCompressible(file, 4096), file).toBe(false);
    }
  });
});

describe('precompress', () => {
  it('writes a .gz that unpacks to the same bytes, and counts it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    try {
      mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
      const js = 'console.log("vara");\n'.repeat(200);
      writeFileSync(path.join(dir, 'assets/js/main.0123abcd.js'), js);
      writeFileSync(path.join(dir, 'small.xml'), '<urlset/>');
      const written = await precompress(dir, ['assets/js/main.0123abcd.js', 'small.xml']);
      expect(written).toBe(1);
      const packed = readFileSync(path.join(dir, 'assets/js/main.0123abcd.js.gz'));
      expect(gunzipSync(packed).toString()).toBe(js);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
