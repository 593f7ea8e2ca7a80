/**
 * Rehype plugin, last in the docs' chain: subtrees that never change in the
 * browser reach React as one HTML string instead of one element per node.
 *
 * MDX turns every hast element into a React element, and the browser then
 * hydrates each one. Highlighted code (a span per token) and KaTeX (a dozen
 * spans per symbol) make up most of the elements of a long reference page:
 * thousands of fibers built, compared and kept for text that is never
 * updated. As `dangerouslySetInnerHTML` they are one element each; the page
 * shows the same markup, and hydration adopts it without walking it.
 */
import type {Element, ElementContent, Root} from 'hast';
import type {Program} from 'estree';
import type {
  MdxJsxAttribute,
  MdxJsxFlowElementHast,
  MdxJsxTextElementHast,
} from 'mdast-util-mdx-jsx';
import path from 'node:path';
import {toHtml} from 'hast-util-to-html';
import {SKIP, visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {MDX_ELEMENTS} from './mdxElements';

/**
 * The theme's line highlighting, which src/theme/CodeBlock does not do: a
 * `{1,3-4}` range or `showLineNumbers` in the fence's meta, or a magic
 * comment in the code. A page using one fails the build instead of losing it.
 */
const UNSUPPORTED_META = /(^|\s)(\{[\d,\s-]+\}|showLineNumbers)(?=\s|$)/;
const UNSUPPORTED_COMMENT = /\bhighlight-(next-line|start|end)\b/;

function stringAttribute(name: string, value: string): MdxJsxAttribute {
  return {type: 'mdxJsxAttribute', name, value};
}

function classesOf(node: Element): string[] {
  const className = node.properties?.className;
  return Array.isArray(className) ? className.map(String) : [];
}

/** `dangerouslySetInnerHTML={{__html: html}}` as MDX writes it in hast. */
export function innerHtmlAttribute(html: string): MdxJsxAttribute {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExpressionStatement',
        expression: {
          type: 'ObjectExpression',
          properties: [
            {
              type: 'Property',
              kind: 'init',
              method: false,
              shorthand: false,
              computed: false,
              key: {type: 'Identifier', name: '__html'},
              value: {type: 'Literal', value: html},
            },
          ],
        },
      },
    ],
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `{__html: ${JSON.stringify(html)}}`,
      data: {estree: program},
    },
  };
}

/** A KaTeX root (`span.katex`, or the `span.katex-display` around one) as a string. */
function asStaticSpan(node: Element): MdxJsxTextElementHast {
  return {
    type: 'mdxJsxTextElement',
    name: 'span',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: classesOf(node).join(' ')},
      innerHtmlAttribute(toHtml(node.children)),
    ],
    children: [],
  };
}

/**
 * A fenced block (`<pre><code>`) as the element MDXComponents routes to
 * CodeBlock: its tokens (or plain text) as one HTML string, with the
 * language class and the fence's meta string (`title="…"`).
 */
function asStaticCodeBlock(pre: Element, code: Element, file: VFile): MdxJsxFlowElementHast {
  // Docusaurus copies the fence's meta to `metastring`; plain MDX keeps it in data.meta.
  const metastring = code.properties?.metastring ?? code.data?.meta;
  const meta = typeof metastring === 'string' ? metastring : '';
  const text = toHtml(code.children);
  if (UNSUPPORTED_META.test(meta) || UNSUPPORTED_COMMENT.test(text)) {
    const line = pre.position?.start.line ?? '?';
    throw new Error(
      `${path.relative(process.cwd(), file.path)}:${line}: line highlighting and line numbers are not supported (README, "Code blocks")`,
    );
  }
  const attributes = [stringAttribute('html', text)];
  const className = classesOf(code).join(' ');
  if (className) attributes.push(stringAttribute('className', className));
  if (meta) attributes.push(stringAttribute('metastring', meta));
  return {type: 'mdxJsxFlowElement', name: MDX_ELEMENTS.codeBlock, attributes, children: []};
}

export function rehypeStaticHtml() {
  return (tree: Root, file: VFile): void => {
    visit(tree, 'element', (node: Element, index, parent) => {
      const classes = classesOf(node);
      const code = node.tagName === 'pre' ? node.children[0] : undefined;
      if (
        code?.type === 'element' &&
        code.tagName === 'code' &&
        node.children.length === 1 &&
        parent &&
        typeof index === 'number'
      ) {
        // Named explicitly for MDXComponents, not left to the theme's inline/block guess.
        parent.children[index] = asStaticCodeBlock(node, code, file) as unknown as ElementContent;
        return SKIP;
      }
      if (
        node.tagName === 'span' &&
        (classes.includes('katex-display') || classes.includes('katex')) &&
        parent &&
        typeof index === 'number'
      ) {
        parent.children[index] = asStaticSpan(node) as unknown as ElementContent;
        return SKIP;
      }
      return undefined;
    });
  };
}
