/**
 * The docs as the llms files list them: every page in sidebar order, the
 * section (top-level category) it belongs to, and for a category's index page
 * the child pages its `<DocCardList />` shows.
 */
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {Card} from './markdown';

type Doc = LoadedVersion['docs'][number];
type SidebarItem = LoadedVersion['sidebars'][string][number];
type Category = Extract<SidebarItem, {type: 'category'}>;

export type Page = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly permalink: string;
  /** Path of the source file, with the `@site/` alias. */
  readonly source: string;
  /** The top-level sidebar category it sits in; pages at the top level share one section. */
  readonly section: string;
  /** Child pages, when the page is a category's index (the target of `<DocCardList />`). */
  readonly children: readonly Pick<Page, 'title' | 'description' | 'permalink'>[];
};

/** Section of the pages that sit at the top level of the sidebar. */
export const TOP_LEVEL_SECTION = 'Overview';

/** The first doc a sidebar item leads to: a doc, or a category's own page or first child. */
function firstDocId(item: SidebarItem): string | undefined {
  if (item.type === 'doc' || item.type === 'ref') return item.id;
  if (item.type !== 'category') return undefined;
  if (item.link?.type === 'doc') return item.link.id;
  for (const child of item.items) {
    const id = firstDocId(child);
    if (id) return id;
  }
  return undefined;
}

/**
 * Every page of one docs version, in sidebar order (docs outside the sidebar
 * last, by permalink), each with its section and card children.
 */
export function listPages(version: Pick<LoadedVersion, 'docs' | 'sidebars'>): Page[] {
  const docs = new Map<string, Doc>(version.docs.map((doc) => [doc.id, doc]));
  const pages: Page[] = [];
  const seen = new Set<string>();

  // A card as the theme's DocCardList shows it: a category without a page of
  // its own leads to its first page and is described by what it holds.
  const summary = (item: SidebarItem) => {
    const id = firstDocId(item);
    const doc = id === undefined ? undefined : docs.get(id);
    if (!doc) return undefined;
    if (item.type !== 'category') {
      return {title: doc.title, description: doc.description, permalink: clean(doc.permalink)};
    }
    if (item.link?.type === 'doc') {
      return {title: item.label, description: doc.description, permalink: clean(doc.permalink)};
    }
    const titles = item.items.flatMap((child) =>
      child.type === 'category' ? [child.label] : (docs.get(firstDocId(child) ?? '')?.title ?? []),
    );
    return {
      title: item.label,
      description:
        item.description ??
        `${titles.length} ${titles.length === 1 ? 'page' : 'pages'}: ${titles.join('; ')}`,
      permalink: clean(doc.permalink),
    };
  };

  const add = (id: string, section: string, category?: Category) => {
    const doc = docs.get(id);
    if (!doc || seen.has(id)) return;
    seen.add(id);
    pages.push({
      id,
      title: doc.title,
      description: doc.description,
      permalink: clean(doc.permalink),
      source: doc.source,
      section,
      children: category ? category.items.flatMap((child) => summary(child) ?? []) : [],
    });
  };

  const walk = (items: readonly SidebarItem[], section: string | undefined) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        add(item.id, section ?? TOP_LEVEL_SECTION);
      } else if (item.type === 'category') {
        const own = section ?? item.label;
        if (item.link?.type === 'doc') add(item.link.id, own, item);
        walk(item.items, own);
      }
    }
  };
  for (const sidebar of Object.values(version.sidebars)) walk(sidebar, undefined);

  const rest = version.docs
    .filter((doc) => !seen.has(doc.id))
    .sort((a, b) => a.permalink.localeCompare(b.permalink));
  for (const doc of rest) add(doc.id, 'Other pages');
  return pages;
}

/** What the llms files say about the site. */
export type Site = {
  readonly title: string;
  readonly summary: string;
  /** Scheme and host, no trailing slash: permalinks resolve against it. */
  readonly origin: string;
  /** Origin plus base URL, no trailing slash: where the build's root is served. */
  readonly siteUrl: string;
  /** The versions the docs describe, one line. */
  readonly releaseSet?: string;
};

/** The cards of a page, with absolute URLs. */
export function cardsOf(page: Page, origin: string): Card[] {
  return page.children.map((child) => ({
    title: child.title,
    description: child.description,
    url: `${origin}${child.permalink}`,
  }));
}

/**
 * Where a page's Markdown twin is written, relative to the build folder (which
 * is served at the base URL): `/docs/about` → `docs/about.md`.
 */
export function markdownPath(permalink: string, baseUrl = '/'): string {
  const route = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink;
  const path = route.replace(/^\/+|\/+$/g, '');
  return `${path === '' ? 'index' : path}.md`;
}

/** The URL a page's Markdown twin is served at. */
export function markdownUrl(permalink: string, origin: string): string {
  const path = permalink.replace(/\/+$/, '');
  return `${origin}${path === '' ? '/index' : path}.md`;
}

/** The sections in the order their first page appears, the top level first. */
function sections(pages: readonly Page[]): Map<string, Page[]> {
  const grouped = new Map<string, Page[]>();
  if (pages.some((page) => page.section === TOP_LEVEL_SECTION)) {
    grouped.set(TOP_LEVEL_SECTION, []);
  }
  for (const page of pages) {
    const list = grouped.get(page.section) ?? [];
    list.push(page);
    grouped.set(page.section, list);
  }
  return grouped;
}

/**
 * llms.txt: the site's title and summary, then one line per page (its Markdown
 * twin and description), grouped by section.
 */
export function renderLlmsTxt(site: Site, pages: readonly Page[]): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${site.summary}`,
    '',
    `Every page below is Markdown: add \`.md\` to any docs URL to get the page as Markdown. ` +
      `All pages in one file: ${site.siteUrl}/llms-full.txt`,
  ];
  if (site.releaseSet) lines.push('', site.releaseSet);
  for (const [section, list] of sections(pages)) {
    lines.push('', `## ${section}`, '');
    for (const page of list) {
      const url = markdownUrl(page.permalink, site.origin);
      const description = page.description ? `: ${oneLine(page.description)}` : '';
      lines.push(`- [${oneLine(page.title)}](${url})${description}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * llms-full.txt: every page's Markdown in sidebar order, each after a line
 * naming its URL.
 */
export function renderLlmsFull(
  site: Site,
  pages: readonly {readonly permalink: string; readonly markdown: string}[],
): string {
  const parts = [`# ${site.title}\n\n> ${site.summary}\n`];
  for (const page of pages) {
    parts.push(`Source: ${site.origin}${page.permalink}\n\n${page.markdown.trimEnd()}\n`);
  }
  return parts.join('\n---\n\n');
}

/** A permalink as the site serves it: no trailing slash (an index doc may carry one). */
function clean(permalink: string): string {
  return permalink.length > 1 ? permalink.replace(/\/+$/, '') : permalink;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
