import {describe, expect, it} from 'vitest';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import {evaluate} from '@mdx-js/mdx';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import {rehypeBuildTimeHighlight} from '../../plugins/build-time-highlight/rehype';
import {rehypeStaticHtml} from '../staticHtml';
import {MDX_ELEMENTS} from '../mdxElements';

type BlockProps = {html: string; className?: string; metastring?: string};

/** Stands in for src/theme/CodeBlock: draws the block's `html` the way it does. */
function StaticCodeBlock({html, className}: BlockProps) {
  return createElement(
    'pre',
    null,
    createElement('code', {className, dangerouslySetInnerHTML: {__html: html}}),
  );
}

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
  return renderToStaticMarkup(
    createElement(Content, {components: {[MDX_ELEMENTS.codeBlock]: StaticCodeBlock}}),
  );
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

  it('hands every fenced block to its own element as html, language and meta', async () => {
    const seen: BlockProps[] = [];
    const {default: Content} = await evaluate(
      '```rust title="src/lib.rs"\nlet a = 1;\n```\n\n```\nplain <text>\n```\n\nand `inline`',
      {...runtime, rehypePlugins: [rehypeBuildTimeHighlight, rehypeStaticHtml]},
    );
    const Block = (props: BlockProps) => {
      seen.push(props);
      return null;
    };
    const html = renderToStaticMarkup(
      createElement(Content, {components: {[MDX_ELEMENTS.codeBlock]: Block}}),
    );
    expect(seen).toEqual([
      {
        html: '<span class="token keyword">let</span> a <span class="token operator">=</span> <span class="token number">1</span><span class="token punctuation">;</span>\n',
        className: 'language-rust',
        metastring: 'title="src/lib.rs"',
      },
      {html: 'plain &#x3C;text>\n'},
    ]);
    // Inline code stays the theme's.
    expect(html).toContain('<code>inline</code>');
  });

  it.each([
    ['a line range', '```rust {1,3-4}\nlet a = 1;\n```'],
    ['line numbers', '```rust showLineNumbers\nlet a = 1;\n```'],
    ['a magic comment', '```rust\n// highlight-next-line\nlet a = 1;\n```'],
  ])('fails the page on %s, which CodeBlock does not support', async (_what, source) => {
    await expect(
      evaluate(
        {value: `Text.\n\n${source}`, path: 'docs/x.md'},
        {
          ...runtime,
          rehypePlugins: [rehypeBuildTimeHighlight, rehypeStaticHtml],
        },
      ),
    ).rejects.toThrow(/^docs\/x\.md:3: line highlighting and line numbers are not supported/);
  });
});
