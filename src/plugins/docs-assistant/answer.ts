/**
 * Extractive answers from the site's own search, in five steps:
 *
 * 1. `readQuestion` (question.ts): the words worth searching for, folded as
 *    the index folds them, and the shape of answer the question wants.
 * 2. `findSections`: the search engine finds the sections for those words
 *    (`EmbeddedIndex.rankSections` in its any-word mode: the search's own
 *    ranking when no section holds every word), and a linear ranker
 *    (`RANKING`, fitted by eval/fit.ts) orders them by what it reads of
 *    each: BM25 relevance over its headings, its page's summary, its text
 *    and its code, its page's pull, its headings, the engine's own rank,
 *    code for a how-to, a number for a value.
 * 3. `choosePassage`: in the best section, the passages that hold most of the
 *    question, in the question's shape: a how-to starts at the section's
 *    lead and shows its code block or command, a number or a value the
 *    sentence or table row that states one (whole).
 * 4. `judge`: an answer is given only when the sections of its page found
 *    hold most of the question's weight, a market word is what its headings
 *    are about, and, for a number, the quote states one; otherwise
 *    the answer says the docs do not cover it and names the closest pages.
 * 5. `alsoChoice`: a second section the ranker puts close to the best is
 *    quoted after it, under its own lead, if step 4 would answer from it.
 *
 * Nothing is generated: every sentence of an answer is a sentence, table row
 * or code block of these docs, cited with a link to its section. Pure
 * functions over the engine, so they run the same in the browser, in the
 * tests and in the bench.
 */
import {indexWords, type EmbeddedIndex, type RankedSection} from '../search/client/engine';
import type {SearchDetailsFile, SearchRecord} from '../search/shared/types';
import {relatedStems, stemTerm} from '../../utils/terms';
import {
  isMeta,
  passagesOf,
  quantityOf,
  readWords,
  refersBack,
  statesQuantity,
  type Passage,
} from './passage';
import {NO_DETAILS} from './details';
import WORDS from './words.json';
import {readQuestion, type Previous, type Reading, type Shape} from './question';

export {markTerms, MAX_QUESTION_LENGTH} from './question';

/**
 * How step 2 ranks the sections found: the sum of what it reads of each
 * (`Features`, each 0 to 1) times these weights. Fitted by `eval/fit.ts` on
 * the tuning and development sets (which section's answer holds each
 * question's fact), never on the held-out set; rounded to two places.
 */
export const RANKING = {
  /** BM25 over the four fields, over the best in the pool: how much of the question, how rare its words. */
  relevance: 4.78,
  /** The best relevance of any section of the same page: the page about the question lifts its sections. */
  page: 1.56,
  /** Share of the pool from the same page: a page the question keeps finding is about it. */
  pageShare: 2.5,
  /** Share of the question's weight in the section's heading and those above it (the page title apart). */
  headings: 1.2,
  /** Share in the section's own heading: "Restore an account" for "how do I restore…". */
  ownHeading: 1.28,
  /** Share of the section's own heading's words the question holds, small words too: the heading asks it ("How a voucher works"). */
  echo: 0.99,
  /** The section's own heading names exactly the question's subject ("Gas reservation" for "what is gas reservation?"). */
  names: 2.81,
  /** Share in the page title. */
  title: 1.18,
  /** Share in the page's summary (title, description, keywords): what the page is for. */
  summary: 0.94,
  /** Share of the question's word pairs the headings and text hold in order ("block time"). */
  pairs: 1.87,
  /** Found by the search for every word, not only for some. */
  every: 0.64,
  /** The search's own rank (one over one plus its place). */
  engine: 0.18,
  /** The section has a code block or command to show. */
  hasCode: 0.31,
  /** The section belongs to a sample application's page (words.json `sampleSections`): one app's way, not the platform's. */
  sample: -2.72,
  /** A how-to, and the section has code: the steps are in it. */
  howtoCode: 0.93,
  /** A how-to: share of the question's weight in the section's code (the call, the command). */
  howtoCodeShare: 1.57,
  /** A number or value question, and the section states a number. */
  number: 2.69,
  /** The section's length (log of its words over log 1000): a long section holds words in passing. */
  length: -1.34,
  /** A definition, and the section is short (all of it at no words, none at 60): a glossary entry. */
  shortDefinition: 3.84,
} as const;

