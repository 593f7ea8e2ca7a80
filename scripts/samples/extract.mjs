// @ts-check
// Finds the fenced code blocks of Markdown/MDX pages with the same parser
// family the site uses (MDX, GFM, directives, math), so a fence inside a list
// or an admonition is found exactly as the site renders it, with its line.
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';
import {visit} from 'unist-util-visit';

/**
 * One fenced block of a page.
 * @typedef {object} CodeBlock
 * @property {string} file the page, as the path it was read from
 * @property {number} line 1-based line of the opening fence; code line k (0-based) is line + 1 + k
 * @property {string} lang the fence's language, '' when it has none
 * @property {Readonly<Record<string, string | true>>} meta the fence's flags: `key="value"` or bare `key` (true)
 * @property {string} code the block's content, indentation of an enclosing list removed
 */

/**
 * A problem found in a page, ready to print as `file:line: message`.
 * @typedef {object} Problem
 * @property {string} file
 * @property {number} line
 * @property {string} message
 */

const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkMath);

// key="value", key='value', key=value or a bare key. Highlight ranges such as
// {1,3-4} are the theme's and carry no flag.
const META_TOKEN = /\{[^}]*\}|([A-Za-z][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g;

/**
 * Reads a fence's meta string (`title="src/lib.rs" nocheck="why"`) into flags.
 * @param {string | null | undefined} meta
 * @returns {Record<string, string | true>}
 */
export function parseMeta(meta) {
  /** @type {Record<string, string | true>} */
  const flags = {};
  for (const match of (meta ?? '').matchAll(META_TOKEN)) {
    const key = match[1];
    if (key === undefined) continue;
    flags[key] = match[2] ?? match[3] ?? match[4] ?? true;
  }
  return flags;
}

/**
 * Every fenced code block of one page, in page order.
 * @param {string} source the page's text
 * @param {string} file the path to name in messages
 * @returns {{blocks: CodeBlock[], problems: Problem[]}}
 */
export function extractBlocks(source, file) {
  /** @type {CodeBlock[]} */
  const blocks = [];
  let tree;
  try {
    tree = parser.parse(source);
  } catch (err) {
    // An MDX syntax error: the page cannot be read, and the build would fail too.
    const e =
      /** @type {{line?: number, place?: {line?: number}, reason?: string, message: string}} */ (
        err
      );
    const reason = e.reason ?? e.message;
    // Some errors (an element never closed) carry their place only in the text.
    const line = e.line ?? e.place?.line ?? Number(/\((\d+):\d+/.exec(reason)?.[1] ?? 1);
    return {blocks, problems: [{file, line, message: `MDX syntax error: ${reason}`}]};
  }
  visit(tree, 'code', (node) => {
    blocks.push({
      file,
      line: node.position?.start.line ?? 1,
      lang: node.lang ?? '',
      meta: parseMeta(node.meta),
      code: node.value,
    });
  });
  return {blocks, problems: []};
}

/**
 * The Markdown/MDX files under a folder (or the file itself), sorted, so runs
 * print in a stable order.
 * @param {string} root
 * @returns {string[]}
 */
export function markdownFiles(root) {
  if (!statSync(root).isDirectory()) return [root];
  /** @type {string[]} */
  const files = [];
  for (const name of readdirSync(root).sort()) {
    const path = join(root, name);
    if (statSync(path).isDirectory()) files.push(...markdownFiles(path));
    else if (/\.mdx?$/.test(name)) files.push(path);
  }
  return files;
}

/**
 * The code blocks of every page under the given roots.
 * @param {readonly string[]} roots
 * @returns {{blocks: CodeBlock[], problems: Problem[], pages: number}}
 */
export function extractFromRoots(roots) {
  /** @type {CodeBlock[]} */
  const blocks = [];
  /** @type {Problem[]} */
  const problems = [];
  let pages = 0;
  for (const root of roots) {
    for (const file of markdownFiles(root)) {
      pages++;
      const found = extractBlocks(readFileSync(file, 'utf8'), file);
      blocks.push(...found.blocks);
      problems.push(...found.problems);
    }
  }
  return {blocks, problems, pages};
}
