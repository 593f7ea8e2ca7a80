/**
 * Extractive answers from the site's own search, in four steps:
 *
 * 1. `readQuestion` (question.ts): the words worth searching for, folded as
 *    the index folds them, and the shape of answer the question wants.
 * 2. `findSections`: the search engine ranks the sections for those words
 *    exactly as the search modal does (`EmbeddedIndex.rankSections`); when
 *    no section holds them all, the word whose loss costs least is dropped.
 * 3. `choosePassage`: in the first sections the engine ranks, the passage
 *    that answers in the question's shape: for "how do I…" the section's lead
 *    and its first code block, for a number or a value the sentence or table
 *    row that states it (whole), else the section's opening or best sentence.
 * 4. `judge`: an answer is given only when the passage, its section's
 *    headings and its code hold most of the question (each word weighed by
 *    how rare it is in the index) and, for a number, state one; otherwise the
 *    answer says the docs do not cover it and names the closest pages.
 *
 * Nothing is generated: every sentence of an answer is a sentence, table row
 * or code block of these docs, cited with a link to its section. Pure
 * functions over the engine, so they run the same in the browser, in the
 * tests and in the bench.
 */
import {
  indexWords,
  matchesQueryWord,
  type EmbeddedIndex,
  type RankedSection,
} from '../search/client/engine';
import type {SearchDetailsFile, SearchRecord} from '../search/shared/types';
import {
  isMeta,
  passagesOf,
  quantityOf,
  refersBack,
  statesLimit,
  statesQuantity,
  statesUnit,
  type Passage,
} from './passage';
import WORDS from './words.json';
import {isStopWord, readQuestion, type Previous, type Reading, type Shape} from './question';

export {markTerms, MAX_QUESTION_LENGTH} from './question';

/**
 * Every number the answer logic weighs with, and why. Tuned on the tuning
 * and development sets (eval/tuning.json, dev.json, dev2.json, dev3.json)
 * only; a held-out set kept outside the repository measures.
 */
export const WEIGHTS = {
  /**
   * Sections read for a passage, best first, by the question's shape: a later
   * section may state the value the first only names, and the glossary entry
   * that defines a term ranks below the pages named after it.
   */
  sectionsRead: {quantity: 8, value: 8, howto: 5, definition: 15, other: 5},
  /** Fewer sections than this holding all the question's words, and those holding all but one join them. */
  nearWhenFewer: 10,
  /** Sections asked of the engine per query: enough for the closest pages and the sections read. */
  sectionsAsked: 15,
  /** Pull of the engine's rank on the section chosen (its score over the best one's, times this). */
  engineRank: 1,
  /** Pull of the engine's best rank for any section of the same page. */
  pageRank: 0.5,
  /** Pull of how well the section's best passage fits the question's shape. */
  passageFit: 1,
  /** A word carried from the previous question weighs this much against one of the question's own. */
  carried: 0.7,
  /** Sections a word must be rarer than to weigh: weight is log(1 + rarityScale / sections holding it). */
  rarityScale: 400,
  /** Share of the question's weight the section must hold (the words dropped to find any count against it). */
  minCoverage: 0.62,
  /** Share of the question's weight the answer must show (its headings, quote and code). */
  minShown: 0.3,
  /** Fit per share of the question's weight a passage holds itself. */
  inPassage: 1,
  /** Fit per share of the question's weight its headings hold with it: they say what the passage is about. */
  inHeadings: 0.5,
  /** Fit of a passage that states a number, for a number or value question (lost by one that states none, for a number). */
  statesNumber: 0.5,
  /** Fit added when that number is in the unit asked for ("16 validators", "12 hours"). */
  statesUnit: 0.3,
  /** Fit added when a bound is asked for and the passage states one ("up to", "at most"). */
  statesBound: 0.2,
  /** Fit per share of the question's weight its page's title holds, for a how-to: a page about doing it over one that mentions it. */
  titleForHowto: 1,
  /** Fit lost by a section of a sample application's page (words.json `sampleSections`), less the share of the question its title holds: it shows one app, not how the platform does it. */
  samplePage: 1,
  /** Fit of a section whose own heading or page title holds a how-to's action (its first word: "Restore an account" for "restore…"). */
  actionInHeading: 0.6,
  /** Fit per share of the question's weight its page's summary holds (title, description, keywords): the page is about it. */
  inSummary: 0.5,
  /** Fit of a section with code to show, for a how-to. */
  hasCode: 0.1,
  /** Fit of a section whose own heading is the term a definition asks for (a glossary entry). */
  namesSubject: 1,
  /** Fit per share of the question's weight the code block of a how-to holds. */
  inCode: 0.6,
  /** Fit lost per place a passage sits after the section's opening: the opening states the point. */
  laterPassage: 0.02,
  /** Share of the question's weight a step's code must hold for a how-to answered from its page's introduction to quote that step instead. */
  stepCode: 0.2,
  /** Fit lost by a page's introduction, for a how-to or an open question: it says what the page covers, its sections the steps and details. */
  introForHowto: 0.3,
  /** Fit lost by a table row where a sentence is wanted. */
  rowForProse: 0.5,
  /** Fit per share of the question's word pairs the section's own heading has in order ("from Vara to Ethereum"). */
  headingOrder: 0.5,
  /** Fit per share of the question's word pairs a passage has in order ("target block time"). */
  inOrder: 0.5,
  /** Fit of a short section, for a definition (all of it for no words, none at DEFINITION_WORDS): a glossary entry rather than a tour of the term. */
  shortDefinition: 1,
  /** Fit lost by a passage about the page itself ("This page explains…"). */
  meta: 0.5,
  /** Share of the question's weight a heading must hold for the section's opening to be its answer (FAQ entries, glossary terms). */
  headingAnswers: 0.6,
} as const;