/** What step 2 reads of a section, each 0 to 1, weighed by `RANKING`. */
export type Features = Record<keyof typeof RANKING, number>;

/**
 * Every other number the answer logic weighs with, and why. Chosen on the
 * tuning and development sets (eval/tuning.json, dev.json, dev2.json,
 * dev3.json) only; the held-out set (eval/heldout.json) measures.
 */
export const WEIGHTS = {
  /** Sections asked of the engine per question: the pool step 2 weighs, and the closest pages. */
  sectionsAsked: 30,
  /** A word carried from the previous question weighs this much against one of the question's own. */
  carried: 0.7,
  /**
   * Pull of each of a section's fields per word it holds: its headings say
   * what it is about, its page's summary (title, description, keywords)
   * what the page is about, its code holds the calls and commands prose
   * only names.
   */
  fields: {headings: 2, summary: 1, text: 1, code: 1},
  /** How fast a word said again stops adding (BM25's k1): the third "gas" says less than the first. */
  saturation: 1.2,
  /** Best sections a number question looks through for a quote that states one. */
  numberSections: 5,
  /** Passages quoted at most, by the question's shape (a code block comes besides). */
  passages: {quantity: 2, value: 2, howto: 3, definition: 2, other: 3},
  /** Weight a passage gains by stating a number, for a number or value question. */
  statesNumber: 1,
  /** Weight a passage loses per place after the section's opening: on a tie, the earlier says it first. */
  laterPassage: 0.01,
  /** Share of the question's weight the sections found on the answer's page (with their code) must hold to answer. */
  minCoverage: 0.65,
  /**
   * A second section is quoted too when its rank is within this of the best one's: the ranker
   * cannot tell them apart (0.5 and 1.5 tried; what it gains and costs is in the README).
   */
  alsoWithin: 1,
} as const;

/**
 * The shapes a second section is quoted for. A number already comes from the first of the best
 * sections that states one, and a definition from its entry: there the second added 3 facts in
 * 29 answers on the development sets.
 */
const ALSO_SHAPES: ReadonlySet<Shape> = new Set(['howto', 'value', 'other']);

type Field = keyof (typeof WEIGHTS)['fields'];

/** Sections of the docs whose pages each show one sample application. */
const SAMPLE_SECTIONS = new Set(WORDS.sampleSections);
/** Words of markets and prices: the docs answer them only under a heading that names them. */
const MARKET_WORDS = new Set(WORDS.marketWords.split(' '));

/** Words a heading may add to a term and still be its name ("The mailbox"). */
const ARTICLES = new Set(['a', 'an', 'the']);
/** Closest pages named when the docs do not answer. */
const MAX_CLOSEST = 3;
/** Words at which a section's length reaches 1 (`RANKING.length`). */
const LONG_SECTION = 1000;
/** Words at which a section no longer reads as a definition (a glossary entry). */
const DEFINITION_WORDS = 60;
/** A sentence longer than this is cut at a word (lists run together read as one "sentence"). */
const MAX_SENTENCE_CHARS = 400;

/** The search engine as the assistant asks it, bound to the reader's language. */
export type SectionSearch = {
  /** The sections for a query, ranked as the search ranks them (`EmbeddedIndex.rankSections`). */
  readonly rank: (
    query: string,
    limit: number,
    anyWord?: boolean,
  ) => {readonly sections: readonly RankedSection[]; readonly total: number};
  /** How many sections hold a word as written (`EmbeddedIndex.sectionsHolding`): its rarity. */
  readonly holding: (word: string) => number;
  /** How many sections the index holds. */
  readonly size: number;
};

/** The engine's ranking for the reader's language: what the assistant searches with. */
export function sectionSearchOf(
  index: Pick<EmbeddedIndex, 'rankSections' | 'sectionsHolding' | 'size'>,
  locale: string,
): SectionSearch {
  const facets = [`language:${locale}`];
  return {
    rank: (query, limit, anyWord) => index.rankSections(query, facets, limit, anyWord),
    holding: (word) => index.sectionsHolding(word, facets),
    size: index.size,
  };
}

