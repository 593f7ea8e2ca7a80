import {readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Element, Root} from 'hast';
import {visit, EXIT} from 'unist-util-visit';
import {EmitFiles} from '../../utils/emitFiles';

const require = createRequire(import.meta.url);
const KATEX_DIST = path.dirname(require.resolve('katex/dist/katex.min.css'));
const KATEX_VERSION = (
  JSON.parse(readFileSync(path.join(KATEX_DIST, '..', 'package.json'), 'utf8')) as {version: string}
).version;

/** Where the stylesheet lands in the build, versioned so it can be cached forever. */
export const KATEX_ASSET_DIR = `assets/katex-${KATEX_VERSION}`;

/** The files a browser needs: the stylesheet and the woff2 fonts it names first. */
export function katexAssetFiles(): {name: string; file: string}[] {
  const fonts = readdirSync(path.join(KATEX_DIST, 'fonts'))
    .filter((name) => name.endsWith('.woff2'))
    .sort()
    .map((name) => ({name: `fonts/${name}`, file: path.join(KATEX_DIST, 'fonts', name)}));
  return [{name: 'katex.min.css', file: path.join(KATEX_DIST, 'katex.min.css')}, ...fonts];
}

/**
 * Emits KaTeX's stylesheet and fonts as plain files of the client build.
 * Bundled, they would join the one site-wide CSS file with every font
 * inlined, about 100 KB gzip on every page; as files they are fetched only by
 * pages that show math (see rehypeKatexStylesheet).
 */
export default function katexStylesPlugin(): Plugin {
  const files = () =>
    katexAssetFiles().map(({name, file}) => ({
      name: `${KATEX_ASSET_DIR}/${name}`,
      content: readFileSync(file),
    }));
  return {
    name: 'katex-styles',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {plugins: [new EmitFiles('katex-styles', files)]};
    },
  };
}

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
 * Rehype plugin, placed after rehype-katex: a page that shows math starts with
 * a <link> to KaTeX's stylesheet (valid in the body, and present in the static
 * HTML, so math is styled before any script runs). Pages without math load nothing.
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
