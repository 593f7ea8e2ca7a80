/**
 * Remark step: each ```mermaid block becomes two SVG files drawn at build
 * time (light and dark), shown by theme/MermaidDiagram as images, so a page
 * ships no Mermaid and its picture is there at first paint, at its size.
 *
 * Drawing needs Chromium (CHROMIUM_PATH). Without it, or under `docusaurus
 * start`, the blocks are left to the theme's Mermaid component, which draws
 * them in the browser. A diagram Mermaid cannot draw fails the build with its
 * file and line.
 */
import path from 'node:path';
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';
import {MermaidRenderer, type Svg, type Themes} from './renderer';
import {CHROMIUM_PATH} from '../../utils/chromium.mjs';
import {MDX_ELEMENTS} from '../../remark/mdxElements';

export type Options = {
  /** Mermaid's theme for each colour mode, as in themeConfig.mermaid.theme. */
  themes: Themes;
  /** Draw at build time (the production build); otherwise leave it to the browser. */
  enabled: boolean;
  chromiumPath?: string;
};

/** Where the SVG files land in the build: named by content, cacheable forever. */
export const DIAGRAM_DIR = 'assets/diagrams';

/** Drawn SVG files, named by what was drawn and how (see MermaidRenderer.draw). */
export const CACHE_DIR = path.resolve('node_modules/.cache/mermaid-svg');

let renderer: MermaidRenderer | null = null;
let warned = false;

function attribute(name: string, value: string) {
  return {type: 'mdxJsxAttribute' as const, name, value};
}

/** The MDX element that replaces a mermaid block. */
export function diagramElement(
  source: string,
  urls: {light: string; dark: string},
  sizes: {light: Svg; dark: Svg},
): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: MDX_ELEMENTS.mermaidDiagram,
    attributes: [
      attribute('source', source),
      attribute('light', urls.light),
      attribute('lightSize', `${sizes.light.width}x${sizes.light.height}`),
      attribute('dark', urls.dark),
      attribute('darkSize', `${sizes.dark.width}x${sizes.dark.height}`),
    ],
    children: [],
  };
}

/** Remark plugin, before the docs' default ones (which hand mermaid blocks to the theme). */
export function remarkMermaidSvg(options: Options & {baseUrl: string}) {
  return async (tree: Root, file: VFile): Promise<void> => {
    if (!options.enabled) return;
    renderer ??= new MermaidRenderer(options.chromiumPath ?? CHROMIUM_PATH, CACHE_DIR);
    if (!renderer.available()) {
      if (!warned) {
        warned = true;
        console.warn(
          '[mermaid] no Chromium found: diagrams will be drawn in the browser instead (set CHROMIUM_PATH)',
        );
      }
      return;
    }
    const blocks: {node: Code; index: number; parent: {children: unknown[]}}[] = [];
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang === 'mermaid' && parent && typeof index === 'number') {
        blocks.push({node, index, parent: parent as {children: unknown[]}});
      }
    });
    for (const {node, index, parent} of blocks) {
      const active = renderer;
      let looks;
      try {
        looks = await active.draw(node.value, options.themes);
      } catch (error) {
        const where = `${path.relative(process.cwd(), file.path)}:${node.position?.start.line ?? '?'}`;
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        throw new Error(`${where}: Mermaid cannot draw this diagram: ${reason}`);
      }
      parent.children[index] = diagramElement(
        node.value,
        {
          light: `${options.baseUrl}${DIAGRAM_DIR}/${looks.light.name}`,
          dark: `${options.baseUrl}${DIAGRAM_DIR}/${looks.dark.name}`,
        },
        looks,
      );
    }
  };
}

/**
 * Closes the browser the remark step opened; the plugin calls it after the
 * build, since an open browser would keep the process running.
 */
export async function closeMermaidRenderer(): Promise<void> {
  await renderer?.close();
  renderer = null;
}