/** Turns a record's URL into the link to show (the search's result-URL rules). */
export type LinkOf = (record: SearchRecord) => string;

/** What the index builder adds for the assistant (the search's details file). */
export type AnswerDetails = Pick<SearchDetailsFile, 'commands' | 'code' | 'tables'> &
  Partial<Pick<SearchDetailsFile, 'summaries' | 'keywords'>>;

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
  /** A code block quoted whole (shown as code), rather than a sentence. */
  readonly code?: boolean;
  /** From the second section quoted, which the ranker could not tell from the first. */
  readonly also?: boolean;
};

export type Answer = {
  /** The question as asked (cut to the longest length looked at). */
  readonly question: string;
  /** Whether the question was longer than the part looked at. */
  readonly truncated: boolean;
  /** The question's own words, carried into the next question if it follows up. */
  readonly terms: readonly string[];
  /** Words taken from the previous question. */
  readonly carried: readonly string[];
  /** Empty when the docs do not answer: `sources` then lists the closest pages (none when nothing came near). */
  readonly sentences: readonly AnswerSentence[];
  readonly sources: readonly Source[];
  /** What the question asked for. */
  readonly kind?: Shape;
};

/** The question's words each word of the docs stands for, worked out once per word and question. */
type Matcher = (word: string) => readonly string[];

/**
 * Whether a word of the docs stands for a word of the question: the same
 * stem ("delays", "delayed") or a related one ("listen" for "subscribe"),
 * by the search's own stemmer and table (`stemTerm`, `relatedStems`). The
 * engine's typo tolerance stays with finding: in a section, "sets" is not
 * "seats".
 */
function matcherOf(asked: readonly string[]): Matcher {
  const byStem = new Map<string, string[]>();
  for (const q of asked)
    for (const stem of [stemTerm(q), ...relatedStems(q)]) {
      const qs = byStem.get(stem) ?? [];
      if (!qs.includes(q)) byStem.set(stem, [...qs, q]);
    }
  const known = new Map<string, readonly string[]>();
  return (word) => {
    let found = known.get(word);
    if (found === undefined) {
      found = byStem.get(stemTerm(word)) ?? [];
      known.set(word, found);
    }
    return found;
  };
}

/** A section the engine found, read for the question. */
export type Candidate = {
  readonly section: RankedSection;
  /** Its rank (step 2): its features weighed by `RANKING`. */
  readonly score: number;
  /** The question's words it holds in any field. */
  readonly held: ReadonlySet<string>;
  readonly features: Features;
};

/** What step 2 found for a question. */
export type Found = {
  /** The sections found, best first. */
  readonly candidates: readonly Candidate[];
  /** Each word of the question (its own and carried ones) with its weight: its rarity in the index. */
  readonly weights: ReadonlyMap<string, number>;
  readonly match: Matcher;
};

function headingText(record: SearchRecord): string {
  const {lvl2, lvl3, lvl4, lvl5, lvl6} = record.hierarchy;
  return [lvl2, lvl3, lvl4, lvl5, lvl6].filter((h) => h !== null).join(' ');
}

function headingOf(record: SearchRecord): string | null {
  const {hierarchy: h} = record;
  return h.lvl6 ?? h.lvl5 ?? h.lvl4 ?? h.lvl3 ?? h.lvl2 ?? null;
}

/** A section's code to show: its first short code block, then its shell commands. */
function codeOf(record: SearchRecord, details: AnswerDetails): string[] {
  const first = details.code?.[record.objectID]?.[1];
  return [...new Set([...(first ? [first] : []), ...(details.commands[record.objectID] ?? [])])];
}

/** Each section's fields, read once per details file: a conversation asks about the same sections again. */
const FIELDS = new WeakMap<AnswerDetails, WeakMap<SearchRecord, Record<Field, string[]>>>();

/** A section's four fields as the index's words. */
function fieldsOf(record: SearchRecord, details: AnswerDetails): Record<Field, string[]> {
  let read = FIELDS.get(details);
  if (!read) FIELDS.set(details, (read = new WeakMap()));
  let fields = read.get(record);
  if (!fields) read.set(record, (fields = readFields(record, details)));
  return fields;
}

