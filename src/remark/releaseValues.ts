/**
 * Release values in pages: `{release.existentialDeposit}` in prose, inline
 * code, fenced code or a link URL becomes the value written once in
 * src/data/release.json, so a number that changes with a release is edited in
 * one place. In prose MDX parses the token as an expression; this plugin
 * swaps it for text before MDX would compile it. An unknown key fails the
 * build with the page and line.
 */
import type {Root, Nodes, Parent, Text, Paragraph} from 'mdast';
import {visit, SKIP} from 'unist-util-visit';
import {releaseValues} from '../data/releaseSet';

/** `{release.key}` anywhere in a string (code, URLs). */
const TOKEN = /\{release\.([A-Za-z0-9_]+)\}/g;
/** A whole MDX expression that names a release value. */
const EXPRESSION = /^\s*release\.([A-Za-z0-9_]+)\s*$/;

/** The value of one key; throws naming the place when the key is unknown. */
export function releaseValue(key: string, where: string): string {
  const entry = releaseValues[key];
  if (!entry) {
    throw new Error(
      `${where}: unknown release value {release.${key}}; the keys are in src/data/release.json`,
    );
  }
  return entry.value;
}

/** Replaces every `{release.key}` in a string. */
export function fillReleaseValues(text: string, where: string): string {
  return text.replace(TOKEN, (_, key: string) => releaseValue(key, where));
}

/** Replaces the tokens of one parsed page in place (also used for the `.md` twins). */
export function fillReleaseValuesInTree(tree: Root, path: string): void {
  const at = (node: Nodes) => `${path}:${node.position?.start.line ?? '?'}`;
  visit(tree, (node: Nodes, index, parent: Parent | undefined) => {
    switch (node.type) {
      case 'code':
      case 'inlineCode':
        node.value = fillReleaseValues(node.value, at(node));
        return;
      case 'link':
      case 'image':
      case 'definition':
        node.url = fillReleaseValues(node.url, at(node));
        if (node.title) node.title = fillReleaseValues(node.title, at(node));
        return;
      case 'mdxTextExpression':
      case 'mdxFlowExpression': {
        const match = EXPRESSION.exec(node.value);
        if (!match || !parent || index === undefined) return;
        const text: Text = {type: 'text', value: releaseValue(match[1]!, at(node))};
        const replacement: Text | Paragraph =
          node.type === 'mdxTextExpression' ? text : {type: 'paragraph', children: [text]};
        parent.children.splice(index, 1, replacement as never);
        return SKIP;
      }
      default:
        return;
    }
  });
}

/** The remark plugin: runs before the default plugins, so everything after sees plain text. */
export function remarkReleaseValues() {
  return (tree: Root, file: {path?: string; history?: string[]}) =>
    fillReleaseValuesInTree(tree, file.path ?? file.history?.[0] ?? '<page>');
}
