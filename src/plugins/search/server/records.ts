/** Built doc pages (HTML) as DocSearch-shaped records, one per section, in document order. */
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {encodeIndex, hierarchyAt} from '../shared/format';
import {
  LEVELS,
  type RecordType,
  type SearchDetailsFile,
  type SearchManifest,
  type SearchRecord,
} from '../shared/types';

/** Section used as lvl0 for pages that sit outside every sidebar category. */
export const DEFAULT_LVL0 = 'Documentation';

/** Longest text kept per record: one huge table or list must not dominate the download. */
export const MAX_CONTENT_CHARS = 4000;

/** Not prose: diagrams, pictures, formulas as drawn, anchors, card lists (code: see `visit`). */
const SKIPPED =
  '.docusaurus-mermaid-container, .mermaid-diagram, svg, img, script, ' +
  'style, button, .hash-link, .katex-html, .theme-doc-card-container, .theme-doc-toc-mobile, ' +
  // The admonition's label ("note", "warning"): its class name is hashed.
  '.theme-admonition > [class*="admonitionHeading"]';

/** Sections that only point to other pages would be found for those pages' subjects. */
export const NAVIGATION_HEADING = /^(what to )?read next$|^see also$/i;

/** Elements whose edges separate words. */
const BLOCKS = new Set(
  (
    'p div li ul ol td th tr table dt dd br blockquote section details summary figcaption ' +
    'header footer hr'
  ).split(' '),
);

const HEADING = /^h([1-6])$/;

/** Code blocks holding commands, which the assistant shows for "how do I run…". */
const COMMAND_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console']);
/** Commands, not scripts. */
export const MAX_COMMAND_CHARS = 600;
const MAX_COMMANDS_PER_SECTION = 4;
/** Longest code block the assistant may quote whole. */
export const MAX_CODE_CHARS = 1200;
/** Where a table row, a cell and a table start or end in the text being walked (see `unmark`). */
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
  code: readonly [string, string] | null;
};

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
    // A code block stays with its section, out of its text.
    if (el.name === 'pre') return;
    if (/(^|\s)theme-code-block(\s|$)/.test(el.attribs.class ?? '')) {
      const text = $(el).find('code').first().text();
      const code = text.replace(/\u200b/g, '').trimEnd();
      const language = /\blanguage-([\w-]+)/.exec(el.attribs.class ?? '')?.[1] ?? '';
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

/** The text without table marks, and each table's rows as offsets of their cells, then their end. */
export function unmark(marked: string): {text: string; tables: number[][][]} {
  let text = '';
  const tables: number[][][] = [];
  let table: number[][] | null = null;
  let row: number[] | null = null;
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

/** The built page at site path `url` as records and details; nothing without a doc article. */
export function pageIndex(html: string, url: string) {
  const $ = load(html);
  const article = $('article .theme-doc-markdown').first();
  article.find(SKIPPED).remove();
  const root = article.get(0);
  const sections = root ? sectionsOf($, root) : [];
  const title = sections.find((s) => s.level === 1);
  if (!title) return {records: [], keywords: [], summary: null, commands: {}, code: {}, tables: {}};
  const language = $('meta[name="docsearch:language"]').attr('content') ?? 'en';
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'default';
  const keywords = ($('meta[name="keywords"]').attr('content') ?? '')
    .split(',')
    .map(clean)
    .filter((k) => k !== '');
  const commands: Record<string, string[]> = {};
  const code: Record<string, readonly [string, string]> = {};
  const tables: Record<string, number[][][]> = {};
  let hierarchy = hierarchyAt({lvl0: lvl0Of($), lvl1: title.title}, 1, null);
  const records: SearchRecord[] = [];
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
    // A second h1 is a heading below the title; no level is skipped, even where the page does.
    const level =
      section === title ? 1 : section.level === 1 ? 2 : Math.min(section.level, lastLevel + 1);
    lastLevel = level;
    if (level > 1) hierarchy = hierarchyAt(hierarchy, level, section.title);
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
      hierarchy,
      content: text === '' ? null : text,
      type: LEVELS[level] as RecordType,
      language,
      docusaurus_tag: tag,
    });
  }
  const description = clean($('meta[name="description"]').attr('content') ?? '');
  const summary = description === '' ? null : ([title.title, description] as const);
  return {records, keywords, summary, commands, code, tables};
}

/** A JSON file's body and its content-hashed name. */
function hashed(prefix: string, value: unknown): {fileName: string; body: string} {
  const body = JSON.stringify(value);
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return {fileName: `${prefix}.${hash}.json`, body};
}

export function serializeIndex(records: readonly SearchRecord[]): {fileName: string; body: string} {
  return hashed('index', encodeIndex(records));
}

function htmlFileOf(outDir: string, baseUrl: string, route: string): string | null {
  const relative = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route;
  const trimmed = relative.replace(/^\/+|\/+$/g, '');
  // Without a trailing slash a route is written as x.html, with one as x/index.html.
  const candidates = trimmed === '' ? ['index.html'] : [`${trimmed}.html`, `${trimmed}/index.html`];
  return candidates.map((c) => join(outDir, c)).find((file) => existsSync(file)) ?? null;
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
  return {
    records,
    details: {version: 1, keywords, commands, summaries, code, tables},
  };
}

/** Folder of the build output holding the index; not under the /search route. */
export const INDEX_DIR = 'search-index';
export const MANIFEST_FILE = 'manifest.json';

/**
 * Writes the hashed index (and details) files and the fixed-name manifest naming them. The
 * headings file is the index without the text, a twentieth of its size: a first search answers
 * from it while the whole index downloads.
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
  const headings = hashed('headings', encodeIndex(records.map((r) => ({...r, content: null}))));
  await writeFile(join(dir, headings.fileName), headings.body);
  const extra = details && hashed('details', details);
  if (extra) await writeFile(join(dir, extra.fileName), extra.body);
  const manifest: SearchManifest = {
    version: 1,
    index: fileName,
    headings: headings.fileName,
    records: records.length,
    ...(extra ? {details: extra.fileName} : {}),
  };
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest)}\n`);
  return manifest;
}