/** Sections of the docs whose pages each show one sample application. */
const SAMPLE_SECTIONS = new Set(WORDS.sampleSections);
/** Words of markets and prices: the docs answer them only under a heading that names them. */
const MARKET_WORDS = new Set(WORDS.marketWords.split(' '));

/** Closest pages named when the docs do not answer. */
const MAX_CLOSEST = 3;
/** Words apart two of the question's words may be and still read as its pair ("block time" in "block production time"). */
const PAIR_GAP = 3;
/** Letters a word needs before the index's typo tolerance reads it as a misspelling of another. */
const TYPO_FROM = 5;
/** Words a heading may add to a term and still be its name ("The mailbox"). */
const ARTICLES = new Set(['a', 'an', 'the']);
/** Letters a question's word needs before a longer word it begins stands for it ("gas" is not "gasless"). */
const PREFIX_FROM = 4;
/** Words at which a section no longer reads as a definition (a glossary entry). */
const DEFINITION_WORDS = 60;
/** Prose sentences an answer quotes at most (besides a code block). */
const MAX_SENTENCES = 2;
/** A sentence longer than this is cut at a word (lists run together read as one "sentence"). */
const MAX_SENTENCE_CHARS = 400;

/** The search engine as the assistant asks it, bound to the reader's language. */
export type SectionSearch = {
  /** The sections for a query, ranked as the search ranks them (`EmbeddedIndex.rankSections`). */
  readonly rank: (
    query: string,
    limit: number,
  ) => {readonly sections: readonly RankedSection[]; readonly total: number};
  /** How many sections hold a word as written, or with `prefix` a longer word it begins (`EmbeddedIndex.sectionsHolding`). */
  readonly holding: (word: string, prefix?: boolean) => number;
};

/** The engine's ranking for the reader's language: what the assistant searches with. */
export function sectionSearchOf(
  index: Pick<EmbeddedIndex, 'rankSections' | 'sectionsHolding'>,
  locale: string,
): SectionSearch {
  const facets = [`language:${locale}`];
  return {
    rank: (query, limit) => index.rankSections(query, facets, limit),
    holding: (word, prefix) => index.sectionsHolding(word, facets, prefix),
  };
}

/** Turns a record's URL into the link to show (the search's result-URL rules). */
export type LinkOf = (record: SearchRecord) => string;

