// @ts-check
// The files a stylesheet names with url(), and those a build lacks: a missing
// one is a broken link that no page-level link check sees.
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {transform} from 'lightningcss';

/**
 * Every url() of a stylesheet, in order, as written.
 * @param {string} css
 * @param {string} [filename] for the parser's error messages
 * @returns {string[]}
 */
export function stylesheetUrls(css, filename = 'style.css') {
  /** @type {string[]} */
  const urls = [];
  transform({
    filename,
    code: Buffer.from(css),
    visitor: {
      Url(url) {
        urls.push(url.url);
      },
    },
  });
  return urls;
}

/**
 * The file a url() of the stylesheet at `cssFile` names inside `root`, or
 * null for what needs no file (inline data, a fragment of the same document).
 * A URL of another host is an error: the site loads nothing from elsewhere.
 * @param {string} root the build folder, served at /
 * @param {string} cssFile
 * @param {string} url
 * @returns {string | null}
 */
export function urlTarget(root, cssFile, url) {
  if (url.startsWith('data:') || url.startsWith('#') || url === '') return null;
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) {
    throw new Error(`${url}: another host`);
  }
  const pathname = decodeURIComponent(url.replace(/[?#].*$/, ''));
  return pathname.startsWith('/')
    ? path.join(root, pathname)
    : path.join(path.dirname(cssFile), pathname);
}

/** @param {string} file */
function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Every url() of every stylesheet under `root` that names no file there, as
 * `assets/css/x.css: fonts/y.woff`.
 * @param {string} root
 * @returns {string[]}
 */
export function missingStylesheetUrls(root) {
  const sheets = readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.css'))
    .sort();
  /** @type {string[]} */
  const missing = [];
  for (const sheet of sheets) {
    const file = path.join(root, sheet);
    for (const url of stylesheetUrls(readFileSync(file, 'utf8'), sheet)) {
      let target;
      try {
        target = urlTarget(root, file, url);
      } catch (error) {
        missing.push(`${sheet}: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      const inside = target !== null && !path.relative(root, target).startsWith('..');
      if (target !== null && (!inside || !isFile(target))) missing.push(`${sheet}: ${url}`);
    }
  }
  return missing;
}
