import {randomBytes} from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync} from 'node:zlib';
import {afterEach, describe, expect, it} from 'vitest';
import {isCompressible, precompress} from '../compress';
import {brotli, gzip, LARGE_FROM_BYTES, settingsFor} from '../encode.mjs';

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

describe('settingsFor', () => {
  it('gives large data files Zopfli and the higher brotli quality', () => {
    for (const file of ['search-index/index.0123abcd.json', 'llms-full.txt']) {
      expect(settingsFor(file, LARGE_FROM_BYTES), file).toEqual({
        gzip: 'zopfli',
        brotliQuality: 10,
      });
    }
  });

  it("gives large scripts zlib's gzip (browsers take brotli) and small files the quick settings", () => {
    expect(settingsFor('assets/js/main.0123abcd.js', LARGE_FROM_BYTES)).toEqual({
      gzip: 'zlib',
      brotliQuality: 10,
    });
    expect(settingsFor('llms-full.txt', LARGE_FROM_BYTES - 1)).toEqual({
      gzip: 'zlib',
      brotliQuality: 8,
    });
  });
});

// Worker threads and Zopfli: seconds on a busy two-core machine.
const SLOW = 30_000;

describe('precompress', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, {recursive: true, force: true});
  });

  /** A build folder with these files, and an empty cache folder. */
  const withBuild = (files: Record<string, string | Buffer>): {dir: string; cache: string} => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const cache = mkdtempSync(path.join(tmpdir(), 'precompress-cache-'));
    dirs.push(dir, cache);
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      writeFileSync(path.join(dir, file), content);
    }
    return {dir, cache};
  };

  it(
    'writes a .gz and a .br that unpack to the same bytes, and counts them',
    async () => {
      const js = 'console.log("vara");\n'.repeat(200);
      const {dir, cache} = withBuild({'assets/js/main.0123abcd.js': js, 'small.xml': '<urlset/>'});
      const written = await precompress(dir, ['assets/js/main.0123abcd.js', 'small.xml'], cache);
      expect(written).toEqual({gzip: 1, brotli: 1, cached: 0});
      const file = path.join(dir, 'assets/js/main.0123abcd.js');
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js);
      expect(existsSync(path.join(dir, 'small.xml.gz'))).toBe(false);
      expect(existsSync(path.join(dir, 'small.xml.br'))).toBe(false);
    },
    SLOW,
  );

  it(
    'compresses every file of many, non-ASCII text intact, and brotli beats gzip on text',
    async () => {
      // Words that repeat at a distance, as in a search index or llms-full.txt.
      const words = Array.from({length: 400}, (_, i) => `слово-${(i * 7919) % 1000} vara`);
      const files: Record<string, string> = {};
      for (let i = 0; i < 9; i += 1) files[`docs/page-${i}.md`] = `# ${i}\n${words.join(' ')}\n`;
      const {dir, cache} = withBuild(files);
      const written = await precompress(dir, Object.keys(files), cache);
      expect(written).toEqual({gzip: 9, brotli: 9, cached: 0});
      for (const [file, text] of Object.entries(files)) {
        const full = path.join(dir, file);
        const br = readFileSync(`${full}.br`);
        expect(brotliDecompressSync(br).toString('utf8'), file).toBe(text);
        expect(br.length, file).toBeLessThan(readFileSync(`${full}.gz`).length);
      }
    },
    SLOW,
  );

  it(
    'writes no sibling that would be larger than the file itself',
    async () => {
      // Random bytes do not compress: both forms come out larger, so neither is written.
      const {dir, cache} = withBuild({'fonts/x.ttf': randomBytes(4096)});
      expect(await precompress(dir, ['fonts/x.ttf'], cache)).toEqual({
        gzip: 0,
        brotli: 0,
        cached: 0,
      });
      expect(existsSync(path.join(dir, 'fonts/x.ttf.gz'))).toBe(false);
      expect(existsSync(path.join(dir, 'fonts/x.ttf.br'))).toBe(false);
    },
    SLOW,
  );

  it(
    'takes an unchanged file from the cache, compresses a changed one, keeps only this build',
    async () => {
      const files = {'a.html': 'alpha text\n'.repeat(300), 'b.html': 'beta text\n'.repeat(300)};
      const {dir, cache} = withBuild(files);
      await precompress(dir, Object.keys(files), cache);
      const first = readFileSync(path.join(dir, 'a.html.br'));
      expect(readdirSync(cache)).toHaveLength(4);

      // The next build: a.html unchanged, b.html changed, the old forms gone with build/.
      rmSync(path.join(dir, 'a.html.br'));
      const changed = 'beta, changed\n'.repeat(300);
      writeFileSync(path.join(dir, 'b.html'), changed);
      const written = await precompress(dir, Object.keys(files), cache);
      expect(written).toEqual({gzip: 2, brotli: 2, cached: 1});
      expect(readFileSync(path.join(dir, 'a.html.br')).equals(first)).toBe(true);
      expect(gunzipSync(readFileSync(path.join(dir, 'b.html.gz'))).toString()).toBe(changed);
      // The forms of the old b.html are dropped from the cache.
      expect(readdirSync(cache)).toHaveLength(4);
    },
    SLOW,
  );
});

/** Text at the size from which the slower settings apply. */
const LARGE_TEXT = Buffer.from(
  Array.from({length: 6000}, (_, i) => `entry ${(i * 31) % 257} of the index`).join('\n'),
);

describe('brotli', () => {
  it('is given text as large as the slower settings need', () => {
    expect(LARGE_TEXT.length).toBeGreaterThanOrEqual(LARGE_FROM_BYTES);
  });

  it('at quality 10 is smaller than a quick quality on text, and unpacks to the file', () => {
    const best = brotli(LARGE_TEXT, 10);
    const quick = brotliCompressSync(LARGE_TEXT, {params: {[constants.BROTLI_PARAM_QUALITY]: 4}});
    expect(best.length).toBeLessThan(quick.length);
    expect(brotliDecompressSync(best).equals(LARGE_TEXT)).toBe(true);
  });
});

describe('gzip', () => {
  it(
    'by Zopfli is smaller than zlib at level 9, and any gunzip reads it',
    async () => {
      const zopfli = await gzip(LARGE_TEXT, 'zopfli');
      const zlib = gzipSync(LARGE_TEXT, {level: constants.Z_BEST_COMPRESSION});
      expect(zopfli.length).toBeLessThan(zlib.length);
      expect(gunzipSync(zopfli).equals(LARGE_TEXT)).toBe(true);
    },
    SLOW,
  );

  it("by zlib is zlib's level 9", async () => {
    const text = Buffer.from('console.log("vara");\n'.repeat(200));
    const zlib = gzipSync(text, {level: constants.Z_BEST_COMPRESSION});
    expect(Buffer.from(await gzip(text, 'zlib')).equals(zlib)).toBe(true);
  });
});