/** What the index builder adds for the assistant (the search's details file). */
export type AnswerDetails = Pick<SearchDetailsFile, 'commands' | 'code' | 'tables'> &
  Partial<Pick<SearchDetailsFile, 'summaries' | 'keywords'>>;

const NO_DETAILS: AnswerDetails = {commands: {}, code: {}, tables: {}};

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

/** A section the engine found, with how far up its rank puts it. */
export type Candidate = {
  readonly section: RankedSection;
  /**
   * Its engine score over the best score of the same query, times the share
   * of the question's weight that query asked for: sections found without
   * one of the words rank below those found with all of them.
   */
  readonly rank: number;
};

/** What the engine found for a question (step 2). */
export type Found = {
  /** The sections found, best first. */
  readonly candidates: readonly Candidate[];
  /** Each word of the question (its own and carried ones) with its weight. */
  readonly weights: ReadonlyMap<string, number>;
  /** Words no section holds together with the others: dropped to find any. */
  readonly dropped: readonly string[];
  /** The question's words each word of the docs stands for. */
  readonly match: Matcher;
};

/** How much one word says: the rarer in the index, the more. */
function rarity(sectionsHolding: number): number {
  return Math.log(1 + WEIGHTS.rarityScale / Math.max(1, sectionsHolding));
}

const sum = (words: Iterable<string>, weights: ReadonlyMap<string, number>) => {
  let n = 0;
  for (const w of words) n += weights.get(w) ?? 0;
  return n;
};

/**
 * Step 2: the sections the search engine ranks first for the question's
 * words (`rankSections`, the search modal's ranking). A word no section
 * holds is dropped. When few sections hold all the rest, those that hold
 * all but one join them, ranked below: the index leaves code out, and it
 * does not know "address" in "addresses", so the section that answers may
 * lack a word of the question. When none holds all but one, the commonest
 * word goes and the search is tried again.
 */
export function findSections(search: SectionSearch, reading: Reading): Found {
  const words = [...reading.own, ...reading.carried];
  const weights = new Map<string, number>();
  const holding = new Map<string, number>();
  for (const w of words) {
    // A word the index has only as a typo of another ("mesage") weighs as that one does; a short
    // one is another word ("jest" is not "test"), held only by words it begins ("fund", "funds").
    const exact = search.holding(w);
    const total =
      exact > 0 ? exact : w.length < TYPO_FROM ? search.holding(w, true) : search.rank(w, 0).total;
    holding.set(w, total);
    const own = reading.own.includes(w) ? 1 : WEIGHTS.carried;
    weights.set(w, own * rarity(total));
  }
  let kept = words.filter((w) => (holding.get(w) ?? 0) > 0);
  const dropped = words.filter((w) => !kept.includes(w));
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  const add = (query: readonly string[]) => {
    const {sections} = search.rank(query.join(' '), WEIGHTS.sectionsAsked);
    const top = sections[0]?.score ?? 0;
    const asked = share(query, weights);
    for (const section of sections) {
      if (seen.has(section.record.objectID)) continue;
      seen.add(section.record.objectID);
      candidates.push({section, rank: top > 0 ? (section.score / top) * asked : 0});
    }
  };
  while (kept.length > 0) {
    add(kept);
    if (candidates.length >= WEIGHTS.nearWhenFewer || kept.length < 2) break;
    for (const without of kept) add(kept.filter((w) => w !== without));
    if (candidates.length > 0) break;
    // No section holds all but one: lose the commonest word and try again.
    const commonest = [...kept].sort((x, y) => (holding.get(y) ?? 0) - (holding.get(x) ?? 0))[0];
    kept = kept.filter((w) => w !== commonest);
    dropped.push(commonest as string);
  }
  candidates.sort((x, y) => y.rank - x.rank);
  // A word no section holds is held by no text either ("jest" is a typo away from "test").
  const unknown = words.filter((w) => !(holding.get(w) ?? 0));
  return {
    candidates,
    weights,
    dropped,
    match: matcherOf(words.filter((w) => !unknown.includes(w))),
  };
}

function headingOf(record: SearchRecord): string | null {
  const {hierarchy: h} = record;
  return h.lvl6 ?? h.lvl5 ?? h.lvl4 ?? h.lvl3 ?? h.lvl2 ?? null;
}

