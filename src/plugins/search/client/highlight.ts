/** Highlighted values as the hosted service gives them: escaped text and `<mark>` tags. */
import {foldTerm} from '../../../utils/foldTerm';

const PRE_TAG = '<mark>';
const POST_TAG = '</mark>';
const ELLIPSIS = '…';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#039;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

/** What separates words in the index (a character class body). */
export const SEPARATORS = '\\n\\r\\p{Z}\\p{P}';

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

/** The document terms the engine matched (prefix and typo matches too), folded as indexed. */
export type Matcher = {readonly terms: ReadonlySet<string>};

type Token = {start: number; end: number; matched: boolean};

/**
 * The index's words lying wholly in text[from, to), each marked when the engine matched it: a
 * word is folded as the index folds it, so no expression is built for each hit's terms (on a
 * short prefix, a new one per hit was most of a keystroke's search).
 */
function tokens(text: string, matcher: Matcher, from = 0, to = text.length): Token[] {
  const found: Token[] = [];
  const re = new RegExp(WORD);
  re.lastIndex = from;
  for (let m = re.exec(text); m !== null && m.index < to; m = re.exec(text)) {
    const end = m.index + m[0].length;
    // A word cut by the window's edges is not a word of the window.
    const cut = m.index === from && from > 0 && !/[\n\r\p{Z}\p{P}]/u.test(text.charAt(from - 1));
    if (cut || end > to) continue;
    found.push({start: m.index, end, matched: matcher.terms.has(foldTerm(m[0]))});
  }
  return found;
}

/** Where the first matched word starts, or -1. */
function firstMatch(text: string, matcher: Matcher): number {
  if (matcher.terms.size === 0) return -1;
  // Lazily: the words after the first match are not read.
  for (const m of text.matchAll(WORD)) if (matcher.terms.has(foldTerm(m[0]))) return m.index;
  return -1;
}

/** text[from, to) escaped, with its matched `words` (tokens of that span) in marks. */
function marked(text: string, words: readonly Token[], from = 0, to = text.length): string {
  let out = '';
  let cursor = from;
  for (const {start, end} of words.filter((t) => t.matched)) {
    out += escapeHtml(text.slice(cursor, start)) + PRE_TAG + escapeHtml(text.slice(start, end));
    out += POST_TAG;
    cursor = end;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

export const highlight = (part: string, matcher: Matcher): string =>
  marked(part, tokens(part, matcher));

/** Words shown before the first match, so the snippet reads as a phrase. */
const LEAD_WORDS = 3;
const REGION_CHARS_PER_WORD = 40;

/** `words` words around the first match (or from the start), only that region split into words. */
export function snippet(text: string, matcher: Matcher, words: number): string {
  const first = firstMatch(text, matcher);
  const anchor = Math.max(first, 0);
  const reach = (words + LEAD_WORDS) * REGION_CHARS_PER_WORD;
  const regionStart = Math.max(0, anchor - reach);
  const regionEnd = Math.min(text.length, anchor + reach);
  const all = tokens(text, matcher, regionStart, regionEnd);
  if (all.length === 0) return '';
  const at = first < 0 ? -1 : all.findIndex((t) => t.start === first);
  const startIndex =
    at <= LEAD_WORDS && regionStart === 0
      ? 0
      : Math.max(0, Math.min(at - LEAD_WORDS, all.length - words));
  const endIndex = Math.min(startIndex + words, all.length);
  const from = startIndex === 0 && regionStart === 0 ? 0 : (all[startIndex] as Token).start;
  const to =
    endIndex === all.length && regionEnd === text.length
      ? text.length
      : (all[endIndex - 1] as Token).end;
  // The region's words, already folded: the span is not split again.
  const body = marked(text, all.slice(startIndex, endIndex), from, to).trim();
  return (from > 0 ? ELLIPSIS : '') + body + (to < text.length ? ELLIPSIS : '');
}
