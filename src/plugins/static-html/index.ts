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
import type {MdxJsxAttribute, MdxJsxTextElementHast} from 'mdast-util-mdx-jsx';
import {toHtml} from 'hast-util-to-html';
import {SKIP, visit} from 'unist-util-visit';

/** Code blocks' `<code>` gets this prop, read by src/theme/CodeBlock. */
export const CODE_HTML_PROP = 'html';

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

export function rehypeStaticHtml() {
  return (tree: Root): void => {
    visit(tree, 'element', (node: Element, index, parent) => {
      const classes = classesOf(node);
      if (
        node.tagName === 'code' &&
        parent?.type === 'element' &&
        parent.tagName === 'pre' &&
        node.children.some((child) => child.type === 'element')
      ) {
        // Highlighted: the tokens become a string prop, drawn by CodeBlock.
        node.properties = {...node.properties, [CODE_HTML_PROP]: toHtml(node.children)};
        node.children = [];
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