/** The section's place in the docs as words: page title, the headings above it, its own. */
function headingText(record: SearchRecord): string {
  const {lvl1, lvl2, lvl3, lvl4, lvl5, lvl6} = record.hierarchy;
  return [lvl1, lvl2, lvl3, lvl4, lvl5, lvl6].filter((h) => h !== null).join(' ');
}

/** A passage chosen to answer from, with what it needs besides. */
export type Choice = {
  readonly section: RankedSection;
  /** The passages quoted, in the section's order. */
  readonly quoted: readonly Passage[];
  /** The code block shown after them (how-tos). */
  readonly code: string | null;
  /** The section the code block comes from, when not this one (a how-to's step on the same page). */
  readonly codeFrom?: RankedSection;
  /** How well the quote fits the question's shape, 0 and up. */
  readonly fit: number;
};

/**
 * Whether a word of a section stands for a word of the question: the
 * engine's own rule (`matchesQueryWord`), with a longer word the question's
 * begins counting as the engine counts it for the word being typed
 * ("uploading" for "upload", "addresses" for "address"), from four letters.
 */
function stands(w: string, q: string): boolean {
  return matchesQueryWord(q, w, q.length >= PREFIX_FROM);
}

/** The question's words each word of the docs stands for, worked out once per word and question. */
type Matcher = (word: string) => readonly string[];

function matcherOf(asked: readonly string[]): Matcher {
  const known = new Map<string, readonly string[]>();
  return (word) => {
    let found = known.get(word);
    if (found === undefined) {
      found = asked.filter((q) => stands(word, q));
      known.set(word, found);
    }
    return found;
  };
}

/** The question's words some text holds. */
function wordsIn(words: readonly string[], match: Matcher): Set<string> {
  const held = new Set<string>();
  for (const w of words) for (const q of match(w)) held.add(q);
  return held;
}

/** Share of the question's weight that some words hold. */
function share(held: Iterable<string>, weights: ReadonlyMap<string, number>): number {
  const total = sum(weights.keys(), weights);
  return total > 0 ? sum(held, weights) / total : 0;
}

/**
 * The code block a how-to shows: of the section's first short block and its
 * commands, the one holding most of the question (the first on a tie).
 */
function codeFor(
  section: RankedSection,
  details: AnswerDetails,
  {weights, match}: Found,
): {code: string | null; share: number} {
  const {objectID} = section.record;
  const first = details.code?.[objectID]?.[1];
  const blocks = [...new Set([...(first ? [first] : []), ...(details.commands[objectID] ?? [])])];
  let best: {code: string | null; share: number} = {code: null, share: 0};
  for (const code of blocks) {
    const held = share(wordsIn(indexWords(code), match), weights);
    if (best.code === null || held > best.share) best = {code, share: held};
  }
  return best;
}

/** Share of the question's weight a page's summary holds: its title, description and keywords. */
function summaryShare(
  record: SearchRecord,
  details: AnswerDetails,
  {weights, match}: Found,
): number {
  const page = record.url_without_anchor;
  const [title, description] = details.summaries?.[page] ?? [record.hierarchy.lvl1, ''];
  const text = [title, description, ...(details.keywords?.[page] ?? [])].join(' ');
  return share(wordsIn(indexWords(text), match), weights);
}

/** What a section's headings say of the question, read once per section. */
type Headings = {
  /** Share of the question's weight in the page title and the headings down to the section's. */
  readonly share: number;
  /** Whether the section's own heading is the question's subject and nothing else ("Voucher", a glossary term). */
  readonly isSubject: boolean;
  /** Whether the section's own heading asks the question (an FAQ entry: "How do I expose RPC safely?"). */
  readonly repeats: boolean;
  /** Share of the question's word pairs its own heading has in the same order ("from Vara to Ethereum"). */
  readonly order: number;
  /** Share of the question's weight in the page title. */
  readonly title: number;
  /** Whether its own heading or the page title holds the question's first word (a how-to's action). */
  readonly action: boolean;
};