function readFields(record: SearchRecord, details: AnswerDetails): Record<Field, string[]> {
  const page = record.url_without_anchor;
  const [title, description] = details.summaries?.[page] ?? [record.hierarchy.lvl1, ''];
  const summary = [title, description, ...(details.keywords?.[page] ?? [])].join(' ');
  return {
    headings: readWords(headingText(record)),
    summary: indexWords(summary),
    text: readWords(record.content ?? ''),
    code: readWords(codeOf(record, details).join(' ')),
  };
}

/** Words apart two of the question's words may be and still read as its pair ("block time" in "block production time"). */
const PAIR_GAP = 3;

/** Share of the question's word pairs (each word with the next) some text has in the same order, close together. */
function inOrder(text: readonly string[], asked: readonly string[], match: Matcher): number {
  if (asked.length < 2) return 0;
  const at = new Map<string, number[]>();
  text.forEach((w, i) => {
    for (const q of match(w)) at.set(q, [...(at.get(q) ?? []), i]);
  });
  let shared = 0;
  for (let i = 1; i < asked.length; i++) {
    const before = at.get(asked[i - 1] as string) ?? [];
    const after = at.get(asked[i] as string) ?? [];
    if (before.some((b) => after.some((a) => a > b && a - b <= PAIR_GAP))) shared++;
  }
  return shared / (asked.length - 1);
}

/** Share of a heading's words (without articles) whose stem the question holds. */
function echoes(heading: string, asked: ReadonlySet<string>): number {
  const words = indexWords(heading).filter((w) => !ARTICLES.has(w));
  return words.length === 0 ? 0 : words.filter((w) => asked.has(stemTerm(w))).length / words.length;
}

/** Whether a heading's words (without articles) and the question's own words are the same stems. */
function namesSubject(heading: string, own: readonly string[]): number {
  const h = new Set(
    indexWords(heading)
      .filter((w) => !ARTICLES.has(w))
      .map(stemTerm),
  );
  const q = new Set(own.map(stemTerm));
  return h.size > 0 && h.size === q.size && [...q].every((w) => h.has(w)) ? 1 : 0;
}

/** Sum of the weights of the question's words some words hold. */
function weightIn(
  words: readonly string[],
  {weights, match}: Pick<Found, 'weights' | 'match'>,
): number {
  const held = new Set<string>();
  for (const w of words) for (const q of match(w)) held.add(q);
  let sum = 0;
  for (const q of held) sum += weights.get(q) ?? 0;
  return sum;
}

function totalWeight(weights: ReadonlyMap<string, number>): number {
  let sum = 0;
  for (const w of weights.values()) sum += w;
  return sum;
}

/**
 * Step 2: the sections the search engine finds for the question's words
 * (its any-word ranking: those holding every word first), ranked by what
 * the assistant reads of each (`Features`) weighed by `RANKING`. Relevance
 * is BM25 over four fields: per word of the question, its rarity (inverse
 * document frequency over the engine's count of sections holding it) times
 * its saturated count in the fields, each field pulling by its weight.
 */
