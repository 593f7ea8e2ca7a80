import {describe, expect, it} from 'vitest';
import type {Root} from 'hast';
import {KATEX_ASSET_DIR, rehypeKatexStylesheet} from '../rehype';

const paragraph = (className?: string[]): Root => ({
  type: 'root',
  children: [
    {
      type: 'element',
      tagName: 'p',
      properties: {},
      children: [
        {type: 'element', tagName: 'span', properties: className ? {className} : {}, children: []},
      ],
    },
  ],
});

describe('rehypeKatexStylesheet', () => {
  it('prepends a stylesheet link to a page with math', () => {
    const tree = paragraph(['katex']);
    rehypeKatexStylesheet({baseUrl: '/'})(tree);
    expect(tree.children[0]).toEqual({
      type: 'element',
      tagName: 'link',
      properties: {rel: ['stylesheet'], href: `/${KATEX_ASSET_DIR}/katex.min.css`},
      children: [],
    });
  });

  it('leaves a page without math alone', () => {
    const tree = paragraph(['token']);
    rehypeKatexStylesheet({baseUrl: '/'})(tree);
    expect(tree.children).toHaveLength(1);
  });

  it('puts the version in the path so the files can be cached forever', () => {
    expect(KATEX_ASSET_DIR).toMatch(/^assets\/katex-\d+\.\d+\.\d+$/);
  });
});