/**
 * Share of the question's word pairs ("block time", "vara ethereum": each of
 * its words with the next) that some text has in the same order, close
 * together: "target block time" answers "the block time", "Send from Vara to
 * Ethereum" answers "from Vara to Ethereum" and not "from Ethereum to Vara".
 */
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

function headingsOf(section: RankedSection, reading: Reading, found: Found): Headings {
  const {weights, match} = found;
  const held = wordsIn(indexWords(headingText(section.record)), match);
  const own = indexWords(headingOf(section.record) ?? '');
  /** Whether every word of a heading stands for a word of the question, and they hold most of it. */
  const names = (words: readonly string[]) =>
    words.length > 0 &&
    words.every((w) => match(w).length > 0) &&
    share(wordsIn(words, match), weights) >= WEIGHTS.headingAnswers;
  return {
    share: share(held, weights),
    isSubject: names(own.filter((w) => !ARTICLES.has(w))),
    // An FAQ heading is a question: its small words ("how", "do", "I") say nothing of its subject.
    repeats: names(own.filter((w) => !isStopWord(w))),
    order: inOrder(own, reading.own, match),
    title: share(wordsIn(indexWords(section.record.hierarchy.lvl1), match), weights),
    action:
      reading.own[0] !== undefined &&
      [...own, ...indexWords(section.record.hierarchy.lvl1)].some((w) =>
        match(w).includes(reading.own[0] as string),
      ),
  };
}

/**
 * How well one passage answers, by the question's shape: the share of the
 * question it holds itself (and with its headings), and for a number or a
 * value whether it states one, in the unit asked for.
 */
function fitOf(p: Passage, headings: Headings, reading: Reading, found: Found): number {
  // Under a heading that names the term, a definition need not repeat it ("Per-user storage for messages…").
  const named = reading.shape === 'definition' && headings.isSubject;
  const own = named ? 0 : share(wordsIn(p.words, found.match), found.weights);
  let fit =
    own * WEIGHTS.inPassage +
    inOrder(p.words, reading.own, found.match) * WEIGHTS.inOrder -
    p.position * WEIGHTS.laterPassage;
  if (isMeta(p.text)) fit -= WEIGHTS.meta;
  if (reading.shape === 'quantity' || reading.shape === 'value') {
    const want = quantityOf(reading.question, [...reading.own, ...reading.carried]);
    const number = statesQuantity(p.text, want.versions);
    if (number) fit += WEIGHTS.statesNumber;
    if (number && statesUnit(p.text, want)) fit += WEIGHTS.statesUnit;
    if (want.limit && statesLimit(p.text)) fit += WEIGHTS.statesBound;
    if (reading.shape === 'quantity' && !number) fit -= WEIGHTS.statesNumber;
  } else if (p.row && reading.shape !== 'other') {
    // A table row answers a value (or what a flag or method does); steps and definitions want a sentence.
    fit -= WEIGHTS.rowForProse;
  }
  return fit;
}

/**
 * Step 3 in one section: the passage to quote, shaped by the question. A
 * definition, or a question the heading repeats (an FAQ entry), is answered
 * by the section's opening; anything else by the passage that fits best: for
 * a number or a value the sentence or row that states it, for a how-to the
 * sentence that holds most of the question, followed by the code block.
 */
