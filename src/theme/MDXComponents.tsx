import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import MermaidDiagram from '@site/src/components/MermaidDiagram';

/**
 * The theme's Markdown components, with tables that keyboard users can scroll
 * (axe rule scrollable-region-focusable): see ScrollableTable. Plus the
 * element that diagrams drawn at build time become (src/plugins/mermaid-svg).
 */
const MDXComponentsWrapper: typeof MDXComponents = {
  ...MDXComponents,
  table: ScrollableTable,
  MermaidDiagram,
};

export default MDXComponentsWrapper;
