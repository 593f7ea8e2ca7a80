/**
 * Turns a docs page (MDX) into clean Markdown for people and tools: no front
 * matter, imports or JSX; code blocks kept as written; admonitions as
 * blockquotes; links absolute. It parses with the same syntax extensions the
 * site uses and prints with remark, so nesting (a fence in a list in an
 * admonition) comes out right.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';
import remarkStringify from 'remark-stringify';
import {admonitionTitleToDirectiveLabel} from '@docusaurus/utils';
import {fillReleaseValuesInTree} from '../../remark/releaseValues';
import type {
  BlockContent,
  Blockquote,
  List,
  Nodes,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
} from 'mdast';

/** One entry of a `<DocCardList />`: a child page of the category. */
export type Card = {
  readonly title: string;
  readonly description: string;
  /** Absolute URL of the page. */
  readonly url: string;
};

export type ConvertContext = {
  /** Absolute URL of the page, e.g. https://wiki.vara.network/docs/about. */
  readonly pageUrl: string;
  /** Site origin plus base URL, no trailing slash: what `/docs/x` links resolve against. */
  readonly siteUrl: string;
  /** Scheme and host, no trailing slash: what permalinks resolve against. */
  readonly origin: string;
  /** The permalink of a doc file link as written in the page (`./mailbox.md`), if it names a doc. */
  readonly resolveDocFile: (href: string) => string | undefined;
  /** What `<DocCardList />` lists on this page. */
  readonly cards: readonly Card[];
  /**
   * Whether `:::note Title` (the MDX 1 way of titling an admonition) is read
   * as `:::note[Title]`, as the site's `markdown.mdx1Compat.admonitions` says.
   */
  readonly admonitionTitles?: boolean;
};

const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkMath);

// Printing plain Markdown: no MDX or directive escaping, compact tables.
const printer = unified()
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkMath)
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  });

/** The site's admonition keywords and the word each one opens with. */
const ADMONITIONS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

type Parent = Extract<Nodes, {children: unknown}>;

/** Makes a link target absolute: site routes, doc files, anchors, assets. */
function absoluteUrl(url: string, context: ConvertContext): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  const cut = url.indexOf('#');
  const path = cut === -1 ? url : url.slice(0, cut);
  const hash = cut === -1 ? '' : url.slice(cut);
  if (path === '') return `${context.pageUrl}${hash}`;
  if (/\.mdx?$/.test(path)) {
    const permalink = context.resolveDocFile(path);
    if (permalink) return `${context.origin}${permalink}${hash}`;
  }
  if (path.startsWith('/')) return `${context.siteUrl}${url}`;
  // As a browser resolves it on the page (no trailing slash: beside the page).
  return new URL(url, context.pageUrl).toString();
}

function cardList(cards: readonly Card[]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: cards.map((card) => {
      const text: PhrasingContent[] = [
        {type: 'link', url: card.url, children: [{type: 'text', value: card.title}]},
      ];
      if (card.description) text.push({type: 'text', value: `: ${card.description}`});
      return {
        type: 'listItem',
        spread: false,
        children: [{type: 'paragraph', children: text}],
      };
    }),
  };
}

/** An admonition as a blockquote that opens with its kind and title in bold. */
function admonition(kind: string, children: readonly Nodes[]): Blockquote {
  const [first] = children;
  const labelled = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const label: PhrasingContent[] = labelled ? (first as Paragraph).children : [];
  const heading: Paragraph = {
    type: 'paragraph',
    children: [
      {
        type: 'strong',
        children: label.length
          ? [{type: 'text', value: `${kind}: `}, ...label]
          : [{type: 'text', value: kind}],
      },
    ],
  };
  const body = (labelled ? children.slice(1) : children) as BlockContent[];
  return {type: 'blockquote', children: [heading, ...body]};
}

/**
 * Rewrites one node and returns what replaces it: nothing, itself, or other
 * nodes (an unwrapped JSX element gives its children).
 */
function rewrite(node: Nodes, context: ConvertContext, source: string): Nodes[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
      return [];
    case 'mdxTextExpression': {
      // `{'<'}` is how MDX writes a literal character: keep it; drop the rest.
      const literal = /^\s*(['"])((?:(?!\1)[^\\]|\\.)*)\1\s*$/.exec(node.value);
      return literal ? [{type: 'text', value: literal[2]!.replace(/\\(.)/g, '$1')}] : [];
    }
    case 'mdxJsxFlowElement':
      if (node.name === 'DocCardList') return context.cards.length ? [cardList(context.cards)] : [];
      return rewriteChildren(node, context, source).children;
    case 'mdxJsxTextElement':
      return rewriteChildren(node, context, source).children;
    case 'containerDirective': {
      const rewritten = rewriteChildren(node, context, source).children;
      const kind = ADMONITIONS[node.name];
      return kind ? [admonition(kind, rewritten)] : rewritten;
    }
    case 'leafDirective':
    case 'textDirective': {
      // Not an admonition: the site prints such text as written (e.g. "10:30").
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      const value = start !== undefined && end !== undefined ? source.slice(start, end) : '';
      return node.type === 'leafDirective'
        ? [{type: 'paragraph', children: [{type: 'text', value}]}]
        : [{type: 'text', value}];
    }
    case 'link':
    case 'image':
    case 'definition':
      node.url = absoluteUrl(node.url, context);
      return 'children' in node ? [rewriteChildren(node, context, source)] : [node];
    default:
      return 'children' in node ? [rewriteChildren(node, context, source)] : [node];
  }
}

function rewriteChildren<T extends Parent>(node: T, context: ConvertContext, source: string): T {
  const children = (node.children as Nodes[]).flatMap((child) => rewrite(child, context, source));
  return Object.assign(node, {children});
}

/** Whether the page's own text opens with an h1 (then no title is added). */
function hasTitleHeading(root: Root): boolean {
  return root.children.some((child) => child.type === 'heading' && child.depth === 1);
}

/**
 * Clean Markdown of one docs page: `# title`, the description as a quote,
 * then the body.
 */
export function toCleanMarkdown(
  source: string,
  page: {readonly title: string; readonly description: string},
  context: ConvertContext,
): string {
  const text = context.admonitionTitles
    ? admonitionTitleToDirectiveLabel(source, Object.keys(ADMONITIONS))
    : source;
  const tree = parser.parse(text);
  // The twin shows the release values the page shows, not its tokens.
  fillReleaseValuesInTree(tree, context.pageUrl);
  const root = rewriteChildren(tree, context, text);
  const head: RootContent[] = [];
  if (!hasTitleHeading(root)) {
    head.push({type: 'heading', depth: 1, children: [{type: 'text', value: page.title}]});
    if (page.description) {
      head.push({
        type: 'blockquote',
        children: [{type: 'paragraph', children: [{type: 'text', value: page.description}]}],
      });
    }
  }
  root.children = [...head, ...root.children];
  return printer.stringify(root);
}
