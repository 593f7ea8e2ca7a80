/**
 * Rehype step, placed after rehype-katex: a page that shows math starts with
 * a <link> to KaTeX's stylesheet, which this plugin (index.ts) emits as a
 * file. Pages without math load nothing.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Element, Root} from 'hast';
import {visit, EXIT} from 'unist-util-visit';

const require = createRequire(import.meta.url);
/** KaTeX's dist folder (stylesheet and fonts). */
export const KATEX_DIST = path.dirname(require.resolve('katex/dist/katex.min.css'));
const KATEX_VERSION = (
  JSON.parse(readFileSync(path.join(KATEX_DIST, '..', 'package.json'), 'utf8')) as {version: string}
).version;

/** Where the stylesheet lands in the build, versioned so it can be cached forever. */
export const KATEX_ASSET_DIR = `assets/katex-${KATEX_VERSION}`;

function hasMath(tree: Root): boolean {
  let found = false;
  visit(tree, 'element', (node: Element) => {
    const className = node.properties?.className;
    if (
      Array.isArray(className) &&
      (className.includes('katex') || className.includes('katex-display'))
    ) {
      found = true;
      return EXIT;
    }
    return undefined;
  });
  return found;
}

/**
 * The link is valid in the body and present in the static HTML, so math is
 * styled before any script runs.
 */
export function rehypeKatexStylesheet(options: {baseUrl: string}) {
  const href = `${options.baseUrl}${KATEX_ASSET_DIR}/katex.min.css`;
  return (tree: Root): void => {
    if (!hasMath(tree)) return;
    tree.children.unshift({
      type: 'element',
      tagName: 'link',
      properties: {rel: ['stylesheet'], href},
      children: [],
    });
  };
}
