/**
 * Names of the MDX elements the build's remark/rehype modules write into
 * pages, which src/theme/MDXComponents.tsx maps to components. No imports:
 * the browser bundle includes this file.
 */
export const MDX_ELEMENTS = {
  /** A fenced code block as one HTML string (src/remark/staticHtml.ts). */
  codeBlock: 'StaticCodeBlock',
  /** A diagram drawn at build time (src/plugins/mermaid/remark.ts). */
  mermaidDiagram: 'MermaidDiagram',
} as const;
