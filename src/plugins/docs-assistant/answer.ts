/**
 * Extractive answers from the site's own index. A question is read first
 * (its key terms, what kind of answer it wants, related terms from the docs'
 * own synonyms); the search engine then finds candidate sections, which are
 * ranked here (heading and title weigh most, then the page's keywords and the
 * section's text, every term by how rare it is), and the answer comes from the
 * one best section: the sentence that answers first (the one with the number
 * for "how long", the command block for "how do I run"), then the next one.
 * A second section is quoted only when it covers a term the first misses.
 * Below a confidence threshold the answer says the docs do not cover the
 * question directly and names the closest pages. Nothing is generated: every
 * sentence of an answer is a sentence of these docs. Pure functions over the
 * engine's hits, so they run the same in the browser, in tests and in the bench.
 */
import type {SearchRecord} from '../search/shared/types';
import {foldTerm} from '../../utils/terms';

/** Longest question looked at; the rest is ignored (and the reader told so). */
export const MAX_QUESTION_LENGTH = 500;
/** Most terms of one question used to search. */
const MAX_TERMS = 8;
/** Most related terms added to one question. */
const MAX_EXPANSIONS = 6;
/** A sentence longer than this is cut at a word (lists read as one long "sentence"). */
const MAX_SENTENCE_CHARS = 320;
/** A "sentence" longer than this is a table or list: only the part around the terms is quoted. */
const WINDOW_CHARS = 220;
/** Hits asked of the engine per query (fewer for one word lost answers on the evaluation set). */
const HITS_PER_QUERY = 20;
/** Closest pages named when the docs do not answer. */
const MAX_CLOSEST = 3;
/**
 * Share of the question's weight (terms weighted by rarity) that the best
 * section must carry, in its heading, title, keywords or text. Tuned on the
 * evaluation set (eval/questions.json): lower quotes unrelated sections for
 * questions the docs do not answer, higher refuses answerable ones.
 */
export const MIN_CONFIDENCE = 0.62;
/** Confidence kept by a number question's answer that quotes no number. */
const NO_NUMBER_PENALTY = 0.5;
/** Sections the engine finds for a term; a term found in more is common, so it weighs less. */
const RARITY_SCALE = 400;

/** Words that say nothing about what a question is about. */
const STOP_WORDS = new Set(
  (
    'a about above after again all also am an and any are as at be because been before being ' +
    'below between both but by can could did do does doing done down during each else few for ' +
    'from further get gets had has have having he her here hers him his how i if in into is it ' +
    'its itself just me more most my no nor not now of off on once one only or other our ours ' +
    'out over own please same she should so some such tell than that the their theirs them then ' +
    'there these they this those through to too under until up use used using very want was we ' +
    'were what when where which while who whom why will with would you your yours explain ' +
    'show need know way ways work works thing things much many make long take takes taking ' +
    'often happen happens mean means find possible able actually exactly really there s ' +
    "i'm im let lets like give"
  ).split(' '),
);

/** Pronouns that stand for the previous question's subject. */
const PRONOUNS = new Set('it its they them their'.split(' '));

/** Words that point back at the previous question's subject. */
const REFERRING = new Set('it its this that these those they them their one'.split(' '));

const WORD = /[^\n\r\p{Z}\p{P}\p{S}]+/gu;

/** Lower case without accents: the search engine's own folding, so terms meet. */
const fold = foldTerm;

function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).map(fold);
}

/** Stems already computed: ranking compares every word of every candidate section. */
const stems = new Map<string, string>();
const MAX_CACHED_STEMS = 50_000;

/** A crude English stem, enough to let "messages" answer "message", "sending" "send", "timed" "time". */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  let cached = stems.get(word);
  if (cached === undefined) {
    if (stems.size >= MAX_CACHED_STEMS) stems.clear();
    cached = stemOf(word);
    stems.set(word, cached);
  }
  return cached;
}

/** Plurals no suffix rule finds, as the docs use them. */
const IRREGULAR: ReadonlyMap<string, string> = new Map([
  ['referenda', 'referendum'],
  ['indices', 'index'],
  ['criteria', 'criterion'],
  ['children', 'child'],
  ['people', 'person'],
]);

function stemOf(word: string): string {
  let s = IRREGULAR.get(word) ?? word;
  if (s.endsWith('ies') && s.length > 4) s = `${s.slice(0, -3)}y`;
  else if (s.endsWith('ing') && s.length > 5) s = s.slice(0, -3);
  // "timed" is "time" ("speed" and "exceed" keep their "ed").
  else if (s.endsWith('ed') && !s.endsWith('eed') && s.length > 4) s = s.slice(0, -2);
  else if (/(ss|x|ch|sh)es$/.test(s)) s = s.slice(0, -2);
  // "status", "genesis" and "address" are not plurals.
  else if (s.endsWith('s') && !/(ss|us|is)$/.test(s)) s = s.slice(0, -1);
  // The one who does it meets the doing: "nominator" and "nominate" at "nominat".
  if (s.length > 6 && s.endsWith('ator')) s = s.slice(0, -2);
  // "revoke", "revoked" and "revoking" meet at "revok"; "time" and "times" at "tim".
  return s.length > 3 && s.endsWith('e') && !s.endsWith('ee') ? s.slice(0, -1) : s;
}

/**
 * Words that, after "how", ask for a quantity ("how big", "how fast"): part
 * of the question, not of its subject.
 */
const HOW_WORDS = new Set('big large small fast slow soon old far high low wide heavy'.split(' '));

/** The words of a question worth searching for: no stop words, no repeats, at most eight. */
export function keyTerms(question: string): string[] {
  const terms: string[] = [];
  const stems = new Set<string>();
  let previous = '';
  for (const word of wordsOf(question.slice(0, MAX_QUESTION_LENGTH))) {
    const after = previous;
    previous = word;
    if (after === 'how' && HOW_WORDS.has(word)) continue;
    if (STOP_WORDS.has(word) || (word.length < 2 && !/\d/.test(word))) continue;
    const s = stem(word);
    if (stems.has(s)) continue;
    stems.add(s);
    terms.push(word);
    if (terms.length === MAX_TERMS) break;
  }
  return terms;
}

/** What a question asks for, which decides the sentence an answer leads with. */
export type QuestionKind = 'number' | 'command' | 'definition' | 'howto' | 'other';

const NUMBER_QUESTION =
  /\b(how (many|much|long|often|big|large|small|fast|soon|old|far|high|low)|^when (does|do|did|is|are|will|can|must|should)\b|(what|which) (is|are) the\b.*\b(min|max|minimum|maximum|default|size|number|limit|length|duration|period|port|prefix|fee|rate|ratio|decimals|interval|delay|capacity|threshold|supply|time|deadline|amount)|(which|what) ports?)\b/;
