import {refractor} from 'refractor/core';
import bash from 'refractor/bash';
import diff from 'refractor/diff';
import graphql from 'refractor/graphql';
import javascript from 'refractor/javascript';
import json from 'refractor/json';
import jsx from 'refractor/jsx';
import rust from 'refractor/rust';
import toml from 'refractor/toml';
import tsx from 'refractor/tsx';
import typescript from 'refractor/typescript';
import yaml from 'refractor/yaml';
import type {Element, ElementContent, Root} from 'hast';
import {visit} from 'unist-util-visit';

// Languages the pages use; `text` and unknown languages stay plain.
for (const syntax of [
  bash,
  diff,
  graphql,
  javascript,
  json,
  jsx,
  rust,
  toml,
  typescript,
  tsx,
  yaml,
]) {
  refractor.register(syntax);
}

/** The language of a `code` element, from its `language-x` class. */
export function codeLanguage(code: Element): string | undefined {
  const className = code.properties?.className;
  const classes = Array.isArray(className) ? className.map(String) : [];
  return classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
}

function textOf(node: Element): string {
  return node.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
}

/**
 * Rehype step: highlights fenced code at build time with Prism's grammars
 * (refractor), so the static HTML carries the coloured tokens and the browser
 * ships no highlighter. Token classes are Prism's (`token keyword`...), styled
 * by code.css beside this file.
 */
export function rehypeBuildTimeHighlight() {
  return (tree: Root): void => {
    visit(tree, 'element', (node: Element, _index, parent) => {
      if (node.tagName !== 'code' || !parent || (parent as Element).tagName !== 'pre') return;
      const language = codeLanguage(node);
      if (!language || !refractor.registered(language)) return;
      // Only plain text is highlighted: a block already made of elements is left as it is.
      if (node.children.some((child) => child.type !== 'text')) return;
      const highlighted = refractor.highlight(textOf(node), language);
      node.children = highlighted.children as ElementContent[];
    });
  };
}
