import {describe, expect, it} from 'vitest';
import {createElement, type ComponentProps} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import {evaluate} from '@mdx-js/mdx';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import {rehypeBuildTimeHighlight} from '../../build-time-highlight';
import {rehypeStaticHtml} from '../index';

/** Compiles MDX with the docs' rehype chain and renders it as the site would. */
async function render(source: string, useStaticHtml: boolean): Promise<string> {
  const {default: Content} = await evaluate(source, {
    ...runtime,
    remarkPlugins: [remarkMath],
    rehypePlugins: [
      rehypeKatex,
      rehypeBuildTimeHighlight,
      ...(useStaticHtml ? [rehypeStaticHtml] : []),
    ],
  });
  // Stands in for src/theme/CodeBlock: draws `html` the way it does.
  const code = ({html, ...props}: ComponentProps<'code'> & {html?: string}) =>
    html === undefined
      ? createElement('code', props)
      : createElement('code', {...props, dangerouslySetInnerHTML: {__html: html}});
  return renderToStaticMarkup(createElement(Content, {components: {code}}));
}

const SOURCE = [
  'Fees grow with $w^2$ and with',
  '',
  '$$',
  'f = a + b',
  '$$',
  '',
  '```rust',
  'fn main() { let x = 1; }',
  '```',
].join('\n');

describe('rehypeStaticHtml', () => {
  it('renders the same page as the element-by-element tree', async () => {
    const plain = await render(SOURCE, false);
    const stringified = await render(SOURCE, true);
    // The strings keep KaTeX's own style text, with its final ";", where React
    // writes the style object without one: the same declarations.
    const normalise = (html: string) => html.replace(/;"/g, '"');
    expect(normalise(stringified)).toBe(normalise(plain));
    expect(stringified).toContain('<span class="token keyword">fn</span>');
    expect(stringified).toContain('class="katex-display"');
  });

  it('hands highlighted code to CodeBlock as an html prop and leaves plain code alone', async () => {
    let seen: {html?: string; children?: unknown}[] = [];
    const {default: Content} = await evaluate('```rust\nlet a = 1;\n```\n\n```\nplain text\n```', {
      ...runtime,
      rehypePlugins: [rehypeBuildTimeHighlight, rehypeStaticHtml],
    });
    const code = (props: {html?: string; children?: unknown}) => {
      seen = [...seen, props];
      return null;
    };
    renderToStaticMarkup(createElement(Content, {components: {code}}));
    expect(seen).toHaveLength(2);
    expect(seen[0]?.html).toBe(
      '<span class="token keyword">let</span> a <span class="token operator">=</span> <span class="token number">1</span><span class="token punctuation">;</span>\n',
    );
    expect(seen[0]?.children).toBeUndefined();
    expect(seen[1]?.html).toBeUndefined();
    expect(seen[1]?.children).toBe('plain text\n');
  });
});
