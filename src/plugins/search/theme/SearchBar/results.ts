/**
 * What the modal shows of a result or a saved search, as plain data: hits
 * grouped by section, each hit's title and page, and highlighted values cut
 * into text and marked parts (drawn as text and <mark> elements, never as HTML).
 */
import {LEVELS, type Level} from '../../shared/types';

type Highlight = {readonly value: string};

/** A hit of either backend, or a saved search (whose fields are escaped text without marks). */
export type ShownHit = {
  readonly type: string;
  readonly hierarchy: Readonly<Record<Level, string | null>>;
  readonly content: string | null;
  readonly _highlightResult?: {readonly hierarchy?: Partial<Record<Level, Highlight>>};
  readonly _snippetResult?: {readonly content?: Highlight};
};

/** Hits under their section (lvl0), sections in the order of their best hit, hits in rank order. */
export function groupBySection<T extends ShownHit>(
  hits: readonly T[],
): {name: string; hits: T[]}[] {
  const groups = new Map<string, T[]>();
  for (const hit of hits) {
    const name = hit.hierarchy.lvl0 ?? '';
    const group = groups.get(name);
    if (group) group.push(hit);
    else groups.set(name, [hit]);
  }
  return [...groups].map(([name, grouped]) => ({name, hits: grouped}));
}

/**
 * A hit's title and, for a part of a page, the page or heading it belongs to
 * (highlighted values: escaped text with <mark> tags). A page is titled by
 * its title; a section by its heading under the page's title; text by its
 * snippet under its heading.
 */
export function hitTexts(hit: ShownHit): {title: string; path: string | null} {
  const level = (l: Level) => hit._highlightResult?.hierarchy?.[l]?.value ?? hit.hierarchy[l];
  if (hit.type === 'content') {
    const heading = [...LEVELS].reverse().find((l) => l !== 'lvl0' && hit.hierarchy[l]);
    return {
      title: hit._snippetResult?.content?.value ?? hit.content ?? '',
      path: heading ? level(heading) : null,
    };
  }
  const own = (LEVELS as readonly string[]).includes(hit.type) ? (hit.type as Level) : 'lvl1';
  return {title: level(own) ?? '', path: own === 'lvl1' ? null : level('lvl1')};
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#039;': "'",
  '&#39;': "'",
};

/**
 * A highlighted value as text parts, marked or not: every tag but <mark>
 * and </mark> stays text, as typed; the escapes of escaped text are undone.
 */
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