export function passageIn(
  section: RankedSection,
  reading: Reading,
  found: Found,
  details: AnswerDetails,
): Choice | null {
  const {record} = section;
  const passages = passagesOf(record.content ?? '', details.tables?.[record.objectID]);
  if (passages.length === 0) return null;
  const headings = headingsOf(section, reading, found);
  const fit = (p: Passage) => fitOf(p, headings, reading, found);
  const opening = passages.find((p) => !isMeta(p.text) && !p.row) ?? (passages[0] as Passage);
  const opens =
    reading.shape === 'definition' ||
    (reading.shape !== 'quantity' && reading.shape !== 'value' && headings.repeats);
  let lead = opening;
  let best = fit(opening);
  if (!opens) {
    for (const p of passages) {
      const f = fit(p);
      if (f > best) [lead, best] = [p, f];
    }
  }
  // A how-to's steps start at the section's opening: the sentence that holds
  // the question best comes second, after it.
  let then: Passage | undefined;
  if (reading.shape === 'howto' && lead !== opening && lead.position > opening.position) {
    then = lead;
    lead = opening;
  }
  // The section's own fit, apart from its passage's: what its headings and its code say.
  best = best * WEIGHTS.passageFit + headings.share * WEIGHTS.inHeadings;
  best += headings.order * WEIGHTS.headingOrder;
  if (reading.shape === 'howto') best += summaryShare(record, details, found) * WEIGHTS.inSummary;
  if (SAMPLE_SECTIONS.has(record.hierarchy.lvl0)) best -= WEIGHTS.samplePage * (1 - headings.title);
  if (headings.isSubject && reading.shape === 'definition') best += WEIGHTS.namesSubject;
  // A definition is short; a long section under the term's heading is a tour of it.
  if (reading.shape === 'definition') {
    const length = indexWords(record.content ?? '').length;
    best += WEIGHTS.shortDefinition * Math.max(0, 1 - length / DEFINITION_WORDS);
  }
  let code: string | null = null;
  // A page's introduction says what the page covers; the steps are in its sections.
  if ((reading.shape === 'howto' || reading.shape === 'other') && record.anchor === null)
    best -= WEIGHTS.introForHowto;
  if (reading.shape === 'howto') {
    best += headings.title * WEIGHTS.titleForHowto;
    if (headings.action) best += WEIGHTS.actionInHeading;
    const chosen = codeFor(section, details, found);
    code = chosen.code;
    if (code !== null) best += WEIGHTS.hasCode + chosen.share * WEIGHTS.inCode;
  }
  return {section, quoted: quoteAround(passages, lead, then, code, reading), code, fit: best};
}

/**
 * The passages quoted around the lead: the one it points back to ("Without
 * it, …" needs the sentence "it" stands for), then the lead, then the next
 * sentence unless the lead is a table row or introduces the code shown.
 */
function quoteAround(
  passages: readonly Passage[],
  lead: Passage,
  then: Passage | undefined,
  code: string | null,
  reading: Reading,
): Passage[] {
  const quoted: Passage[] = [];
  const before = passages[lead.position - 1];
  if (before && !before.row && !lead.row && refersBack(lead.text)) quoted.push(before);
  quoted.push(lead);
  if (then) return [...quoted, then].slice(-MAX_SENTENCES);
  const next = passages[lead.position + 1];
  const introducesCode = code !== null && /:$/.test(lead.text);
  // "This page shows how to…" says where the steps are: fine after a how-to's lead, noise after a definition.
  const wanted =
    next &&
    !next.row &&
    !/^see\b/i.test(next.text) &&
    (reading.shape === 'howto' || !isMeta(next.text));
  if (quoted.length < MAX_SENTENCES && wanted && !lead.row && !introducesCode) quoted.push(next);
  return quoted;
}

/**
 * Step 3, over the first sections the engine ranks: each section's passage,
 * weighed with the section's rank, and the best kept.
 */
export function choosePassage(
  found: Found,
  reading: Reading,
  details: AnswerDetails,
): Choice | null {
  const read = found.candidates.slice(0, WEIGHTS.sectionsRead[reading.shape]);
  // A term is defined under a heading that names it (a glossary entry), when one is read.
  const defining =
    reading.shape === 'definition'
      ? read.filter((c) => headingsOf(c.section, reading, found).isSubject)
      : [];
  // A page the engine ranks high lifts all its sections: the page about the question over one that mentions it.
  const pageRank = new Map<string, number>();
  for (const {section, rank} of found.candidates) {
    const page = section.record.url_without_anchor;
    pageRank.set(page, Math.max(pageRank.get(page) ?? 0, rank));
  }
  let best: {choice: Choice; score: number} | null = null;
  for (const {section, rank} of defining.length > 0 ? defining : read) {
    const choice = passageIn(section, reading, found, details);
    // A quantity question is answered by a quote that states one: a section without one is no answer.
    if (!choice || (reading.shape === 'quantity' && !statesAsked(choice, reading))) continue;
    const page = pageRank.get(section.record.url_without_anchor) ?? 0;
    const score = rank * WEIGHTS.engineRank + page * WEIGHTS.pageRank + choice.fit;
    if (!best || score > best.score) best = {choice, score};
  }
  const chosen = best?.choice ?? null;
  return chosen && reading.shape === 'howto' ? toStep(chosen, reading, found, details) : chosen;
}

