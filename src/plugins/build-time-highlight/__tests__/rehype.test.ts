import {describe, expect, it} from 'vitest';
import type {Element, Root} from 'hast';
import {codeLanguage, rehypeBuildTimeHighlight} from '../rehype';

function block(language: string | null, value: string): {tree: Root; code: Element} {
  const code: Element = {
    type: 'element',
    tagName: 'code',
    properties: language ? {className: [`language-${language}`]} : {},
    children: [{type: 'text', value}],
  };
  const tree: Root = {
    type: 'root',
    children: [{type: 'element', tagName: 'pre', properties: {}, children: [code]}],
  };
  return {tree, code};
}

const classesOf = (code: Element) =>
  code.children
    .filter((c): c is Element => c.type === 'element')
    .map((c) => (c.properties.className as string[]).join(' '));

describe('codeLanguage', () => {
  it('reads the language-x class', () => {
    expect(codeLanguage(block('rust', '').code)).toBe('rust');
    expect(codeLanguage(block(null, '').code)).toBeUndefined();
  });
});

describe('rehypeBuildTimeHighlight', () => {
  it('turns Rust into Prism tokens and keeps the text', () => {
    const {tree, code} = block('rust', 'fn main() { let x = 1; }');
    rehypeBuildTimeHighlight()(tree);
    expect(classesOf(code)).toContain('token keyword');
    expect(classesOf(code)).toContain('token function-definition function');
    const text = (n: Element | Root): string =>
      n.children
        .map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? text(c) : ''))
        .join('');
    expect(text(code)).toBe('fn main() { let x = 1; }');
  });

  it('knows the languages the pages use, with the ts alias', () => {
    for (const lang of ['ts', 'tsx', 'bash', 'toml', 'json', 'graphql']) {
      const {tree, code} = block(lang, 'const a = "x"; # c');
      rehypeBuildTimeHighlight()(tree);
      expect(code.children.some((c) => c.type === 'element')).toBe(true);
    }
  });

  it('leaves text, unknown languages and inline code plain', () => {
    for (const lang of ['text', 'cobol', null]) {
      const {tree, code} = block(lang, 'let x = 1;');
      rehypeBuildTimeHighlight()(tree);
      expect(code.children).toEqual([{type: 'text', value: 'let x = 1;'}]);
    }
    const inline: Root = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'code',
          properties: {className: ['language-rust']},
          children: [{type: 'text', value: 'fn'}],
        },
      ],
    };
    rehypeBuildTimeHighlight()(inline);
    expect((inline.children[0] as Element).children).toEqual([{type: 'text', value: 'fn'}]);
  });
});
