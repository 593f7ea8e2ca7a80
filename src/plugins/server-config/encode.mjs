// @ts-check
// How one file is compressed: the settings it gets, and the two encoders.
// Plain JavaScript, because the compression workers (worker.mjs) load it too.
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {gzipAsync as zopfliGzip} from '@gfx/zopfli';

/**
 * From this size on a file gets the slower settings: few files (the search
 * index, llms-full.txt, the largest script chunks) hold most of the bytes.
 */
export const LARGE_FROM_BYTES = 128 * 1024;

/**
 * Brotli quality: 10 on large files, about 6% smaller than 9 and 2% larger
 * than 11 at half of 11's time; 8 on the rest, within 0.3% of 9 at a small
 * part of its time.
 */
const LARGE_QUALITY = 10;
const SMALL_QUALITY = 8;

/** Scripts and styles: only browsers fetch them, and every current one takes brotli. */
const BROWSER_ONLY = /\.(js|mjs|css)$/;

/**
 * @typedef {{gzip: 'zopfli' | 'zlib', brotliQuality: number}} Settings
 */

/**
 * The settings of one file. Zopfli (one iteration: within 0.3% of more at a
 * fraction of the time) writes the gzip of large data files, which tools and
 * proxies that take only gzip fetch too; zlib's level 9 the rest.
 * @param {string} file path relative to the build folder
 * @param {number} bytes
 * @returns {Settings}
 */
export function settingsFor(file, bytes) {
  const large = bytes >= LARGE_FROM_BYTES;
  return {
    gzip: large && !BROWSER_ONLY.test(file) ? 'zopfli' : 'zlib',
    brotliQuality: large ? LARGE_QUALITY : SMALL_QUALITY,
  };
}

/**
 * Brotli's window fitted to the file: the encoder's tables grow with the
 * window, and filling tables sized for 4 MiB costs more than compressing a
 * small page.
 * @param {number} bytes
 */
function windowBits(bytes) {
  return Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(16, Math.ceil(Math.log2(bytes + 1))));
}

/**
 * @param {Uint8Array} data
 * @param {number} quality
 * @returns {Uint8Array}
 */
export function brotli(data, quality) {
  return brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      [constants.BROTLI_PARAM_LGWIN]: windowBits(data.length),
    },
  });
}

/**
 * @param {Uint8Array} data
 * @param {Settings['gzip']} how
 * @returns {Promise<Uint8Array>}
 */
export async function gzip(data, how) {
  if (how === 'zlib') return gzipSync(data, {level: constants.Z_BEST_COMPRESSION});
  return zopfliGzip(data, {numiterations: 1});
}

/**
 * One form of one file: `.gz` or `.br`.
 * @param {Uint8Array} data
 * @param {Settings} settings
 * @param {'.gz' | '.br'} form
 * @returns {Promise<Uint8Array>}
 */
export async function encode(data, settings, form) {
  return form === '.gz' ? gzip(data, settings.gzip) : brotli(data, settings.brotliQuality);
}