/**
 * A how-to answered from a page's introduction, or from a section without
 * code, is answered from the page's step: of the sections of the same page
 * the engine found, the one whose code holds most of the question (the call,
 * the command). From an introduction the step's own lead and code are quoted;
 * from a section without code, its quote stays and the step's code is shown.
 */
function toStep(choice: Choice, reading: Reading, found: Found, details: AnswerDetails): Choice {
  const intro = choice.section.record.anchor === null;
  if (!intro && choice.code !== null) return choice;
  const page = choice.section.record.url_without_anchor;
  let best: {section: RankedSection; code: string; share: number} | null = null;
  for (const {section} of found.candidates) {
    if (section.record.url_without_anchor !== page || section === choice.section) continue;
    const {code, share: held} = codeFor(section, details, found);
    if (code !== null && held > 0 && (!best || held > best.share))
      best = {section, code, share: held};
  }
  if (!best) return choice;
  if (intro && best.share >= WEIGHTS.stepCode) {
    const step = passageIn(best.section, reading, found, details);
    if (step?.code != null) return step;
  }
  return choice.code === null ? {...choice, code: best.code, codeFrom: best.section} : choice;
}

/**
 * Step 4: whether the choice answers the question. Its section holds enough
 * of the question's weight (the words dropped to find any section count
 * against it); the quote, with its headings and code, holds part of it; and
 * a number question's quote states a number.
 */
export function judge(choice: Choice, found: Found, reading: Reading): boolean {
  // The index leaves code out: what the code block shown holds counts too.
  const inCode = wordsIn(indexWords(choice.code ?? ''), found.match);
  const inSection = share(
    new Set([...Object.keys(choice.section.words), ...inCode]),
    found.weights,
  );
  if (inSection < WEIGHTS.minCoverage) return false;
  // A how-to whose action no section holds with its subject ("deploy … Solidity") is not in the docs.
  if (reading.shape === 'howto' && found.dropped.includes(reading.own[0] ?? '')) return false;
  // "The current price of VARA" is not the gas price: a market word must be what the section is about.
  const headings = indexWords(headingText(choice.section.record));
  const market = reading.own.filter((w) => MARKET_WORDS.has(w));
  if (market.some((q) => !headings.some((w) => stands(w, q)))) return false;
  const shown = [
    ...indexWords(headingText(choice.section.record)),
    ...choice.quoted.flatMap((p) => p.words),
    ...indexWords(choice.code ?? ''),
  ];
  if (share(wordsIn(shown, found.match), found.weights) < WEIGHTS.minShown) return false;
  return reading.shape !== 'quantity' || statesAsked(choice, reading);
}

/** Whether the quote states a quantity (a release number only when one is asked for). */
function statesAsked(choice: Choice, reading: Reading): boolean {
  const want = quantityOf(reading.question, reading.own);
  return choice.quoted.some((p) => statesQuantity(p.text, want.versions));
}

function sourceOf(record: SearchRecord, linkOf: LinkOf): Source {
  return {url: linkOf(record), page: record.hierarchy.lvl1, section: headingOf(record)};
}

/** When the docs do not answer: the closest pages, one entry each, in the engine's order. */
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

  const found = findSections(search, reading);
  const choice = choosePassage(found, reading, details);
  if (!choice || !judge(choice, found, reading)) {
    return {...empty, sources: closestPages(found, linkOf)};
  }
  const sentences: AnswerSentence[] = choice.quoted.map((p) => ({text: shorten(p), source: 0}));
  const sources = [sourceOf(choice.section.record, linkOf)];
  if (choice.codeFrom) sources.push(sourceOf(choice.codeFrom.record, linkOf));
  if (choice.code !== null)
    sentences.push({text: choice.code, source: sources.length - 1, code: true});
  return {...empty, sentences, sources};
}