export function findSections(
  search: SectionSearch,
  reading: Reading,
  details: AnswerDetails,
): Found {
  const words = [...reading.own, ...reading.carried];
  const weights = new Map<string, number>();
  for (const w of words) {
    // A word the index has only in another form or as a typo ("mesage") weighs as those do.
    const holding = search.holding(w) || search.rank(w, 0).total;
    const rarity = Math.log(1 + (search.size - holding + 0.5) / (holding + 0.5));
    weights.set(w, (reading.own.includes(w) ? 1 : WEIGHTS.carried) * rarity);
  }
  const match = matcherOf(words);
  const found: Omit<Found, 'candidates'> = {weights, match};
  // The search's any-word ranking: sections holding every word first, then those holding most of them.
  const ranked = search.rank(words.join(' '), WEIGHTS.sectionsAsked, true).sections;
  const distinct = new Set(words).size;
  // The question's stems, small words too, for reading headings against it.
  const asked = new Set(indexWords(reading.question).map(stemTerm));
  const total = totalWeight(weights);
  const shareOf = (words: readonly string[]) => (total > 0 ? weightIn(words, found) / total : 0);
  const read = ranked.map((section, place) => {
    const {record} = section;
    const fields = fieldsOf(record, details);
    const counts = new Map<string, number>();
    for (const field of Object.keys(fields) as Field[])
      for (const w of fields[field])
        for (const q of match(w)) counts.set(q, (counts.get(q) ?? 0) + WEIGHTS.fields[field]);
    let relevance = 0;
    for (const [q, n] of counts)
      relevance +=
        ((weights.get(q) ?? 0) * n * (WEIGHTS.saturation + 1)) / (n + WEIGHTS.saturation);
    const howto = reading.shape === 'howto' ? 1 : 0;
    const hasCode = fields.code.length > 0 ? 1 : 0;
    const wantsNumber = reading.shape === 'quantity' || reading.shape === 'value';
    const features: Omit<Features, 'relevance' | 'page' | 'pageShare'> = {
      headings: shareOf(fields.headings),
      ownHeading: shareOf(indexWords(headingOf(record) ?? '')),
      echo: echoes(headingOf(record) ?? record.hierarchy.lvl1, asked),
      names: namesSubject(headingOf(record) ?? record.hierarchy.lvl1, reading.own),
      title: shareOf(indexWords(record.hierarchy.lvl1)),
      summary: shareOf(fields.summary),
      pairs: inOrder([...fields.headings, ...fields.text], reading.own, match),
      every: Object.keys(section.words).length === distinct ? 1 : 0,
      engine: 1 / (1 + place),
      hasCode,
      sample: SAMPLE_SECTIONS.has(record.hierarchy.lvl0) ? 1 : 0,
      howtoCode: howto * hasCode,
      howtoCodeShare: howto * shareOf(fields.code),
      number: wantsNumber && statesQuantity(record.content ?? '') ? 1 : 0,
      length: Math.log(1 + fields.text.length) / Math.log(LONG_SECTION),
      shortDefinition:
        reading.shape === 'definition' ? Math.max(0, 1 - fields.text.length / DEFINITION_WORDS) : 0,
    };
    return {section, relevance, held: new Set(counts.keys()), features};
  });
  // Relevance and the page's pull are read against the best of the pool: one question's scale.
  const best = Math.max(Number.MIN_VALUE, ...read.map((r) => r.relevance));
  const pageBest = new Map<string, number>();
  const pageCount = new Map<string, number>();
  for (const {section, relevance} of read) {
    const page = section.record.url_without_anchor;
    pageBest.set(page, Math.max(pageBest.get(page) ?? 0, relevance));
    pageCount.set(page, (pageCount.get(page) ?? 0) + 1);
  }
  const candidates = read.map(({section, relevance, held, features: some}): Candidate => {
    const page = section.record.url_without_anchor;
    const features: Features = {
      ...some,
      relevance: relevance / best,
      page: (pageBest.get(page) ?? 0) / best,
      pageShare: (pageCount.get(page) ?? 0) / read.length,
    };
    let score = 0;
    for (const k of Object.keys(RANKING) as (keyof Features)[]) score += RANKING[k] * features[k];
    return {section, score, held, features};
  });
  candidates.sort((x, y) => y.score - x.score);
  return {...found, candidates};
}

/** What an answer quotes from its section. */
export type Choice = {
  readonly candidate: Candidate;
  /** The passages quoted, in the section's order. */
  readonly quoted: readonly Passage[];
  /** The code block shown after them. */
  readonly code: string | null;
  /** The section the code block comes from, when not this one (a how-to's step on the same page). */
  readonly codeFrom?: Candidate;
};

/**
 * Step 3: in the best section, the passages holding most of the question's
 * weight, in the section's order: a how-to starts at the section's lead; a
 * number or value question prefers passages that state a number. The code
 * block or command holding most of the question comes after, always for a
 * how-to, else when it holds any of the question.
 */
