import MDXComponents from '@theme-original/MDXComponents';
import CodeBlock from '@theme/CodeBlock';
import ScrollableTable from '@site/src/components/ScrollableTable';
import MermaidDiagram from '@theme/MermaidDiagram';
import MermaidLazy from '@theme/MermaidLazy';
import {MDX_ELEMENTS} from '@site/src/remark/mdxElements';

/**
 * The theme's Markdown components plus the site's own: tables that keyboard
 * users can scroll (axe rule scrollable-region-focusable), and the elements
 * the build writes in place of fenced code (src/remark) and Mermaid blocks
 * (src/plugins/mermaid).
 * Code blocks come as their own element, so they never depend on how the
 * theme's `code` component tells inline code from a block.
 */
const MDXComponentsWrapper: typeof MDXComponents = {
  ...MDXComponents,
  table: ScrollableTable,
  [MDX_ELEMENTS.codeBlock]: CodeBlock,
  [MDX_ELEMENTS.mermaidDiagram]: MermaidDiagram,
  // A diagram left to the browser loads Mermaid only when it comes near the viewport.
  mermaid: MermaidLazy,
};

export default MDXComponentsWrapper;
