import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * The theme's Markdown components, with tables that keyboard users can scroll
 * (axe rule scrollable-region-focusable): see ScrollableTable.
 */
const MDXComponentsWrapper: typeof MDXComponents = {...MDXComponents, table: ScrollableTable};

export default MDXComponentsWrapper;
