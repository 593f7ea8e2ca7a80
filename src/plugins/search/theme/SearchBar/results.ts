/** What the modal shows of a result or a saved search, as plain data. */
import {LEVELS, type Level} from '../../shared/types';

type Highlight = {readonly value: string};

/** A hit of either backend, or a saved search. */
export type ShownHit = {
  readonly type: string;
  readonly hierarchy: Readonly<Record<Level, string | null>>;
  readonly content: string | null;
  readonly _highlightResult?: {readonly hierarchy?: Partial<Record<Level, Highlight>>};
  readonly _snippetResult?: {readonly content?: Highlight};
};

/** A hit's branch of the tree under its page's own hit. */
export type Branch = 'middle' | 'last' | null;

/** Hits by section (lvl0), then page (lvl1), each in order of its best hit, the page's own first. */
export function groupBySection<T extends ShownHit>(
  hits: readonly T[],
): {name: string; hits: {hit: T; branch: Branch}[]}[] {
  const sections = new Map<string, Map<string, T[]>>();
  for (const hit of hits) {
    const name = hit.hierarchy.lvl0 ?? '';
    let pages = sections.get(name);
    if (!pages) sections.set(name, (pages = new Map()));
    const page = pages.get(hit.hierarchy.lvl1 ?? '') ?? [];
    pages.set(hit.hierarchy.lvl1 ?? '', hit.type === 'lvl1' ? [hit, ...page] : [...page, hit]);
  }
  return [...sections].map(([name, pages]) => ({
    name,
    hits: [...pages.values()].flatMap((page) =>
      page.map((hit, i) => {
        const child = i > 0 && page[0]?.type === 'lvl1';
        return {hit, branch: child ? (i === page.length - 1 ? 'last' : 'middle') : null};
      }),
    ),
  }));
}

type HitTexts = {readonly title: string; readonly path: string | null};
/** Hits do not change once answered: a row compared on every key works them out once. */
const textsOf = new WeakMap<ShownHit, HitTexts>();

/** A page by title over text; a section by heading under page; text by snippet under both. */
export function hitTexts(hit: ShownHit): HitTexts {
  let texts = textsOf.get(hit);
  if (!texts) textsOf.set(hit, (texts = textsFor(hit)));
  return texts;
}

function textsFor(hit: ShownHit): HitTexts {
  const level = (l: Level) => hit._highlightResult?.hierarchy?.[l]?.value ?? hit.hierarchy[l];
  const text = hit._snippetResult?.content?.value ?? hit.content;
  if (hit.type === 'content') {
    const heading = [...LEVELS].reverse().find((l) => l !== 'lvl0' && hit.hierarchy[l]);
    const page = level('lvl1');
    const section = heading && heading !== 'lvl1' ? level(heading) : null;
    return {title: text ?? '', path: page && section ? `${page} › ${section}` : (page ?? section)};
  }
  const own = (LEVELS as readonly string[]).includes(hit.type) ? (hit.type as Level) : 'lvl1';
  return {title: level(own) ?? '', path: own === 'lvl1' ? text : level('lvl1')};
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#039;': "'",
  '&#39;': "'",
};

/** Highlighted text as parts, marked or not: any other tag stays text; escapes undone. */
export function markedParts(value: string): {text: string; marked: boolean}[] {
  const parts: {text: string; marked: boolean}[] = [];
  let marked = false;
  for (const piece of value.split(/(<\/?mark>)/)) {
    if (piece === '<mark>' || piece === '</mark>') marked = piece === '<mark>';
    else if (piece !== '') {
      parts.push({
        text: piece.replace(/&(?:amp|lt|gt|quot|#0?39);/g, (e) => ENTITIES[e] ?? e),
        marked,
      });
    }
  }
  return parts;
}