export function choosePassage(
  found: Found,
  reading: Reading,
  details: AnswerDetails,
): Choice | null {
  // A number question is answered by a quote that states one: the first of the best sections that has one.
  const tried = found.candidates
    .slice(0, reading.shape === 'quantity' ? WEIGHTS.numberSections : 1)
    .map((candidate) => quoteFrom(candidate, found, reading, details));
  const first = tried[0] ?? null;
  return reading.shape === 'quantity'
    ? (tried.find((c) => statesAsked(c, reading)) ?? first)
    : first;
}

/** Step 3 in one section. */
function quoteFrom(
  candidate: Candidate,
  found: Found,
  reading: Reading,
  details: AnswerDetails,
): Choice {
  const {record} = candidate.section;
  const passages = passagesOf(record.content ?? '', details.tables?.[record.objectID]);
  const wantsNumber = reading.shape === 'quantity' || reading.shape === 'value';
  const versions = quantityOf(reading.question, reading.own).versions;
  const weighed = passages.map((p) => ({
    p,
    weight:
      weightIn(p.words, found) -
      p.position * WEIGHTS.laterPassage +
      (wantsNumber && statesQuantity(p.text, versions) ? WEIGHTS.statesNumber : 0),
  }));
  const quoted: Passage[] = [];
  // A how-to's steps, and a definition, start at the section's lead: its first sentence that is not about the page itself.
  const lead = passages.find((p) => !p.row && !isMeta(p.text)) ?? passages[0];
  if ((reading.shape === 'howto' || reading.shape === 'definition') && lead) quoted.push(lead);
  for (const {p} of weighed.sort((x, y) => y.weight - x.weight)) {
    if (quoted.length >= WEIGHTS.passages[reading.shape]) break;
    if (!quoted.includes(p)) quoted.push(p);
  }
  // "Without it, …" needs the sentence "it" stands for.
  for (const p of [...quoted]) {
    const before = passages[p.position - 1];
    if (before && !before.row && !p.row && refersBack(p.text) && !quoted.includes(before))
      quoted.push(before);
  }
  quoted.sort((x, y) => x.position - y.position);
  let code = codeIn(record, found, details);
  let codeFrom: Candidate | undefined;
  // A how-to answered from a section without code (a page's introduction) shows its page's step: the page's best section with code.
  if (code === null && reading.shape === 'howto') {
    const page = record.url_without_anchor;
    codeFrom = found.candidates.find(
      (c) =>
        c.section.record.url_without_anchor === page &&
        codeOf(c.section.record, details).length > 0,
    );
    code = codeFrom ? codeIn(codeFrom.section.record, found, details) : null;
  }
  if (code === null || (reading.shape !== 'howto' && code.weight === 0))
    return {candidate, quoted, code: null};
  return {candidate, quoted, code: code.text, codeFrom};
}

/** Of a section's code blocks and commands, the one holding most of the question (the first on a tie). */
function codeIn(
  record: SearchRecord,
  found: Found,
  details: AnswerDetails,
): {text: string; weight: number} | null {
  let best: {text: string; weight: number} | null = null;
  for (const text of codeOf(record, details)) {
    const weight = weightIn(readWords(text), found);
    if (best === null || weight > best.weight) best = {text, weight};
  }
  return best;
}

/**
 * Step 4: whether the choice answers the question. Its section holds enough
 * of the question's weight (a word the docs do not know counts against it),
 * a market word is what its headings are about, and a number question's
 * quote states a number.
 */
export function judge(choice: Choice, found: Found, reading: Reading): boolean {
  const total = totalWeight(found.weights);
  let held = 0;
  // A page's sections share its subject: what one holds, the page holds ("seats" in the example, "signal" in the step).
  const page = choice.candidate.section.record.url_without_anchor;
  const onPage = new Set<string>();
  for (const c of found.candidates)
    if (c.section.record.url_without_anchor === page) for (const q of c.held) onPage.add(q);
  for (const q of onPage) held += found.weights.get(q) ?? 0;
  if (total === 0 || held / total < WEIGHTS.minCoverage) return false;
  // "The current price of VARA" is not the gas price: a market word must be what the section is about.
  const record = choice.candidate.section.record;
  const headings = indexWords(`${record.hierarchy.lvl1} ${headingText(record)}`);
  const market = reading.own.filter((w) => MARKET_WORDS.has(w));
  if (market.some((q) => !headings.some((w) => found.match(w).includes(q)))) return false;
  return reading.shape !== 'quantity' || statesAsked(choice, reading);
}

