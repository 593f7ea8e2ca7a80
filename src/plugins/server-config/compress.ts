/**
 * Precompresses the build's text files (`x.js` → `x.js.gz` and `x.js.br`),
 * which nginx's gzip_static and brotli_static send as they are instead of
 * compressing each response again: the strongest settings (gzip level 9 or
 * Zopfli, brotli up to quality 11, far too slow per request) at no CPU cost
 * per request.
 */
import {availableParallelism} from 'node:os';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip as zlibGzip} from 'node:zlib';
import {gzipAsync as zopfliGzip} from '@gfx/zopfli';

const zlibGzipAsync = promisify(zlibGzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Text of any kind, wherever it is: pages, bundles, the search index, the
 * llms files and Markdown twins, the sitemap. The step runs after the whole
 * build, so every file is complete. Fonts in woff/woff2 and images other
 * than SVG are compressed already.
 */
const TEXT_FILE = /\.(html|css|js|mjs|json|xml|txt|md|svg|ttf|map)$/;
/** Below this, the gzip header costs about what it saves. */
const MIN_BYTES = 1024;

/** The compressed forms written beside a file, by the suffix the servers look for. */
export const ENCODINGS = ['.gz', '.br'] as const;

/** Whether `file` (a path relative to the build folder) gets a .gz and a .br beside it. */
export function isCompressible(file: string, bytes: number): boolean {
  return TEXT_FILE.test(file.split(path.sep).join('/')) && bytes >= MIN_BYTES;
}

/**
 * From this size on, brotli runs at its maximum quality (11) and gzip is
 * written by Zopfli. The large data files (search index, llms-full.txt) are
 * where the bytes are; the same on the hundreds of small pages and bundles
 * would add minutes of CPU to every build for a few percent, so they get
 * brotli quality 9 and zlib's gzip level 9.
 */
export const MAX_QUALITY_FROM_BYTES = 128 * 1024;

/** Brotli, text mode (every file but TTF is text; only a hint to the encoder). */
export function brotli(data: Buffer): Promise<Buffer> {
  return brotliAsync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]:
        data.length >= MAX_QUALITY_FROM_BYTES ? constants.BROTLI_MAX_QUALITY : 9,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/** Zopfli's passes per block: 5 is within 0.3% of its default 15, in a third of the time. */
const ZOPFLI_ITERATIONS = 5;

/**
 * Gzip as every client can read it, about 5% smaller from Zopfli (an encoder
 * that searches far harder for the same format) on the large files. Zopfli
 * is WebAssembly on this thread: two files at about 2 s each.
 */
export async function gzip(data: Buffer): Promise<Buffer> {
  if (data.length < MAX_QUALITY_FROM_BYTES) {
    return zlibGzipAsync(data, {level: constants.Z_BEST_COMPRESSION});
  }
  return Buffer.from(await zopfliGzip(data, {numiterations: ZOPFLI_ITERATIONS}));
}

/** How many files got each sibling. */
export type Written = {gzip: number; brotli: number};

/**
 * Writes `file.gz` and `file.br` beside each compressible file, each only when
 * smaller than the file. Brotli at quality 11 takes about a second per MiB, so
 * files are compressed on as many threads as there are cores (zlib's async
 * calls run on libuv's pool), not one after the other.
 */
export async function precompress(outDir: string, files: readonly string[]): Promise<Written> {
  const written: Written = {gzip: 0, brotli: 0};
  const one = async (file: string): Promise<void> => {
    const full = path.join(outDir, file);
    const data = await readFile(full);
    if (!isCompressible(file, data.length)) return;
    const gz = await gzip(data);
    if (gz.length < data.length) {
      await writeFile(`${full}.gz`, gz);
      written.gzip += 1;
    }
    const br = await brotli(data);
    if (br.length < data.length) {
      await writeFile(`${full}.br`, br);
      written.brotli += 1;
    }
  };
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < files.length) await one(files[next++]!);
  };
  await Promise.all(Array.from({length: Math.max(1, availableParallelism())}, worker));
  return written;
}