const COMMAND_QUESTION =
  /(\b(command|commands|cli|terminal|shell)\b|^(how (do|can|should|would) (i|you|we)|how to) (run|install|start|launch|build|compile|purge|restart|stop|upgrade|update|generate|scaffold|back ?up|restore|check)\b)/;
const DEFINITION_QUESTION =
  /^(what('s| is| are| was| were)|who (is|are)|define|meaning of)\b|\bwhat does .* mean\b/;
const HOWTO_QUESTION = /^(how|can|could|where|should|is it possible)\b/;

/** Classifies a question by the words it opens with. */
export function questionKind(question: string): QuestionKind {
  const q = fold(question).replace(/\s+/g, ' ').trim();
  if (NUMBER_QUESTION.test(q)) return 'number';
  if (COMMAND_QUESTION.test(q)) return 'command';
  if (DEFINITION_QUESTION.test(q)) return 'definition';
  if (HOWTO_QUESTION.test(q)) return 'howto';
  return 'other';
}

/**
 * Whether a question builds on the previous one: it refers back with few
 * words of its own ("Can it be revoked?"), opens like a continuation ("and
 * on testnet?", "what about…"), or names nothing of its own ("How long?").
 * Anything else stands alone and starts fresh.
 */
export function isFollowUp(question: string, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const q = fold(question.slice(0, MAX_QUESTION_LENGTH)).trim();
  if (/^(and|also|what about|how about|then)\b/.test(q)) return true;
  const words = wordsOf(q);
  // "it" and "they" stand for a subject even in a longer question ("Which address does it
  // serve JSON-RPC on?"); "this" and "that" may be a determiner ("this command"), so only in
  // a short one.
  if (terms.length <= 4 && words.some((w) => PRONOUNS.has(w))) return true;
  return terms.length <= 2 && words.some((w) => REFERRING.has(w));
}

/**
 * Whether a sentence opens by pointing back at the one before it ("Without
 * it, …", "This takes…", "They are…"): quoted alone it does not say what it
 * is about.
 */
export function refersBack(sentence: string): boolean {
  return wordsOf(sentence)
    .slice(0, 3)
    .some((w) => BACK_REFERENCES.has(w));
}

const BACK_REFERENCES = new Set('it its this these those they them such'.split(' '));

const ABBREVIATIONS = new Set(['e.g', 'i.e', 'etc', 'vs', 'cf', 'approx', 'no', 'fig']);

/** Cuts a long sentence at a word boundary, with an ellipsis. */
function shorten(sentence: string): string {
  if (sentence.length <= MAX_SENTENCE_CHARS) return sentence;
  const cut = sentence.slice(0, MAX_SENTENCE_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_SENTENCE_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A section's text as sentences: split after ".", "!" or "?" followed by a
 * space and a capital, digit, quote or bracket (not after "e.g." and the
 * like), and at line breaks.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/[\r\n]+/)) {
    let start = 0;
    const end = /[.!?]+["')\]]*\s+(?=["'([\p{Lu}\d])/gu;
    for (let m = end.exec(line); m !== null; m = end.exec(line)) {
      const before = line.slice(start, m.index);
      const lastWord = fold(before.slice(before.lastIndexOf(' ') + 1));
      if (ABBREVIATIONS.has(lastWord)) continue;
      sentences.push(line.slice(start, m.index + m[0].trimEnd().length));
      start = m.index + m[0].length;
    }
    sentences.push(line.slice(start));
  }
  return sentences.map((s) => s.trim()).filter((s) => /[\p{L}\d]/u.test(s));
}

function matchesTerm(word: string, term: string): boolean {
  if (word === term) return true;
  if (stem(word) === stem(term)) return true;
  // "gasless" for "gas" is not the same thing; "reservations" for "reserv" is.
  return term.length >= 5 && word.startsWith(term);
}

/** A piece of a sentence, marked where it matches a term. */
export type Segment = {readonly text: string; readonly match: boolean};

/** Splits text into the words that match any of the terms and the rest, for highlighting. */
export function markTerms(text: string, terms: readonly string[]): Segment[] {
  const segments: Segment[] = [];
  let cursor = 0;
  for (const m of text.matchAll(WORD)) {
    const word = fold(m[0]);
    if (!terms.some((t) => matchesTerm(word, t))) continue;
    if (m.index > cursor) segments.push({text: text.slice(cursor, m.index), match: false});
    segments.push({text: m[0], match: true});
    cursor = m.index + m[0].length;
  }
  if (cursor < text.length) segments.push({text: text.slice(cursor), match: false});
  return segments;
}

/**
 * The part of a table or list flattened into one long "sentence" that holds
 * the question's terms: the window around a mention that holds the most of
 * them (and a number, when one is asked for), from a little before it so
 * that a table row's label is kept, with ellipses.
 */
export function focus(text: string, terms: readonly string[], wantNumber = false): string {
  if (text.length <= WINDOW_CHARS + 40) return text;
  const mentions: {index: number; term: string}[] = [];
  for (const m of text.matchAll(WORD)) {
    const word = fold(m[0]);
    const term = terms.find((t) => matchesTerm(word, t));
    if (term !== undefined) mentions.push({index: m.index, term});
  }
  let first = -1;
  let bestScore = -1;
  for (const {index} of mentions) {
    const from = Math.max(0, index - 30);
    const inWindow = mentions.filter((x) => x.index >= from && x.index < from + WINDOW_CHARS);
    // A table row is its label, then its value: the terms together at the start, the number after.
    const label = new Set(inWindow.filter((x) => x.index < index + 40).map((x) => x.term)).size;
    const score =
      new Set(inWindow.map((x) => x.term)).size +
      0.1 * label +
      (wantNumber && /\d/.test(text.slice(index, from + WINDOW_CHARS)) ? 1 : 0);
    if (score > bestScore) {
      bestScore = score;
      first = index;
    }
  }
  if (first <= 40) return shorten(text);
  const from = text.lastIndexOf(' ', Math.max(0, first - 30));
  const start = from < 0 ? 0 : from + 1;
  const window = text.slice(start, start + WINDOW_CHARS);
  const space = window.lastIndexOf(' ');
  const body = start + WINDOW_CHARS < text.length && space > 0 ? window.slice(0, space) : window;
  return `…${body.trim()}${start + body.length < text.length ? '…' : ''}`;
}

/** One section an answer cites. */
export type Source = {
  /** Site-relative link to the section (page URL and anchor). */
  readonly url: string;
  /** The page's title. */
  readonly page: string;
  /** The section's heading, or null for the page's opening text. */
  readonly section: string | null;
};

export type AnswerSentence = {
  readonly text: string;
  /** Index into the answer's sources. */
  readonly source: number;
  /** A command block quoted whole (shown as code), rather than a sentence. */
  readonly code?: boolean;
};

export type Answer = {
  /** The question as asked (cut to the longest length looked at). */
  readonly question: string;
  /** Whether the question was longer than the part looked at. */
  readonly truncated: boolean;
  /** The question's own terms, carried into the next question if it follows up. */
  readonly terms: readonly string[];
  /** Terms taken from the previous question. */
  readonly carried: readonly string[];
  /**
   * Empty when the docs do not answer: `sources` then lists the closest
   * pages (none when nothing came near).
   */
  readonly sentences: readonly AnswerSentence[];
  readonly sources: readonly Source[];
  /** What the question asked for. */
  readonly kind?: QuestionKind;
};

/** Hits of one query, best first, and how many sections matched it in all. */
export type Retrieved = {readonly hits: readonly SearchRecord[]; readonly nbHits: number};

/** Runs the queries (one request each) and gives each query's hits. */
export type Retrieve = (queries: readonly string[]) => Promise<readonly Retrieved[]>;

/** Turns a record's URL into the link to show (the search's result-URL rules). */
export type LinkOf = (record: SearchRecord) => string;

/** What the index builder adds for the assistant (the search's details file). */
export type AnswerDetails = {
  readonly keywords: Readonly<Record<string, readonly string[]>>;
  readonly commands: Readonly<Record<string, readonly string[]>>;
  readonly synonyms: Readonly<Record<string, readonly string[]>>;
  /** Each page's title and description, by page URL. */
  readonly summaries: Readonly<Record<string, readonly [string, string]>>;
};

const NONE: AnswerDetails = {keywords: {}, commands: {}, synonyms: {}, summaries: {}};

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Synonyms by stem, built once per details object (the file is read once per page life). */
const synonymCache = new WeakMap<AnswerDetails, Map<string, string[]>>();

function synonymsByStem(details: AnswerDetails): Map<string, string[]> {
  let map = synonymCache.get(details);
  if (!map) {
    map = new Map();
    for (const [word, related] of Object.entries(details.synonyms)) {
      const key = stem(fold(word));
      map.set(key, [...(map.get(key) ?? []), ...stringsOf(related).map(fold)]);
    }
    synonymCache.set(details, map);
  }
  return map;
}

/** Related terms the docs give for the question's terms, not already among them, each with its source. */
export function expandTerms(
  terms: readonly string[],
  details: AnswerDetails,
): {word: string; from: string}[] {
  const byStem = synonymsByStem(details);
  const have = new Set(terms.map(stem));
  const out: {word: string; from: string}[] = [];
  for (const term of terms) {
    for (const related of byStem.get(stem(term)) ?? []) {
      const s = stem(related);
      if (have.has(s) || STOP_WORDS.has(related)) continue;
      have.add(s);
      out.push({word: related, from: term});
      if (out.length === MAX_EXPANSIONS) return out;
    }
  }
  return out;
}

/** Pages asked for by their summary, at most, per question. */
const MAX_SUMMARY_PAGES = 3;

type Summary = {
  readonly title: string;
  /** The words of the description. */
  readonly words: readonly string[];
  /** The words of the page's keywords. */
  readonly keywords: readonly string[];
};

/** Summaries read into words, once per details object. */
const summaryCache = new WeakMap<AnswerDetails, Map<string, Summary>>();

function summariesOf(details: AnswerDetails): Map<string, Summary> {
  let map = summaryCache.get(details);
  if (!map) {
    map = new Map();
    for (const [url, pair] of Object.entries(details.summaries)) {
      const [title, description] = stringsOf(pair);
      if (title === undefined || description === undefined) continue;
      const keywords = stringsOf(details.keywords[url]).flatMap(wordsOf);
      map.set(url, {title, words: wordsOf(description), keywords});
    }
    summaryCache.set(details, map);
  }
  return map;
}

/**
 * The titles of the pages whose summary (description and keywords) names
 * every word of the question: "How can I pay gas for my users?" is what the
 * page described as "how vouchers let an application pay for its users'
 * messages" is about, though its sections say "paid" and "spender". Asking
 * the engine for these titles brings the pages in even when no section
 * holds the question's words together.
 */
export function pagesBySummary(own: readonly string[], details: AnswerDetails): string[] {
  if (own.length < 2) return [];
  // Three words or more: one may be missing ("users" where the page says "another account").
  const needed = own.length >= 3 ? own.length - 1 : own.length;
  const found: {title: string; named: number; inText: number; length: number}[] = [];
  for (const summary of summariesOf(details).values()) {
    let inText = 0;
    let named = 0;
    for (const t of own) {
      if (summary.words.some((w) => matchesTerm(w, t))) inText++;
      // A keyword names a topic: "gasless" says the page is about gas.
      else if (!summary.keywords.some((k) => matchesTerm(k, t) || k.startsWith(t))) continue;
      named++;
    }
    if (named >= needed)
      found.push({title: summary.title, named, inText, length: summary.words.length});
  }
  return found
    .sort((a, b) => b.named - a.named || b.inText - a.inText || a.length - b.length)
    .slice(0, MAX_SUMMARY_PAGES)
    .map((f) => f.title);
}

type Term = {
  readonly word: string;
  readonly weight: number;
  /** One of the question's own words (or, for a bare follow-up, its subject). */
  readonly own: boolean;
  /** Added from the docs' related terms. */
  readonly related?: boolean;
  /** The question's word a related term stands for. */
  readonly from?: string;
};

type Candidate = {
  readonly record: SearchRecord;
  /** From the engine's ranks over all queries. */
  engine: number;
  /** First seen, to keep ties in the engine's order. */
  readonly order: number;
};

type Ranked = {
  readonly record: SearchRecord;
  readonly score: number;
  /** Share of the own terms' weight the section carries. */
  readonly coverage: number;
  /** Own terms found in the section. */
  readonly matched: ReadonlySet<string>;
  /** Whether the heading repeats most of the question (an FAQ entry). */
  readonly headingMatch: boolean;
  /** Whether the section is the procedure a how-to asks for (under "How to vote" for "How do I vote?"). */
  readonly procedure: boolean;
  /** Whether the heading names nothing but the question's subject (a glossary term). */
  readonly subject: boolean;
};

/** A question as read before any search: what it asks for, and about what. */
type Reading = {
  readonly question: string;
  readonly truncated: boolean;
  readonly kind: QuestionKind;
  readonly want: Quantity;
  readonly isFact: FactTest;
  /** The question's own words worth searching for. */
  readonly own: string[];
  /** The subject a follow-up takes from the question before it. */
  readonly carried: string[];
};

/** The question as read, with its terms weighed by the search: what ranking and quoting read. */
type Asked = Reading & {
  readonly terms: readonly Term[];
  readonly weightOf: ReadonlyMap<string, number>;
  /** The question's words as asked, and a follow-up's subject. */
  readonly questionWords: readonly string[];
  readonly details: AnswerDetails;
};

function headingOf(record: SearchRecord): string | null {
  const {hierarchy: h} = record;
  return h.lvl6 ?? h.lvl5 ?? h.lvl4 ?? h.lvl3 ?? h.lvl2 ?? null;
}

/** The headings between the page title and the section's own heading. */
function parentHeadings(record: SearchRecord): string[] {
  const {lvl2, lvl3, lvl4, lvl5, lvl6} = record.hierarchy;
  const path = [lvl2, lvl3, lvl4, lvl5, lvl6].filter((h): h is string => h !== null);
  return path.slice(0, -1);
}

function rarity(nbHits: number): number {
  return Math.log(1 + RARITY_SCALE / Math.max(1, nbHits));
}

/** Runs the queries and gathers each section found, with its fused engine rank. */
async function gather(
  retrieve: Retrieve,
  terms: readonly Term[],
  details: AnswerDetails,
): Promise<{candidates: Candidate[]; weightOf: Map<string, number>}> {
  const own = terms.filter((t) => t.own).map((t) => t.word);
  const carried = terms.filter((t) => !t.own && t.weight >= 0.6).map((t) => t.word);
  const queries: {query: string; weight: number}[] = [];
  if (own.length + carried.length > 1)
    queries.push({query: [...own, ...carried].join(' '), weight: 3});
  if (own.length > 1 && carried.length > 0) queries.push({query: own.join(' '), weight: 2});
  // "test tokens" asked as "test vara": the question in the docs' own words.
  for (const t of terms) {
    if (t.related && own.length > 1) {
      queries.push({query: [...own.filter((o) => o !== t.from), t.word].join(' '), weight: 1.5});
    }
  }
  // One query per word of the question: its hits, and how rare the word is.
  const single = queries.length;
  const asked = terms.filter((t) => !t.related);
  for (const t of asked) queries.push({query: t.word, weight: t.weight});
  // Pages whose description answers the question, asked for by their title.
  for (const title of pagesBySummary(own, details)) queries.push({query: title, weight: 1});
  const results = await retrieve(queries.map((q) => q.query));

  // How rare each term is: the sections its own query matched.
  const weightOf = new Map<string, number>();
  asked.forEach((t, i) => {
    const result = results[single + i];
    weightOf.set(t.word, t.weight * rarity(result?.nbHits ?? RARITY_SCALE));
  });
  // A related term weighs half the word it stands for: it may not outweigh the question.
  for (const t of terms) {
    if (t.from !== undefined) weightOf.set(t.word, (weightOf.get(t.from) ?? 0) * 0.5);
  }
  const byId = new Map<string, Candidate>();
  results.forEach((result, i) => {
    const weight = (queries[i] as {weight: number}).weight;
    result.hits.forEach((record, rank) => {
      let c = byId.get(record.objectID);
      if (!c) byId.set(record.objectID, (c = {record, engine: 0, order: byId.size}));
      c.engine += weight / (rank + 3);
    });
  });
  return {candidates: [...byId.values()], weightOf};
}

/** Words too small to tell one heading from another ("how", "is", "the"). */
const SMALL = new Set(
  'a an the is are be do does did i my me we our you your of to in on for at it and or'.split(' '),
);

/**
 * How much of a section's heading the question repeats, from 0 to 1. FAQ
 * headings are questions ("How long does unbonding take?"): a question worded
 * like one is answered by its section.
 */
function headingOverlap(question: readonly string[], heading: readonly string[]): number {
  // Once with the question's shape ("how long do I have" repeats an FAQ
  // heading), once with its subject alone ("How do I claim value?" is about
  // "claim value", all of which the heading "Claiming value" repeats).
  // The heading keeps its own words either way: "Use a voucher" is not all of "How do vouchers work?".
  const small = (w: string) => !SMALL.has(w);
  return Math.max(
    overlapOf(question, heading, small),
    overlapOf(
      question.filter((w) => !STOP_WORDS.has(w)),
      heading,
      small,
    ),
  );
}

function overlapOf(
  question: readonly string[],
  heading: readonly string[],
  keep: (word: string) => boolean,
): number {
  // Step numbers ("4. Get an account…") are not words of the heading.
  const h = [...new Set(heading.filter((w) => keep(w) && !/^\d+$/.test(w)).map(stem))];
  const q = new Set(question.filter(keep).map(stem));
  if (h.length === 0 || q.size === 0) return 0;
  const shared = h.filter((w) => q.has(w)).length;
  return shared / Math.max(h.length, q.size);
}

/** Whether a heading names nothing but what the question asks about ("Gas" for "What is gas?"). */
function isSubject(heading: readonly string[], question: readonly string[]): boolean {
  const h = heading.filter((w) => !SMALL.has(w)).map(stem);
  const q = new Set(question.map(stem));
  return h.length > 0 && h.every((w) => q.has(w));
}

/** Words in a typical section; longer sections need more mentions to count as much. */
const AVERAGE_SECTION_WORDS = 90;

type Fields = {
  readonly heading: string[];
  /** The headings above the section's own ("How to vote" above "In Polkadot.js Apps"). */
  readonly parents: string[];
  readonly title: string[];
  readonly keywords: string[];
  /** The page's description. */
  readonly summary: readonly string[];
  /** Whether the section is the page's opening (no heading of its own: the description is its heading). */
  readonly opening: boolean;
  /** Each distinct word of the text with its count, and the text's length in words. */
  readonly content: ReadonlyMap<string, number>;
  readonly length: number;
};

function fieldsOf(record: SearchRecord, details: AnswerDetails, terms: readonly Term[]): Fields {
  const words = wordsOf(record.content ?? '');
  const own = wordsOf(headingOf(record) ?? '');
  const parents = parentHeadings(record).flatMap(wordsOf);
  // A heading that names none of the question ("In Polkadot.js Apps") reads
  // with the one above it ("How to vote"): together they say what it is about.
  const alone = terms.some((t) => t.own && own.some((w) => matchesTerm(w, t.word)));
  const content = new Map<string, number>();
  for (const w of words) content.set(w, (content.get(w) ?? 0) + 1);
  return {
    heading: alone ? own : [...parents, ...own],
    parents: alone ? parents : [],
    title: wordsOf(record.hierarchy.lvl1),
    keywords: stringsOf(details.keywords[record.url_without_anchor]).flatMap(wordsOf),
    summary: summariesOf(details).get(record.url_without_anchor)?.words ?? [],
    opening: record.anchor === null,
    content,
    length: words.length,
  };
}

/** Mentions of a term in a section's text. */
function countIn(content: ReadonlyMap<string, number>, term: string): number {
  let n = 0;
  for (const [word, count] of content) if (matchesTerm(word, term)) n += count;
  return n;
}

/**
 * Digits that state no quantity: release numbers ("1.10.0", "127.0.0.1")
 * and names with digits in them ("ss58", "u128", "0x1f", "H256").
 */
const NOT_QUANTITY = /\bv?\d+(?:\.\d+){2,}\b|\b0x[\da-f]+\b|\b[\p{L}_][\p{L}\d_]*\d[\p{L}\d_]*/giu;

/**
 * Whether a text states a quantity ("14 days", "16 characters", "85%"), the
 * answer to "how many/how long". A release number counts only when the
 * question asks for a version.
 */
export function statesQuantity(text: string, versions = false): boolean {
  return /\d/.test(versions ? text : text.replace(NOT_QUANTITY, ' '));
}

/** Tells whether a text holds what a number question asks for. */
type FactTest = (text: string) => boolean;

/** What a number question counts or measures, read from its words. */
export type Quantity = {
  /** A release number is the answer ("Which Rust version…?"). */
  readonly versions: boolean;
  /** Stems of the words that may follow the number ("validators", "days", "KiB", "%"). */
  readonly units: ReadonlySet<string>;
  /** A bound is asked for ("at most", "maximum"): a sentence saying "up to" or "caps" answers it. */
  readonly limit: boolean;
};

const TIME_UNITS = 'ms second minute hour day week month year block era session epoch'.split(' ');
const SIZE_UNITS = 'byte kb mb gb tb kib mib gib tib page'.split(' ');
/** Words that name the measure asked for, not the subject ("What is the block time?"). */
const MEASURE_WORDS = new Set(['time', 'duration']);
const LIMIT_QUESTION = /\b(at most|max|maximum|limit|upper bound|up to|cap)\b/;
const LIMIT_TEXT = /\b(at most|max|maximum|limits?|caps?|capped|up to|no more than|upper bound)\b/i;
/** Words between a number and its unit ("10 billion VARA"). */
const SCALE = new Set('thousand million billion trillion'.split(' '));

/** Reads what a number question asks for (see `Quantity`). */
export function quantityOf(question: string): Quantity {
  const q = fold(question).replace(/\s+/g, ' ');
  const units = new Set<string>();
  const add = (words: readonly string[]) => words.forEach((w) => units.add(stem(w)));
  // "How many validators", "how many recent block states": the counted thing is among the next words.
  const many = /\bhow (?:many|much) ((?:[\p{L}\d-]+ ?){1,3})/u.exec(q);
  if (many?.[1]) add(keyTerms(many[1]));
  if (
    /\b(how (long|soon|fast|often)|^when|time|duration|delay|deadline|period|interval)\b/.test(q)
  ) {
    add(TIME_UNITS);
  }
  if (
    /\b(how (big|large|much (memory|disk|space|ram|storage|data))|size|memory|disk|ram)\b/.test(q)
  ) {
    add(SIZE_UNITS);
  }
  if (/\b(ratio|rate|percent|percentage|share|inflation)\b/.test(q)) units.add('%');
  return {versions: /\bversions?\b/.test(q), units, limit: LIMIT_QUESTION.test(q)};
}

/** Whether a number in the text is followed by a unit the question asks for ("16 validators", "85%"). */
function hasUnit(text: string, want: Quantity): boolean {
  if (want.units.size === 0) return false;
  for (const m of text.matchAll(/\d[\d,.]*\s*(%?)\s*((?:[\p{L}]+\s+){0,1}[\p{L}]+)?/gu)) {
    if (m[1] === '%' && want.units.has('%')) return true;
    const words = wordsOf(m[2] ?? '');
    const unit = words[0] !== undefined && SCALE.has(words[0]) ? words[1] : words[0];
    if (unit !== undefined && want.units.has(stem(unit))) return true;
  }
  return false;
}

/** How well a text states the kind of quantity asked for: its unit, and a bound when one is asked. */
function quantityFit(text: string, want: Quantity): number {
  return (hasUnit(text, want) ? 0.5 : 0) + (want.limit && LIMIT_TEXT.test(text) ? 0.25 : 0);
}

/** Characters either side of a number read as its context (a sentence, or a table row and its label). */
const NUMBER_CONTEXT = 120;
/** Numbers looked at per section: enough for a long table, bounded for time. */
const MAX_NUMBERS = 40;

/**
 * How much of the question (share of the own terms' weight) is stated next
 * to a quantity in a text: "Key name, at most 16 characters" holds all of
 * "How long can a gring key name be?" but for "gring", which the page's
 * title holds. A section that mentions the terms in one place and numbers in
 * another does not answer "how many".
 */
function numberCoverage(
  text: string,
  heading: readonly string[],
  terms: readonly Term[],
  weightOf: ReadonlyMap<string, number>,
  want: Quantity,
): number {
  const versions = want.versions;
  // The heading is the context of every number below it ("Which ports must be open?" › "Only 30333/TCP").
  const own = terms.filter((t) => t.own && !heading.some((w) => matchesTerm(w, t.word)));
  const given = terms
    .filter((t) => t.own && !own.includes(t))
    .reduce((n, t) => n + (weightOf.get(t.word) ?? 0), 0);
  const total = given + own.reduce((n, t) => n + (weightOf.get(t.word) ?? 0), 0);
  if (total <= 0) return 0;
  // Masked with spaces of the same length, so that positions still match the text.
  const masked = versions ? text : text.replace(NOT_QUANTITY, (m) => ' '.repeat(m.length));
  let best = -1;
  let last = -Infinity;
  let seen = 0;
  for (const m of masked.matchAll(/\d+/g)) {
    if (m.index - last < NUMBER_CONTEXT / 2) continue;
    last = m.index;
    if (++seen > MAX_NUMBERS) break;
    const context = text.slice(Math.max(0, m.index - NUMBER_CONTEXT), m.index + NUMBER_CONTEXT);
    const words = wordsOf(context);
    // "up to 16 validators" for "how many validators… at most".
    const bound = LIMIT_TEXT.test(context) ? 0.5 : -0.25;
    const fits =
      (hasUnit(text.slice(m.index, m.index + 30), want) ? 0.5 : 0) + (want.limit ? bound : 0);
    const covered = own
      .filter((t) => words.some((w) => matchesTerm(w, t.word)))
      .reduce((n, t) => n + (weightOf.get(t.word) ?? 0), 0);
    best = Math.max(best, (given + covered) / total + fits);
  }
  return Math.max(0, best);
}
const HOWTO_HEADING = /^(how (to|do|can)|steps?\b)/i;

/** The nearest heading that reads as instructions: the section's own, else one above it. */
function howtoHeading(record: SearchRecord): string {
  const path = [...parentHeadings(record), headingOf(record) ?? ''];
  return path.reverse().find((h) => HOWTO_HEADING.test(h)) ?? '';
}
const NAVIGATION = /^(what to read next|read next|next steps|see also|pages in this section)$/i;

/** Ranks the candidates by their own fields, every term weighted by rarity. */
function rank(candidates: readonly Candidate[], asked: Asked): Ranked[] {
  const {terms, weightOf} = asked;
  const ownWeight = terms.filter((t) => t.own).reduce((n, t) => n + (weightOf.get(t.word) ?? 0), 0);
  const maxEngine = Math.max(1e-9, ...candidates.map((c) => c.engine));
  const ranked = candidates.map((c) => scoreCandidate(c, asked, ownWeight, maxEngine));
  return ranked.sort((a, b) => b.score - a.score || a.order - b.order);
}

/**
 * One candidate's score, and what the answer later needs to know of it.
 * `ownWeight` is what a section holding all the question's own terms carries;
 * `maxEngine` the best engine score, which the engine's share is scaled by.
 */
function scoreCandidate(
  c: Candidate,
  asked: Asked,
  ownWeight: number,
  maxEngine: number,
): Ranked & {order: number} {
  const {questionWords} = asked;
  const f = fieldsOf(c.record, asked.details, asked.terms);
  const hasCommands = stringsOf(asked.details.commands[c.record.objectID]).length > 0;
  const match = matchTerms(f, asked.terms, asked.weightOf);
  let score = match.score;
  const coverage = ownWeight > 0 ? match.covered / ownWeight : 0;
  const overlap = headingOverlap(questionWords, f.heading);
  score += ownWeight * 2 * overlap ** 2;
  // Every word of the question in one heading: that section is about it.
  if (ownWeight > 0) score += ownWeight * 2 * (match.inHeadings / ownWeight) ** 2;
  const headingMatch = overlap >= 0.5;
  // A page's opening text is about what the page's title names.
  const subject = isSubject(headingOf(c.record) ? f.heading : f.title, questionWords);
  const {fit, procedure} = answerFit(c.record, f, hasCommands, subject, asked);
  const empty = !c.record.content && !hasCommands;
  // Link lists ("What to read next") restate other pages: they point to answers, they are none.
  const navigation = NAVIGATION.test(headingOf(c.record) ?? '') ? 0.3 : 1;
  const total = empty
    ? 0
    : score * (0.25 + coverage * coverage) * (1 + fit) * navigation + (c.engine / maxEngine) * 0.5;
  return {
    record: c.record,
    score: total,
    coverage: empty ? 0 : coverage,
    matched: match.matched,
    headingMatch,
    procedure,
    subject,
    order: c.order,
  };
}

/** How a section's fields hold the question's terms: the first part of its score. */
type TermMatch = {
  readonly score: number;
  /** Weight of the own terms found anywhere in the section. */
  readonly covered: number;
  /** Weight of the own terms found in its heading. */
  readonly inHeadings: number;
  readonly matched: Set<string>;
};

/** Scores a section on every term by where it appears, and sums the own terms it covers. */
function matchTerms(
  f: Fields,
  terms: readonly Term[],
  weightOf: ReadonlyMap<string, number>,
): TermMatch {
  let score = 0;
  let covered = 0;
  let inHeadings = 0;
  const matched = new Set<string>();
  for (const t of terms) {
    const w = weightOf.get(t.word) ?? 0;
    const p = placesOf(f, t);
    const found =
      p.inHeading || p.inParent || p.inTitle || p.inKeywords || p.inSummary || p.count > 0;
    score +=
      w *
      ((p.inHeading ? 3 : 0) +
        (p.inParent ? 1.5 : 0) +
        (p.inTitle ? 1.5 : 0) +
        (p.inKeywords ? 1 : 0) +
        (p.inSummary ? (f.opening ? 3 : 1) : 0));
    if (t.own && p.inHeading) inHeadings += w;
    // Mentions count with diminishing returns, less in a long section (as BM25 does).
    const norm = 0.25 + (0.75 * f.length) / AVERAGE_SECTION_WORDS;
    score += w * ((2.2 * p.count) / (p.count + 1.2 * norm));
    if (t.own && found) {
      covered += w;
      matched.add(t.word);
    }
  }
  return {score, covered, inHeadings, matched};
}

/** Where one term appears in a section: each place says something different of the section. */
function placesOf(f: Fields, t: Term) {
  const has = (words: readonly string[]) => words.some((x) => matchesTerm(x, t.word));
  const inHeading = has(f.heading);
  // A step under "How to vote" is about voting, though its heading names the tool.
  const inParent = !inHeading && has(f.parents);
  const inTitle = has(f.title);
  // A page's keywords name its topics: "gasless" there says the page is about gas.
  const inKeywords = f.keywords.some((x) => matchesTerm(x, t.word) || x.startsWith(t.word));
  // A related term names the section a concept lives in; in running text it is noise.
  const count = t.related ? 0 : countIn(f.content, t.word);
  const inSummary = has(f.summary);
  return {inHeading, inParent, inTitle, inKeywords, count, inSummary};
}

/**
 * Whether a section holds what the question asks for (a number, a command, a
 * procedure, a definition): a bonus or, for a number it lacks, a penalty.
 */
function answerFit(
  record: SearchRecord,
  f: Fields,
  hasCommands: boolean,
  subject: boolean,
  {kind, questionWords, terms, weightOf, isFact, want}: Asked,
): {fit: number; procedure: boolean} {
  let fit = 0;
  // A quantity stated beside the question's words (in a sentence or a table row).
  if (kind === 'number') {
    const near = isFact(record.content ?? '')
      ? numberCoverage(record.content ?? '', f.heading, terms, weightOf, want)
      : 0;
    // A section without a number cannot say "how many", however well it names the subject.
    fit = near > 0 ? 0.15 + 0.6 * near * near : -0.3;
  }
  if (kind === 'command' && hasCommands) fit = 0.3;
  // "How to vote" (or a step under it) is where "How do I vote?" is answered.
  const procedure =
    kind === 'howto' && headingOverlap(questionWords, wordsOf(howtoHeading(record))) >= 0.5;
  if (procedure) fit = 0.5;
  // A definition question about a term the glossary defines: its entry is the short answer.
  if (kind === 'definition' && subject) {
    fit = /\/glossary$/.test(record.url_without_anchor) ? 1 : 0.3;
  }
  return {fit, procedure};
}

type Scored = {
  text: string;
  position: number;
  score: number;
  /** Whether the sentence names one of the question's own words. */
  names: boolean;
};

const META_SENTENCE = /^(this|the) (page|guide|section|tutorial|article|chapter)\b/i;

/** Scores one sentence of a section for the question. */
function scoreSentence(
  text: string,
  position: number,
  terms: readonly Term[],
  weightOf: ReadonlyMap<string, number>,
  kind: QuestionKind,
  isFact: FactTest,
  want: Quantity,
): number {
  const words = wordsOf(text);
  let score = 0;
  let ownHits = 0;
  for (const t of terms) {
    if (!words.some((w) => matchesTerm(w, t.word))) continue;
    score += weightOf.get(t.word) ?? 0;
    if (t.own) ownHits++;
  }
  const avg = [...weightOf.values()].reduce((n, w) => n + w, 0) / Math.max(1, weightOf.size);
  const fact = kind === 'number' && isFact(text);
  if (fact && ownHits > 0) score += (1.5 + quantityFit(text, want) * 2) * avg + 0.5;
  // An FAQ answer opens with the number ("14 eras, which is 7 days.").
  if (fact && ownHits === 0 && position === 0) score += avg;
  if (kind === 'definition' && position === 0) score += avg;
  // The opening sentence of a section usually states its point.
  if (position === 0) score += 0.3 * avg;
  if (ownHits === 0 && position > 0) score *= 0.5;
  // "This page explains…" is about the page, not the subject.
  if (META_SENTENCE.test(text)) score -= avg;
  // Fragments ("See below.") and run-ons read badly as answers.
  if (words.length < 4) score -= avg;
  if (words.length > 60) score -= 0.25 * avg;
  return score;
}

function sourceOf(record: SearchRecord, linkOf: LinkOf): Source {
  return {url: linkOf(record), page: record.hierarchy.lvl1, section: headingOf(record)};
}

/** The command block of a section to show: the one sharing most terms with the question. */
function pickCommand(commands: readonly string[], terms: readonly Term[]): string | null {
  let best: string | null = null;
  let bestScore = -1;
  for (const code of commands) {
    const words = wordsOf(code);
    const score = terms.filter((t) => words.some((w) => matchesTerm(w, t.word))).length;
    if (score > bestScore) {
      best = code;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The sentence an answer leads with. A section whose heading is the question
 * (an FAQ entry), or names the term a definition is asked for, answers in its
 * opening sentence, unless a number is asked for and only a later sentence
 * has one; otherwise the sentence that scores best.
 */
function leadOf(
  scored: readonly Scored[],
  best: Ranked,
  kind: QuestionKind,
  isFact: FactTest,
  questionWords: readonly string[],
): Scored | undefined {
  const top = [...scored].sort((a, b) => b.score - a.score || a.position - b.position)[0];
  // The opening sentence, past one about the page itself ("This page explains…").
  const opening = scored.find((x) => !META_SENTENCE.test(x.text)) ?? scored[0];
  // A procedure starts at its first step, not at the step that repeats the question's words.
  if (best.procedure && opening) return opening;
  // FAQ headings are questions; "how do I…" sections open with context, not the step.
  const faq = best.headingMatch && (headingOf(best.record) ?? '').trim().endsWith('?');
  const opens = faq || (best.subject && kind === 'definition');
  if (!opens || !opening) return top;
  // "How long is an era?" under "How long are blocks, sessions and eras?":
  // the opening answers for blocks, a later sentence for eras.
  const asked = new Set(questionWords.map(stem));
  const others = new Set(
    wordsOf(headingOf(best.record) ?? '')
      .filter((w) => !SMALL.has(w) && !STOP_WORDS.has(w))
      .map(stem)
      .filter((w) => !asked.has(w)),
  );
  const aboutOther = wordsOf(opening.text).some((w) => others.has(stem(w)));
  const numberLater =
    kind === 'number' &&
    top !== undefined &&
    isFact(top.text) &&
    (!isFact(opening.text) || (top.names && !opening.names && aboutOther));
  return numberLater ? top : opening;
}

/**
 * Answers a question from the index: reads it, ranks the sections the
 * engine finds, and quotes the best one (see the top of this file). A
 * follow-up question also uses the previous one's subject.
 */
export async function answerQuestion(
  retrieve: Retrieve,
  linkOf: LinkOf,
  rawQuestion: string,
  previous: Pick<Answer, 'terms' | 'carried'> | null = null,
  details: AnswerDetails = NONE,
): Promise<Answer> {
  const reading = readQuestion(rawQuestion, previous);
  const {question, truncated, kind, own, carried} = reading;
  const empty: Answer = {
    question,
    truncated,
    terms: own,
    carried,
    sentences: [],
    sources: [],
    kind,
  };
  if (own.length + carried.length === 0) return empty;

  const terms = searchTerms(own, carried, details);
  const {candidates, weightOf} = await gather(retrieve, terms, details);
  const questionWords = [...wordsOf(question), ...carried];
  const asked: Asked = {...reading, terms, weightOf, questionWords, details};
  const ranked = rank(candidates, asked);
  const best = ranked[0];
  if (!best) return empty;

  const scored = scoredSentences(best.record, asked);
  const lead = leadOf(scored, best, kind, reading.isFact, questionWords);
  const commands = stringsOf(details.commands[best.record.objectID]);
  const command = kind === 'command' || kind === 'howto' ? pickCommand(commands, terms) : null;
  const highlight = terms.map((t) => t.word);
  const shown = (text: string) => focus(text, highlight, kind === 'number');
  const quotedSentences = quoteAround(scored, lead, command, shown);
  if (confidenceOf(best, quotedSentences, command, asked) < MIN_CONFIDENCE) {
    return {...empty, sources: closestPages(ranked, linkOf)};
  }

  const sources: Source[] = [sourceOf(best.record, linkOf)];
  const sentences: AnswerSentence[] = quotedSentences.map((text) => ({text, source: 0}));
  if (command) sentences.push({text: command, source: 0, code: true});
  const second = secondSource(best, ranked, asked, linkOf, highlight);
  if (second) {
    sources.push(second.source);
    sentences.push(second.sentence);
  }
  if (sentences.length === 0) return {...empty, sources: [sources[0] as Source]};
  return {
    ...empty,
    sentences: sentences.map((s) => (s.code ? s : {...s, text: shorten(s.text)})),
    sources,
  };
}

/** Reads a question on its own and against the one before it: the first step of every answer. */
function readQuestion(
  rawQuestion: string,
  previous: Pick<Answer, 'terms' | 'carried'> | null,
): Reading {
  const question = rawQuestion.trim().slice(0, MAX_QUESTION_LENGTH);
  const truncated = rawQuestion.trim().length > MAX_QUESTION_LENGTH;
  const kind = questionKind(question);
  const want = quantityOf(question);
  // "What is the block time?" asks about blocks; "time" says a duration is wanted (see `want`).
  const keyWords = keyTerms(question);
  const topical = keyWords.filter((t) => !(kind === 'number' && MEASURE_WORDS.has(t)));
  const own = topical.length > 0 ? topical : keyWords;
  const isFact: FactTest = (text) => statesQuantity(text, want.versions);
  // The subject of a chain of follow-ups is what its first question asked about.
  const subject = previous ? (previous.carried.length > 0 ? previous.carried : previous.terms) : [];
  const carried =
    previous && isFollowUp(question, own)
      ? subject.filter((t) => !own.some((o) => stem(o) === stem(t)))
      : [];
  return {question, truncated, kind, want, isFact, own, carried};
}

/** The terms searched for, weighed by where they come from: the question, its subject, the docs. */
function searchTerms(
  own: readonly string[],
  carried: readonly string[],
  details: AnswerDetails,
): Term[] {
  const expansions = expandTerms([...own, ...carried], details);
  return [
    ...own.map((word) => ({word, weight: 1, own: true})),
    // A follow-up of no words of its own ("How long does it take?") is about its subject alone.
    ...carried.map((word) => ({word, weight: own.length === 0 ? 1 : 0.7, own: own.length === 0})),
    ...expansions.map(({word, from}) => ({word, from, weight: 0.5, own: false, related: true})),
  ];
}

/** A section's sentences, each scored for the question: where an answer's quote is chosen from. */
function scoredSentences(record: SearchRecord, asked: Asked): Scored[] {
  const {terms, weightOf, kind, isFact, want} = asked;
  const ownNamed = (text: string) => {
    const words = wordsOf(text);
    return terms.some((t) => t.own && words.some((w) => matchesTerm(w, t.word)));
  };
  return splitSentences(record.content ?? '').map((text, position) => ({
    text,
    position,
    score: scoreSentence(text, position, terms, weightOf, kind, isFact, want),
    names: ownNamed(text),
  }));
}

/**
 * What the answer quotes from the best section, as shown (a long table row
 * only in part): the lead, and the sentence it needs before it or the one
 * that carries it on.
 */
function quoteAround(
  scored: readonly Scored[],
  lead: Scored | undefined,
  command: string | null,
  shown: (text: string) => string,
): string[] {
  const quotedSentences: string[] = [];
  if (!lead) return quotedSentences;
  const before = scored.find((x) => x.position === lead.position - 1);
  // "Without it, the referendum times out…" needs the sentence "it" stands for.
  // (Not before a command block: the command is the second thing an answer shows.)
  if (!command && before && refersBack(lead.text) && before.text.length <= MAX_SENTENCE_CHARS) {
    quotedSentences.push(shown(before.text));
  }
  quotedSentences.push(shown(lead.text));
  // The next sentence of the same section carries the lead on ("… On Vara it is 1 VARA.").
  const next = scored.find((x) => x.position === lead.position + 1);
  // "See gas reservation." points elsewhere; it adds nothing to the answer.
  const pointer = next && (/^see\b/i.test(next.text) || wordsOf(next.text).length < 4);
  if (
    !command &&
    quotedSentences.length === 1 &&
    next &&
    !pointer &&
    next.text.length <= MAX_SENTENCE_CHARS
  ) {
    quotedSentences.push(shown(next.text));
  }
  return quotedSentences;
}

/**
 * Confidence: how much of the question the quoted part answers (the
 * section's headings and title, and the sentences and command shown). Below
 * MIN_CONFIDENCE the answer says the docs do not cover the question.
 */
function confidenceOf(
  best: Ranked,
  quotedSentences: readonly string[],
  command: string | null,
  {terms, weightOf, kind, isFact, details}: Asked,
): number {
  const quoted = new Set([
    ...wordsOf(command ?? ''),
    ...wordsOf(headingOf(best.record) ?? ''),
    ...parentHeadings(best.record).flatMap(wordsOf),
    ...wordsOf(best.record.hierarchy.lvl1),
    // A page's opening is what its description sums up.
    ...(best.record.anchor === null
      ? (summariesOf(details).get(best.record.url_without_anchor)?.words ?? [])
      : []),
    ...quotedSentences.flatMap(wordsOf),
  ]);
  const ownTerms = terms.filter((t) => t.own);
  const ownTotal = ownTerms.reduce((n, t) => n + (weightOf.get(t.word) ?? 0), 0);
  const quotes = (word: string) => [...quoted].some((w) => matchesTerm(w, word));
  // A word counts as answered when the docs' own term for it is quoted ("test VARA" for "test tokens").
  const answered = ownTerms
    .filter((t) => quotes(t.word) || terms.some((r) => r.from === t.word && quotes(r.word)))
    .reduce((n, t) => n + (weightOf.get(t.word) ?? 0), 0);
  // "How many…" or "when…" answered without a number names the subject, not the answer.
  const unanswered = kind === 'number' && !quotedSentences.some(isFact) ? NO_NUMBER_PENALTY : 1;
  return ownTotal > 0 ? (unanswered * answered) / ownTotal : 0;
}

/** When the docs do not answer directly: the closest pages, one entry each. */
function closestPages(ranked: readonly Ranked[], linkOf: LinkOf): Source[] {
  const pages = new Map<string, Source>();
  for (const r of ranked) {
    if (r.score <= 0 || pages.size === MAX_CLOSEST) break;
    const page = r.record.url_without_anchor;
    if (!pages.has(page))
      pages.set(page, {
        url: linkOf({...r.record, url: page}),
        page: r.record.hierarchy.lvl1,
        section: null,
      });
  }
  return [...pages.values()];
}

/** A second source, only when it covers a term the first does not: its link and best sentence. */
function secondSource(
  best: Ranked,
  ranked: readonly Ranked[],
  asked: Asked,
  linkOf: LinkOf,
  highlight: readonly string[],
): {source: Source; sentence: AnswerSentence} | null {
  const missing = asked.own.filter((t) => !best.matched.has(t));
  if (missing.length === 0) return null;
  const other = ranked.find(
    (r) =>
      r !== best &&
      r.record.url_without_anchor !== best.record.url_without_anchor &&
      missing.some((t) => r.matched.has(t)) &&
      r.score >= best.score * 0.5,
  );
  const extra = other
    ? scoredSentences(other.record, asked)
        .filter((s) => missing.some((t) => wordsOf(s.text).some((w) => matchesTerm(w, t))))
        .sort((a, b) => b.score - a.score)[0]
    : undefined;
  if (!other || !extra) return null;
  return {
    source: sourceOf(other.record, linkOf),
    sentence: {text: focus(extra.text, highlight), source: 1},
  };
}

/** Requests for the engine: one per query, in the reader's language. */
export function searchRequests(
  queries: readonly string[],
  indexName: string,
  locale: string,
): {
  indexName: string;
  query: string;
  hitsPerPage: number;
  facetFilters: string[];
  attributesToSnippet: string[];
}[] {
  return queries.map((query) => ({
    indexName,
    query,
    hitsPerPage: HITS_PER_QUERY,
    facetFilters: [`language:${locale}`],
    // The assistant reads whole sections: snippets would be work thrown away.
    attributesToSnippet: [],
  }));
}