/** Whether a quote states a quantity (a release number only when one is asked for). */
function statesAsked(choice: Choice, reading: Reading): boolean {
  const {versions} = quantityOf(reading.question, reading.own);
  return choice.quoted.some((p) => statesQuantity(p.text, versions));
}

function sourceOf(record: SearchRecord, linkOf: LinkOf): Source {
  return {url: linkOf(record), page: record.hierarchy.lvl1, section: headingOf(record)};
}

/** When the docs do not answer: the closest pages, one entry each, best first. */
function closestPages(found: Found, linkOf: LinkOf): Source[] {
  const pages = new Map<string, Source>();
  for (const {
    section: {record},
  } of found.candidates) {
    if (pages.size === MAX_CLOSEST) break;
    const page = record.url_without_anchor;
    if (!pages.has(page)) {
      pages.set(page, {
        url: linkOf({...record, url: page}),
        page: record.hierarchy.lvl1,
        section: null,
      });
    }
  }
  return [...pages.values()];
}

/** Cuts a long sentence at a word boundary, with an ellipsis (never a table row). */
function shorten(p: Passage): string {
  if (p.row || p.text.length <= MAX_SENTENCE_CHARS) return p.text;
  const cut = p.text.slice(0, MAX_SENTENCE_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_SENTENCE_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Answers a question from the index (see the top of this file). A
 * follow-up question also uses the previous one's subject.
 */
export function answerQuestion(
  search: SectionSearch,
  linkOf: LinkOf,
  rawQuestion: string,
  previous: Previous | null = null,
  details: AnswerDetails = NO_DETAILS,
): Answer {
  const reading = readQuestion(rawQuestion, previous);
  const {question, truncated, shape, own, carried} = reading;
  const empty: Answer = {
    question,
    truncated,
    terms: own,
    carried,
    sentences: [],
    sources: [],
    kind: shape,
  };
  if (own.length + carried.length === 0) return empty;

  const found = findSections(search, reading, details);
  const choice = choosePassage(found, reading, details);
  if (!choice || !judge(choice, found, reading)) {
    return {...empty, sources: closestPages(found, linkOf)};
  }
  const sentences: AnswerSentence[] = [];
  const sources: Source[] = [];
  const cite = (record: SearchRecord) => {
    const at = sources.findIndex((s) => s.url === linkOf(record));
    return at >= 0 ? at : sources.push(sourceOf(record, linkOf)) - 1;
  };
  [choice, alsoChoice(choice, found, reading, details)].forEach((quote, i) => {
    if (quote === null) return;
    const also = i > 0 ? {also: true} : {};
    const shown = new Set(sentences.map((s) => s.text));
    const quoted = quote.quoted.map(shorten).filter((text) => !shown.has(text));
    if (i > 0 && quoted.length === 0) return;
    const source = cite(quote.candidate.section.record);
    for (const text of quoted) sentences.push({text, source, ...also});
    if (quote.code !== null && !shown.has(quote.code)) {
      const from = quote.codeFrom ? cite(quote.codeFrom.section.record) : source;
      sentences.push({text: quote.code, source: from, code: true, ...also});
    }
  });
  return {...empty, sentences, sources};
}

/**
 * The second section an answer quotes, when the ranker puts it within `WEIGHTS.alsoWithin` of
 * the best and it would answer on its own (step 4): the reader sees both rather than the wrong
 * one of two.
 */
function alsoChoice(
  choice: Choice,
  found: Found,
  reading: Reading,
  details: AnswerDetails,
): Choice | null {
  if (!ALSO_SHAPES.has(reading.shape)) return null;
  const best = found.candidates[0]?.score ?? 0;
  const next = found.candidates.find((c) => c !== choice.candidate && c !== choice.codeFrom);
  if (!next || best - next.score > WEIGHTS.alsoWithin) return null;
  const also = quoteFrom(next, found, reading, details);
  return judge(also, found, reading) ? also : null;
}
