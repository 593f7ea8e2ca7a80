/**
 * Highlighting and snippets in the shape of the hosted service's
 * `_highlightResult` / `_snippetResult`. All text is HTML-escaped; the only
 * markup in a value is the `<mark>` tags added here, because DocSearch and the
 * search page insert these values as HTML.
 */

export type MatchLevel = 'none' | 'partial' | 'full';

export type HighlightResult = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
};

export type SnippetResult = {value: string; matchLevel: MatchLevel};

export const PRE_TAG = '<mark>';
export const POST_TAG = '</mark>';
export const ELLIPSIS = '…';

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

/** Words as the index splits them: runs of anything but spaces and punctuation. */
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

type Token = {start: number; end: number; word: string};

function tokens(text: string): Token[] {
  return [...text.matchAll(WORD)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    word: m[0].toLowerCase(),
  }));
}

/**
 * Which words to mark: the document terms the engine matched (these include
 * prefix and typo matches) and the query terms themselves.
 */
export type Matcher = {
  readonly terms: ReadonlySet<string>;
  readonly queryTerms: readonly string[];
};

function isMatch(word: string, matcher: Matcher): boolean {
  return matcher.terms.has(word);
}

/** Query terms a marked word stands for (prefix or exact); typo matches count for all. */
function coveredQueryTerms(marked: readonly string[], matcher: Matcher): string[] {
  if (marked.length === 0) return [];
  const covered = matcher.queryTerms.filter((q) => marked.some((w) => w.startsWith(q)));
  const typoOnly = marked.some((w) => !matcher.queryTerms.some((q) => w.startsWith(q)));
  return typoOnly ? [...matcher.queryTerms] : covered;
}

function levelOf(covered: readonly string[], matcher: Matcher): MatchLevel {
  if (covered.length === 0) return 'none';
  return covered.length >= new Set(matcher.queryTerms).size ? 'full' : 'partial';
}

/** Escaped text of [from, to) with matched words wrapped in <mark>. */
function markRange(
  text: string,
  all: readonly Token[],
  from: number,
  to: number,
  matcher: Matcher,
  marked: string[],
): string {
  let out = '';
  let cursor = from;
  for (const token of all) {
    if (token.end <= from || token.start >= to) continue;
    if (!isMatch(token.word, matcher)) continue;
    out += escapeHtml(text.slice(cursor, token.start));
    out += PRE_TAG + escapeHtml(text.slice(token.start, token.end)) + POST_TAG;
    marked.push(token.word);
    cursor = token.end;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

export function highlight(text: string, matcher: Matcher): HighlightResult {
  const all = tokens(text);
  const marked: string[] = [];
  const value = markRange(text, all, 0, text.length, matcher, marked);
  const covered = coveredQueryTerms(marked, matcher);
  const result: HighlightResult = {
    value,
    matchLevel: levelOf(covered, matcher),
    matchedWords: covered,
  };
  if (marked.length > 0) result.fullyHighlighted = marked.length === all.length;
  return result;
}

/** Words shown before the first match, so the snippet reads as a phrase. */
const LEAD_WORDS = 3;

/**
 * A window of `words` words around the first match (or the start of the text
 * when nothing matches), with an ellipsis where the text was cut.
 */
export function snippet(
  text: string,
  matcher: Matcher,
  words: number,
  ellipsis: string = ELLIPSIS,
): SnippetResult {
  const all = tokens(text);
  if (all.length <= words) {
    const {value, matchLevel} = highlight(text, matcher);
    return {value, matchLevel};
  }
  const first = all.findIndex((t) => isMatch(t.word, matcher));
  const startIndex = first <= LEAD_WORDS ? 0 : Math.min(first - LEAD_WORDS, all.length - words);
  const endIndex = Math.min(startIndex + words, all.length);
  const from = startIndex === 0 ? 0 : (all[startIndex] as Token).start;
  const to = endIndex === all.length ? text.length : (all[endIndex - 1] as Token).end;
  const marked: string[] = [];
  const body = markRange(text, all, from, to, matcher, marked);
  const value = (from > 0 ? ellipsis : '') + body.trim() + (to < text.length ? ellipsis : '');
  return {value, matchLevel: levelOf(coveredQueryTerms(marked, matcher), matcher)};
}

/**
 * Makes a highlighted value from any backend safe to insert as HTML: every
 * tag but <mark> and </mark> is turned into text. Escaped text passes as is.
 */
export function sanitizeHighlighted(value: string): string {
  return value.replace(/<(?!\/?mark>)/gi, '&lt;');
}
