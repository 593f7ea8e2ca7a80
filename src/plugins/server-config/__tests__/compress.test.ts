import {randomBytes} from 'node:crypto';
import {existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {brotli, gzip, isCompressible, MAX_QUALITY_FROM_BYTES, precompress} from '../compress';

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
  const withBuild = async (
    files: Record<string, string | Buffer>,
    check: (dir: string) => Promise<void>,
  ): Promise<void> => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    try {
      for (const [file, content] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
        writeFileSync(path.join(dir, file), content);
      }
      await check(dir);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  };

  it('writes a .gz and a .br that unpack to the same bytes, and counts them', async () => {
    const js = 'console.log("vara");\n'.repeat(200);
    await withBuild({'assets/js/main.0123abcd.js': js, 'small.xml': '<urlset/>'}, async (dir) => {
      const written = await precompress(dir, ['assets/js/main.0123abcd.js', 'small.xml']);
      expect(written).toEqual({gzip: 1, brotli: 1});
      const file = path.join(dir, 'assets/js/main.0123abcd.js');
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js);
      expect(existsSync(path.join(dir, 'small.xml.gz'))).toBe(false);
      expect(existsSync(path.join(dir, 'small.xml.br'))).toBe(false);
    });
  });

  it('compresses every file of many, non-ASCII text intact, and brotli beats gzip on text', async () => {
    // Words that repeat at a distance, as in a search index or llms-full.txt.
    const words = Array.from({length: 400}, (_, i) => `слово-${(i * 7919) % 1000} vara`);
    const files: Record<string, string> = {};
    for (let i = 0; i < 9; i += 1) files[`docs/page-${i}.md`] = `# ${i}\n${words.join(' ')}\n`;
    await withBuild(files, async (dir) => {
      const written = await precompress(dir, Object.keys(files));
      expect(written).toEqual({gzip: 9, brotli: 9});
      for (const [file, text] of Object.entries(files)) {
        const full = path.join(dir, file);
        const br = readFileSync(`${full}.br`);
        expect(brotliDecompressSync(br).toString('utf8'), file).toBe(text);
        expect(br.length, file).toBeLessThan(readFileSync(`${full}.gz`).length);
      }
    });
  });

  it('writes no sibling that would be larger than the file itself', async () => {
    // Random bytes do not compress: both forms come out larger, so neither is written.
    await withBuild({'fonts/x.ttf': randomBytes(4096)}, async (dir) => {
      expect(await precompress(dir, ['fonts/x.ttf'])).toEqual({gzip: 0, brotli: 0});
      expect(existsSync(path.join(dir, 'fonts/x.ttf.gz'))).toBe(false);
      expect(existsSync(path.join(dir, 'fonts/x.ttf.br'))).toBe(false);
    });
  });
});

/** Text at the size from which the strongest settings apply. */
const LARGE_TEXT = Buffer.from(
  Array.from({length: 6000}, (_, i) => `entry ${(i * 31) % 257} of the index`).join('\n'),
);

describe('brotli', () => {
  it('is given text as large as the strongest settings need', () => {
    expect(LARGE_TEXT.length).toBeGreaterThanOrEqual(MAX_QUALITY_FROM_BYTES);
  });

  it('compresses a large file at quality 11: smaller than a quick quality on text', async () => {
    const text = LARGE_TEXT;
    const best = await brotli(text);
    const quick = brotliCompressSync(text, {params: {[constants.BROTLI_PARAM_QUALITY]: 4}});
    expect(best.length).toBeLessThan(quick.length);
    expect(brotliDecompressSync(best).equals(text)).toBe(true);
  });
});

describe('gzip', () => {
  it('writes a large file with Zopfli: smaller than zlib at level 9, and any gunzip reads it', async () => {
    const text = LARGE_TEXT;
    const zopfli = await gzip(text);
    const zlib = gzipSync(text, {level: constants.Z_BEST_COMPRESSION});
    expect(zopfli.length).toBeLessThan(zlib.length);
    expect(gunzipSync(zopfli).equals(text)).toBe(true);
  });

  it('leaves a small file to zlib at level 9', async () => {
    const text = Buffer.from('console.log("vara");\n'.repeat(200));
    expect((await gzip(text)).equals(gzipSync(text, {level: constants.Z_BEST_COMPRESSION}))).toBe(
      true,
    );
  });
});
