/** Highlighted values as the hosted service gives them: escaped text and `<mark>` tags. */

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

type Token = {start: number; end: number};

/** Words lying wholly in text[from, to). */
function tokens(text: string, from: number, to: number): Token[] {
  const found: Token[] = [];
  const re = new RegExp(WORD.source, 'gu');
  re.lastIndex = from;
  for (let m = re.exec(text); m !== null && m.index < to; m = re.exec(text)) {
    const end = m.index + m[0].length;
    // A word cut by the window's edges is not a word of the window.
    const cut = m.index === from && from > 0 && !/[\n\r\p{Z}\p{P}]/u.test(text.charAt(from - 1));
    if (cut || end > to) continue;
    found.push({start: m.index, end});
  }
  return found;
}

/** The document terms the engine matched (prefix and typo matches too). */
export type Matcher = {readonly terms: ReadonlySet<string>};

const patterns = new WeakMap<Matcher, RegExp | null>();

/** Every matched term as a whole word, in one expression: one native pass over a long text. */
function patternOf(matcher: Matcher): RegExp | null {
  let pattern = patterns.get(matcher);
  if (pattern === undefined) {
    const terms = [...matcher.terms]
      .filter((t) => t !== '')
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp);
    pattern =
      terms.length === 0
        ? null
        : new RegExp(`(?<![^${SEPARATORS}])(?:${terms.join('|')})(?![^${SEPARATORS}])`, 'giu');
    patterns.set(matcher, pattern);
  }
  return pattern;
}

export function highlight(part: string, matcher: Matcher): string {
  const pattern = patternOf(matcher);
  if (!pattern) return escapeHtml(part);
  let out = '';
  let cursor = 0;
  for (const m of part.matchAll(pattern)) {
    out += escapeHtml(part.slice(cursor, m.index)) + PRE_TAG + escapeHtml(m[0]) + POST_TAG;
    cursor = m.index + m[0].length;
  }
  return out + escapeHtml(part.slice(cursor));
}

/** Words shown before the first match, so the snippet reads as a phrase. */
const LEAD_WORDS = 3;
const REGION_CHARS_PER_WORD = 40;

/** `words` words around the first match (or from the start), only that region split into words. */
export function snippet(text: string, matcher: Matcher, words: number): string {
  const pattern = patternOf(matcher);
  const firstMatch = pattern ? text.search(pattern) : -1;
  const anchor = Math.max(firstMatch, 0);
  const reach = (words + LEAD_WORDS) * REGION_CHARS_PER_WORD;
  const regionStart = Math.max(0, anchor - reach);
  const regionEnd = Math.min(text.length, anchor + reach);
  const all = tokens(text, regionStart, regionEnd);
  if (all.length === 0) return '';
  const first = firstMatch < 0 ? -1 : all.findIndex((t) => t.start === firstMatch);
  const startIndex =
    first <= LEAD_WORDS && regionStart === 0
      ? 0
      : Math.max(0, Math.min(first - LEAD_WORDS, all.length - words));
  const endIndex = Math.min(startIndex + words, all.length);
  const from = startIndex === 0 && regionStart === 0 ? 0 : (all[startIndex] as Token).start;
  const to =
    endIndex === all.length && regionEnd === text.length
      ? text.length
      : (all[endIndex - 1] as Token).end;
  const body = highlight(text.slice(from, to), matcher).trim();
  return (from > 0 ? ELLIPSIS : '') + body + (to < text.length ? ELLIPSIS : '');
}
