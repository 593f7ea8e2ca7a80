/**
 * Turns built doc pages (HTML) into DocSearch-shaped records: one record per
 * section (the page intro, then each heading with the text up to the next
 * heading), in document order.
 */
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {encodeIndex} from '../shared/format';
import {buildSynonyms} from './synonyms';
import {
  LEVELS,
  type Level,
  type RecordType,
  type SearchDetailsFile,
  type SearchHierarchy,
  type SearchManifest,
  type SearchRecord,
} from '../shared/types';

/** Section used as lvl0 for pages that sit outside every sidebar category. */
export const DEFAULT_LVL0 = 'Documentation';

/**
 * Longest text kept per record. Sections rarely reach it; the cap keeps one
 * huge table or list from dominating the download.
 */
export const MAX_CONTENT_CHARS = 4000;

/**
 * Parts of a page that are not prose: code blocks (large, and noise for a
 * text search), diagrams, pictures, the rendered half of formulas, heading
 * anchor links, and the card lists of index pages (they repeat the children's
 * descriptions, which have records of their own).
 */
const SKIPPED = [
  'pre',
  '.theme-code-block',
  '.docusaurus-mermaid-container',
  '.mermaid-diagram',
  'svg',
  'img',
  'script',
  'style',
  'button',
  '.hash-link',
  '.katex-html',
  // The admonition's label ("note", "warning"): its class name is hashed.
  '.theme-admonition > [class*="admonitionHeading"]',
  '.theme-doc-card-container',
  '.theme-doc-toc-mobile',
].join(', ');

/**
 * Headings of sections that only point to other pages ("What to read next"):
 * their text is other pages' titles and descriptions, so they would be
 * found for those pages' subjects, above or instead of the pages themselves.
 */
export const NAVIGATION_HEADING = /^(what to )?read next$|^see also$/i;

/** Elements whose edges separate words. */
const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'td',
  'th',
  'tr',
  'table',
  'dt',
  'dd',
  'br',
  'blockquote',
  'section',
  'details',
  'summary',
  'figcaption',
  'header',
  'footer',
  'hr',
]);

const HEADING = /^h([1-6])$/;

/** Languages of the code blocks that hold commands to run, which the assistant can show for "how do I run…". */
const COMMAND_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console']);
/** Stand-in element for a code block while the page is walked. */
const CODE_TAG = 'x-code';
/** Longest command block kept, and most blocks per section: commands, not scripts. */
export const MAX_COMMAND_CHARS = 600;
const MAX_COMMANDS_PER_SECTION = 4;
/** Longest code block the assistant may quote whole: a signature or a short example, not a program. */
export const MAX_CODE_CHARS = 1200;
/**
 * Marks put into a section's text while the page is walked, where a table
 * starts a row, starts a cell and ends: taken out again (with their
 * positions noted) before the text is stored, so the text stays as it was.
 */
const ROW_MARK = '\u0001';
const CELL_MARK = '\u0002';
const TABLE_END_MARK = '\u0003';

