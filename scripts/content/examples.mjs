// @ts-check
// What the example pages teach in code: per page, its fenced blocks by kind
// (interface, Rust, TypeScript, commands) and lines of code; per section, the
// totals. Used by the content test (every leaf page carries each kind) and
// printed by `node scripts/content/examples.mjs` for the record.
import {dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {extractFromRoots, markdownFiles} from '../samples/extract.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const EXAMPLES = join(root, 'docs/examples');

/**
 * @typedef {object} ExamplePage
 * @property {string} file path from the project root
 * @property {string} section DeFi, Gaming, Infra, NFTs, Standards, archive or (top)
 * @property {boolean} overview a folder's index page
 * @property {number} blocks fenced code blocks, diagrams excepted
 * @property {number} lines lines of code in those blocks
 * @property {{interface: number, rust: number, ts: number, commands: number}} kinds
 */

/** @returns {ExamplePage[]} */
export function examplePages() {
  const {blocks} = extractFromRoots([EXAMPLES]);
  return markdownFiles(EXAMPLES).map((path) => {
    const file = relative(root, path);
    const own = blocks.filter((b) => b.file === path && b.lang !== 'mermaid');
    const title = (/** @type {import('../samples/extract.mjs').CodeBlock} */ b) =>
      typeof b.meta.title === 'string' ? b.meta.title : '';
    const rest = relative(EXAMPLES, path).split('/');
    return {
      file,
      section: rest.length > 1 ? /** @type {string} */ (rest[0]) : '(top)',
      overview: /\/index\.mdx?$/.test(file) && !file.endsWith('Battleship/index.mdx'),
      blocks: own.length,
      lines: own.reduce((n, b) => n + b.code.split('\n').length, 0),
      kinds: {
        // A Sails IDL, or for gstd programs the message enums in Rust.
        interface: own.filter(
          (b) =>
            /\.idl\b/.test(title(b)) ||
            (b.lang === 'rust' &&
              /\benum\s+\w*(Action|Message|Msg|Request|Query|Event|Reply)\w*\b/.test(b.code)),
        ).length,
        rust: own.filter((b) => b.lang === 'rust').length,
        ts: own.filter((b) => b.lang === 'ts' || b.lang === 'tsx').length,
        commands: own.filter((b) => b.lang === 'bash').length,
      },
    };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pages = examplePages();
  const leaves = pages.filter((p) => !p.overview);
  console.log('| section | leaf pages | lines of code | blocks | fewest blocks on a page |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const section of [...new Set(leaves.map((p) => p.section))].sort()) {
    const list = leaves.filter((p) => p.section === section);
    const sum = (/** @type {(p: ExamplePage) => number} */ f) => list.reduce((n, p) => n + f(p), 0);
    console.log(
      `| ${section} | ${list.length} | ${sum((p) => p.lines)} | ${sum((p) => p.blocks)} | ${Math.min(...list.map((p) => p.blocks))} |`,
    );
  }
  const total = pages.reduce((n, p) => n + p.lines, 0);
  console.log(`\nall ${pages.length} example pages: ${total} lines of code`);
}
