// @ts-check
// Reading the docs pages for the content checks: each page's route, its text
// split into front matter and body with line numbers kept, and where a
// pattern matches, as `file:line` for the failure message.
import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {markdownFiles} from '../samples/extract.mjs';

/**
 * One docs page.
 * @typedef {object} Page
 * @property {string} file path from the project root, e.g. docs/api/mailbox.md
 * @property {string} route e.g. /docs/api/mailbox
 * @property {string} text the whole file
 * @property {string} frontMatter the front matter block, '' when there is none
 */

/**
 * Every page under docs/, sorted.
 * @param {string} root the project root
 * @returns {Page[]}
 */
export function readPages(root) {
  return markdownFiles(join(root, 'docs')).map((path) => {
    const file = relative(root, path);
    const text = readFileSync(path, 'utf8');
    const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(text)?.[0] ?? '';
    return {file, route: routeOf(file), text, frontMatter};
  });
}

/**
 * The route a docs file is served at: the path without extension, a folder's
 * index page at the folder's path.
 * @param {string} file e.g. docs/examples/Gaming/Battleship/index.mdx
 * @returns {string}
 */
export function routeOf(file) {
  return `/${file.replace(/\.mdx?$/, '').replace(/\/index$/, '')}`;
}

/**
 * Every match of a pattern in a text, as the 1-based line it starts on and the matched text.
 * @param {string} text
 * @param {RegExp} pattern a global pattern
 * @returns {{line: number, match: string}[]}
 */
export function findAll(text, pattern) {
  const global = pattern.global ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);
  return [...text.matchAll(global)].map((m) => ({
    line: text.slice(0, m.index).split('\n').length,
    match: m[0],
  }));
}