function clean(text: string): string {
  // Zero-width spaces come from the heading anchors; collapse all whitespace.
  return text
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts at a word boundary so a snippet never ends inside a word. */
function cap(text: string): string {
  if (text.length <= MAX_CONTENT_CHARS) return text;
  const cut = text.slice(0, MAX_CONTENT_CHARS);
  const space = cut.lastIndexOf(' ');
  return space > MAX_CONTENT_CHARS * 0.8 ? cut.slice(0, space) : cut;
}

/** The top-level sidebar category holding the page, as the DocSearch crawler reads it. */
function lvl0Of($: CheerioAPI): string {
  const active = $(
    '.theme-doc-sidebar-item-category-level-1 > .menu__list-item-collapsible > .menu__link--active',
  ).first();
  return clean(active.text()) || DEFAULT_LVL0;
}

type Section = {
  level: number;
  title: string;
  anchor: string | null;
  text: string[];
  commands: string[];
  /** The first code block short enough to quote: its language and text. */
  code: readonly [string, string] | null;
};

/** Walks the article in document order and splits it at headings. */
function sectionsOf($: CheerioAPI, root: Element): Section[] {
  const sections: Section[] = [];
  let current: Section | null = null;
  const visit = (node: AnyNode): void => {
    if (node.type === 'text') {
      current?.text.push(node.data);
      return;
    }
    if (node.type !== 'tag') return;
    const el = node as Element;
    if (el.name === CODE_TAG) {
      const code = el.attribs['data-code'] ?? '';
      const language = el.attribs['data-language'] ?? '';
      if (!current || code === '') return;
      const command = COMMAND_LANGUAGES.has(language) && code.length <= MAX_COMMAND_CHARS;
      if (command && current.commands.length < MAX_COMMANDS_PER_SECTION) {
        current.commands.push(code);
      }
      if (current.code === null && code.length <= MAX_CODE_CHARS) current.code = [language, code];
      return;
    }
    if (el.name === 'tr' || el.name === 'td' || el.name === 'th') {
      current?.text.push(' ', el.name === 'tr' ? ROW_MARK : CELL_MARK);
    }
    // Formulas: keep the TeX source, which is what a reader would type.
    if (el.name === 'annotation') {
      current?.text.push(` ${$(el).text()} `);
      return;
    }
    if (el.name === 'math') {
      $(el)
        .find('annotation')
        .each((_, a) => visit(a));
      return;
    }
    const heading = HEADING.exec(el.name);
    if (heading) {
      const title = clean($(el).text());
      current = {
        level: Number(heading[1]),
        title,
        anchor: $(el).attr('id') ?? null,
        text: [],
        commands: [],
        code: null,
      };
      sections.push(current);
      return;
    }
    const block = BLOCKS.has(el.name);
    if (block) current?.text.push(' ');
    for (const child of el.children) visit(child);
    if (block) current?.text.push(' ');
    if (el.name === 'table') current?.text.push(TABLE_END_MARK, ' ');
  };
  visit(root);
  return sections;
}

function emptyHierarchy(lvl0: string, lvl1: string): SearchHierarchy {
  return {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}

/** A code block's text without zero-width spaces and trailing blank lines. */
function codeText(text: string): string {
  return text.replace(/\u200b/g, '').replace(/\s+$/, '');
}

/**
 * A section's cleaned text with the table marks taken out, and the tables
 * they marked: each row as the offsets in the text where its cells start,
 * then where it ends. The text is what `clean` gives without marks.
 */
export function unmark(marked: string): {text: string; tables: number[][][]} {
  let text = '';
  const tables: number[][][] = [];
  let table: number[][] | null = null;
  let row: number[] | null = null;
  /** Ends the open row where the text so far ends. */
  const closeRow = () => {
    if (table && row && row.length > 0) table.push([...row, text.trimEnd().length]);
    row = null;
  };
  for (const ch of marked) {
    if (ch === ROW_MARK) {
      closeRow();
      if (!table) tables.push((table = []));
      row = [];
    } else if (ch === CELL_MARK) {
      row?.push(text.length);
    } else if (ch === TABLE_END_MARK) {
      closeRow();
      table = null;
    } else if (ch !== ' ' || (text !== '' && !text.endsWith(' '))) {
      text += ch;
    }
  }
  closeRow();
  return {text: text.trimEnd(), tables: tables.filter((t) => t.length > 0)};
}

/** One built page as the index sees it: its records, and the details the assistant reads. */
export type PageIndex = {
  readonly records: SearchRecord[];
  /** The page's `keywords` front matter (its keywords meta tag). */
  readonly keywords: string[];
  /** The page's title and `description` front matter (its description meta tag), if it has one. */
  readonly summary: readonly [title: string, description: string] | null;
  /** Command blocks by record objectID, for sections that have any. */
  readonly commands: Record<string, string[]>;
  /** The first short code block by record objectID (see `SearchDetailsFile.code`). */
  readonly code: Record<string, readonly [string, string]>;
  /** Table rows by record objectID (see `SearchDetailsFile.tables`). */
  readonly tables: Record<string, number[][][]>;
};

const NO_PAGE: PageIndex = {
  records: [],
  keywords: [],
  summary: null,
  commands: {},
  code: {},
  tables: {},
};

/**
 * Records of one built page, with its keywords and command blocks. Pages
 * without a doc article (landing page, search page, not-found page) give none.
 *
 * @param url Site-relative path of the page, e.g. "/docs/build/gstd/state".
 */
export function pageIndex(html: string, url: string): PageIndex {
  const $ = load(html);
  const article = $('article .theme-doc-markdown').first();
  const root = article.get(0);
  if (!root) return NO_PAGE;
  const language = $('meta[name="docsearch:language"]').attr('content') ?? 'en';
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'default';
  const keywords = ($('meta[name="keywords"]').attr('content') ?? '')
    .split(',')
    .map(clean)
    .filter((k) => k !== '');
  // Code blocks leave the text, but stay as stand-ins so that the commands
  // and the first short block are kept with the section they belong to.
  article.find('.theme-code-block').each((_, block) => {
    const code = codeText($(block).find('code').first().text());
    const language = /\blanguage-([\w-]+)/.exec($(block).attr('class') ?? '')?.[1] ?? '';
    $(block).replaceWith($(`<${CODE_TAG}>`).attr({'data-code': code, 'data-language': language}));
  });
  article.find(SKIPPED).remove();
  const sections = sectionsOf($, root);
  const title = sections.find((s) => s.level === 1);
  if (!title) return NO_PAGE;
  const commands: Record<string, string[]> = {};
  const code: Record<string, readonly [string, string]> = {};
  const tables: Record<string, number[][][]> = {};
  // Levels 2-6 are nullable; lvl0 and lvl1 are set here and never change.
  const hierarchy: Record<Level, string | null> = emptyHierarchy(lvl0Of($), title.title);
  const records: SearchRecord[] = [];
  // The page's own record carries the text before the first h2.
  let lastLevel = 1;
  // Inside a section of links to other pages (and its subsections), up to the next at this level.
  let skippingFrom: number | null = null;
  for (const section of sections) {
    if (skippingFrom !== null && section.level > skippingFrom) continue;
    skippingFrom = null;
    if (section !== title && NAVIGATION_HEADING.test(section.title)) {
      skippingFrom = section.level;
      continue;
    }
    let level: number;
    if (section === title) {
      level = 1;
    } else if (section.level === 1) {
      // A second h1 is content, not a new page: treat it as a heading below the title.
      level = 2;
    } else {
      // Never skip a level in the hierarchy even when the page does.
      level = Math.min(section.level, lastLevel + 1);
    }
    lastLevel = level;
    const key = LEVELS[level] as Level;
    if (level > 1) {
      hierarchy[key] = section.title;
      for (let deeper = level + 1; deeper < LEVELS.length; deeper++) {
        hierarchy[LEVELS[deeper] as Level] = null;
      }
    }
    const anchor = level === 1 ? null : section.anchor;
    const unmarked = unmark(clean(section.text.join('')));
    const text = cap(unmarked.text);
    const objectID = `${url}#${records.length}`;
    if (section.commands.length > 0) commands[objectID] = section.commands;
    if (section.code) code[objectID] = section.code;
    // Rows cut off by the cap are left out with it.
    const kept = unmarked.tables
      .map((t) => t.filter((r) => (r.at(-1) as number) <= text.length))
      .filter((t) => t.length > 0);
    if (kept.length > 0) tables[objectID] = kept;
    records.push({
      objectID,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      hierarchy: {...hierarchy} as SearchHierarchy,
      content: text === '' ? null : text,
      type: key as RecordType,
      language,
      docusaurus_tag: tag,
    });
  }
  const description = clean($('meta[name="description"]').attr('content') ?? '');
  const summary = description === '' ? null : ([title.title, description] as const);
  return {records, keywords, summary, commands, code, tables};
}

/** Records of one built page (see `pageIndex`). */
export function pageRecords(html: string, url: string): SearchRecord[] {
  return pageIndex(html, url).records;
}

/** The index file's body and its content-hashed name. */
export function serializeIndex(records: readonly SearchRecord[]): {
  fileName: string;
  body: string;
} {
  const body = JSON.stringify(encodeIndex(records));
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return {fileName: `index.${hash}.json`, body};
}

/** The built HTML file of a route, or null when the route wrote none. */
function htmlFileOf(outDir: string, baseUrl: string, route: string): string | null {
  const relative = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route;
  const trimmed = relative.replace(/^\/+|\/+$/g, '');
  // Without a trailing slash a route is written as x.html, with one as x/index.html.
  const candidates = trimmed === '' ? ['index.html'] : [`${trimmed}.html`, `${trimmed}/index.html`];
  const found = candidates.map((c) => join(outDir, c)).find((file) => existsSync(file));
  return found ?? null;
}

/** Records and details of every built route, in route order (sorted, so the output is stable). */
export async function collectIndex(
  outDir: string,
  baseUrl: string,
  routes: readonly string[],
): Promise<{records: SearchRecord[]; details: SearchDetailsFile}> {
  const records: SearchRecord[] = [];
  const keywords: Record<string, string[]> = {};
  const commands: Record<string, string[]> = {};
  const code: Record<string, readonly [string, string]> = {};
  const tables: Record<string, number[][][]> = {};
  const summaries: Record<string, readonly [string, string]> = {};
  for (const route of [...new Set(routes)].sort()) {
    const file = htmlFileOf(outDir, baseUrl, route);
    if (!file) continue;
    const page = pageIndex(await readFile(file, 'utf8'), route);
    records.push(...page.records);
    if (page.keywords.length > 0) keywords[route] = page.keywords;
    if (page.summary) summaries[route] = page.summary;
    Object.assign(commands, page.commands);
    Object.assign(code, page.code);
    Object.assign(tables, page.tables);
  }
  const synonyms = buildSynonyms(records);
  return {
    records,
    details: {version: 1, keywords, commands, synonyms, summaries, code, tables},
  };
}

/** Records of every built route, in route order. */
export async function collectRecords(
  outDir: string,
  baseUrl: string,
  routes: readonly string[],
): Promise<SearchRecord[]> {
  return (await collectIndex(outDir, baseUrl, routes)).records;
}

/** Folder of the build output holding the index; not under the /search route. */
export const INDEX_DIR = 'search-index';
export const MANIFEST_FILE = 'manifest.json';

/**
 * Writes the hashed index file and the fixed-name manifest pointing at it.
 * Returns the manifest.
 */
export async function writeIndexFiles(
  outDir: string,
  records: readonly SearchRecord[],
  details?: SearchDetailsFile,
): Promise<SearchManifest> {
  const {fileName, body} = serializeIndex(records);
  const dir = join(outDir, INDEX_DIR);
  await mkdir(dir, {recursive: true});
  await writeFile(join(dir, fileName), body);
  let detailsName: string | undefined;
  if (details) {
    const detailsBody = JSON.stringify(details);
    const hash = createHash('sha256').update(detailsBody).digest('hex').slice(0, 12);
    detailsName = `details.${hash}.json`;
    await writeFile(join(dir, detailsName), detailsBody);
  }
  const manifest: SearchManifest = {
    version: 1,
    index: fileName,
    records: records.length,
    ...(detailsName ? {details: detailsName} : {}),
  };
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest)}\n`);
  return manifest;
}
