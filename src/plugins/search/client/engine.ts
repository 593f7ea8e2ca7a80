/** MiniSearch over the site's records, answering requests in the hosted service's shape. */
import leven from 'leven';
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {nextTask} from '../../../utils/idle';
import {foldTerm} from '../../../utils/foldTerm';
import {isFunctionWord, relatedStems, stemTerm} from '../../../utils/terms';
import {decodeIndex, type EncodedIndex} from '../shared/format';
import {LEVELS, type Level, type SearchRecord} from '../shared/types';
import {escapeRegExp, highlight, SEPARATORS, snippet} from './highlight';

/** The service's `facetFilters` ("attribute:value"): the outer list AND, an inner list OR. */
export type FacetFilters = readonly (string | readonly string[])[];

export function facetPredicate(filters: FacetFilters = []): (record: SearchRecord) => boolean {
  const test = (filter: string) => {
    const colon = filter.indexOf(':');
    const field = filter.slice(0, colon) as keyof SearchRecord;
    // A filter without "attribute:" matches nothing, as an unknown facet would.
    return (record: SearchRecord) => colon > 0 && record[field] === filter.slice(colon + 1);
  };
  const tests = filters.map((clause) => (typeof clause === 'string' ? [clause] : clause).map(test));
  return (record) => tests.every((any) => any.some((matches) => matches(record)));
}

/** One request of `search({requests})`; the engine reads these of the service's parameters. */
export type SearchRequest = {
  readonly indexName: string;
  readonly query?: string;
  readonly hitsPerPage?: number;
  readonly page?: number;
  readonly facetFilters?: FacetFilters;
  /** The content snippet's length, "content:15"; no other attribute is snippeted. */
  readonly attributesToSnippet?: readonly string[];
  readonly [other: string]: unknown;
};

type Highlighted = {readonly value: string};

/** A record with its highlights, in the service's shape; the snippet stands for `content`. */
export type SearchHit = SearchRecord & {
  _highlightResult: {hierarchy: Partial<Record<Level, Highlighted>>};
  _snippetResult: {content?: Highlighted};
};

/** The fields of the service's answer that the modal and the page read. */
export type SearchResponse = {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  query: string;
};

export const MAX_QUERY_LENGTH = 512;
export const MAX_QUERY_TERMS = 16;
/** Typos: a fifth of the letters, two at most, in words of 4 to 32 letters (longer: identifiers). */
const MAX_FUZZY_TERM_LENGTH = 32;
const FUZZY_SHARE = 0.2;
const MAX_FUZZY = 2;
const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;
const DEFAULT_SNIPPET_WORDS = 15;

/**
 * The page title weighs most, then headings; a word's other forms ("delays" for "delayed") and
 * related words (utils/related-terms.json) count less than the word as typed.
 */
const BOOST = {title: 3, heading: 2, parents: 0.5, content: 1};
const FORM_BOOST = 0.15;
const RELATED_BOOST = 0.1;

/** Title and heading, folded as the index folds words. */
type HeadingFields = {readonly title: string; readonly heading: string};

/** Sections whose title or heading hold every folded term (the last as a prefix), best first. */
export function scanHeadings(
  sections: readonly HeadingFields[],
  terms: readonly string[],
  accept: (id: number) => boolean,
): SearchResult[] {
  if (terms.length === 0) return [];
  const patterns = terms.map((term, i) => {
    const rest = i === terms.length - 1 ? `[^${SEPARATORS}]*` : `(?![^${SEPARATORS}])`;
    return new RegExp(`(?<![^${SEPARATORS}])${escapeRegExp(term)}${rest}`, 'u');
  });
  const found: {result: SearchResult; length: number}[] = [];
  sections.forEach((section, id) => {
    const match: Record<string, (keyof HeadingFields)[]> = {};
    let score = 0;
    for (const pattern of patterns) {
      let matched = false;
      for (const field of ['title', 'heading'] as const) {
        const word = pattern.exec(section[field])?.[0];
        if (word === undefined) continue;
        matched = true;
        score += BOOST[field];
        (match[word] ??= []).push(field);
      }
      if (!matched) return;
    }
    if (!accept(id)) return;
    found.push({
      result: {id, score, terms: Object.keys(match), queryTerms: [...terms], match},
      length: section.heading.length,
    });
  });
  // Then the shorter heading, the more to the point.
  found.sort((a, b) => b.result.score - a.result.score || a.length - b.length);
  return found.map((f) => f.result);
}

const ownLevel = (record: SearchRecord): Level =>
  record.type === 'content' ? 'lvl1' : record.type;

function toDoc(record: SearchRecord, id: number) {
  const own = ownLevel(record);
  const ownIndex = LEVELS.indexOf(own);
  const parents = [record.hierarchy.lvl0];
  for (let i = 2; i < ownIndex; i++) {
    const value = record.hierarchy[LEVELS[i] as Level];
    if (value) parents.push(value);
  }
  return {
    id,
    title: record.hierarchy.lvl1,
    // A page's own record is found by its title as a section by its heading: it outranks them.
    heading: record.hierarchy[own] ?? '',
    parents: parents.join(' '),
    // Decoded on first read (format.ts), when the full text is indexed.
    get content() {
      return record.content ?? '';
    },
  };
}

type IndexedDoc = ReturnType<typeof toDoc>;

const processTerm = (term: string): string | null => foldTerm(term) || null;

const foldAll = (terms: readonly string[]) =>
  terms.map(processTerm).filter((t): t is string => t !== null);

function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : fallback;
  return Math.min(Math.max(n, min), max);
}

/** Words of the content snippet; none when the request names only other attributes. */
function snippetWords(request: SearchRequest): number | null {
  const spec = (request.attributesToSnippet ?? ['content']).find((s) => s.startsWith('content'));
  return spec === undefined
    ? null
    : clampInt(Number(spec.split(':')[1]), DEFAULT_SNIPPET_WORDS, 1, 200);
}

/** The index's words by stem, noted as indexed: a query word also finds its stem's other forms. */
class Forms {
  private readonly seen = new Set<string>();
  private readonly byStem = new Map<string, string[]>();

  note(term: string): void {
    if (this.seen.has(term)) return;
    this.seen.add(term);
    const stem = stemTerm(term);
    const forms = this.byStem.get(stem);
    if (forms) forms.push(term);
    else this.byStem.set(stem, [term]);
  }

  of(term: string): string[] {
    return (this.byStem.get(stemTerm(term)) ?? []).filter((t) => t !== term);
  }

  related(term: string): string[] {
    return relatedStems(term).flatMap((stem) => this.byStem.get(stem) ?? []);
  }
}

function newMiniSearch(forms: Forms): MiniSearch<IndexedDoc> {
  return new MiniSearch<IndexedDoc>({
    fields: ['title', 'heading', 'parents', 'content'],
    processTerm: (term, field) => {
      const folded = processTerm(term);
      // Called with a field when indexing, without one for a query.
      if (folded !== null && field !== undefined) forms.note(folded);
      return folded;
    },
  });
}

type Matching = (terms: readonly string[], accept: (id: number) => boolean) => SearchResult[];

/** Words a section must hold: small ones ("for", "the") only if all are, or last ("to…ken"). */
function requiredTerms(terms: readonly string[]): readonly string[] {
  const small = (t: string) => isFunctionWord(foldTerm(t));
  const kept = terms.filter((t, i) => i === terms.length - 1 || !small(t));
  return kept.some((t) => !small(t)) ? kept : terms;
}

/** MiniSearch's own tokenizer splits the indexed text the same way. */
const WORD_BREAK = /[\n\r\p{Z}\p{P}]+/u;

function termsOf(query: string): string[] {
  return query
    .split(WORD_BREAK)
    .filter((t) => t !== '')
    .slice(0, MAX_QUERY_TERMS);
}

/** Text split and folded as every section was indexed (the docs assistant matches with it). */
export const indexWords = (text: string): string[] => foldAll(text.split(WORD_BREAK));

export const queryWords = (query: string): string[] =>
  foldAll(termsOf(query.slice(0, MAX_QUERY_LENGTH)));

function fuzzyOf(term: string): number | false {
  return term.length > 3 && term.length <= MAX_FUZZY_TERM_LENGTH ? FUZZY_SHARE : false;
}

/** The same word, another form, a related word, a typo within tolerance, or (last word) a prefix. */
export function matchesQueryWord(queryWord: string, word: string, last: boolean): boolean {
  if (word === queryWord || (last && word.startsWith(queryWord))) return true;
  const stem = stemTerm(word);
  if (stem === stemTerm(queryWord) || relatedStems(queryWord).includes(stem)) return true;
  const fuzzy = fuzzyOf(queryWord);
  if (fuzzy === false) return false;
  const max = Math.min(MAX_FUZZY, Math.round(queryWord.length * fuzzy));
  return max > 0 && leven(queryWord, word, {maxDistance: max + 1}) <= max;
}

/** A section as the search ranks it, with its whole record and the index words per query word. */
export type RankedSection = {
  readonly record: SearchRecord;
  readonly score: number;
  readonly words: Readonly<Record<string, readonly string[]>>;
};

function wordsByQueryWord(
  query: readonly string[],
  matched: readonly string[],
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  query.forEach((q, i) => {
    const forms = matched.filter((w) => matchesQueryWord(q, w, i === query.length - 1));
    if (forms.length > 0) out[q] = forms;
  });
  return out;
}

/** The headings answer one-letter and early queries; `complete()` indexes the full text in steps. */
export class EmbeddedIndex {
  private readonly docs: readonly IndexedDoc[];
  private folded: readonly HeadingFields[] | null = null;
  private full: MiniSearch<IndexedDoc> | null = null;
  private readonly forms = new Forms();
  private completing: Promise<void> | null = null;

  constructor(private readonly records: readonly SearchRecord[]) {
    this.docs = records.map(toDoc);
  }

  /** Indexes the full text in steps of about `sliceMs`, awaiting `pause` between them. */
  complete(sliceMs = 8, pause: () => Promise<void> = nextTask): Promise<void> {
    this.completing ??= (async () => {
      const mini = newMiniSearch(this.forms);
      let sliceStart = performance.now();
      for (const doc of this.docs) {
        // A query that could not wait has indexed everything at once.
        if (this.full) return;
        mini.add(doc);
        if (performance.now() - sliceStart > sliceMs) {
          await pause();
          sliceStart = performance.now();
        }
      }
      this.full ??= mini;
    })();
    return this.completing;
  }

  isReadyFor(request: SearchRequest): boolean {
    return this.full !== null || this.matchingFor(String(request.query ?? '')) === this.scan;
  }

  private fullIndex(): MiniSearch<IndexedDoc> {
    if (!this.full) (this.full = newMiniSearch(this.forms)).addAll(this.docs);
    return this.full;
  }

  get size(): number {
    return this.records.length;
  }

  search(request: SearchRequest): SearchResponse {
    return this.answer(request, this.matchingFor(String(request.query ?? '')));
  }

  /** One letter matches thousands of body words: only the headings answer it. */
  private matchingFor(query: string): Matching {
    const terms = termsOf(query.slice(0, MAX_QUERY_LENGTH));
    return terms.length === 1 && terms[0]?.length === 1 ? this.scan : this.fullText;
  }

  /** What `search` finds as whole records (for the docs assistant); `anyWord`: its fallback's. */
  rankSections(
    query: string,
    facetFilters?: FacetFilters,
    limit = DEFAULT_HITS_PER_PAGE,
    anyWord = false,
  ): {sections: RankedSection[]; total: number} {
    const text = query.slice(0, MAX_QUERY_LENGTH);
    const matching: Matching = anyWord
      ? (typed, accept) => this.fullTextWith(requiredTerms(typed), accept, 'OR')
      : this.matchingFor(text);
    const results = this.match(matching, text, facetFilters);
    const words = queryWords(text);
    const sections = results.slice(0, Math.max(0, limit)).map((result) => ({
      record: this.records[result.id as number] as SearchRecord,
      score: result.score,
      words: wordsByQueryWord(words, result.terms),
    }));
    return {sections, total: results.length};
  }

  /** How many sections hold a word (no typo; with `prefix`, a word it begins): its rarity. */
  sectionsHolding(word: string, facetFilters?: FacetFilters, prefix = false): number {
    const term = processTerm(word);
    if (term === null) return 0;
    const accept = facetPredicate(facetFilters);
    return this.fullIndex().search(term, {
      prefix,
      filter: (result) => accept(this.records[result.id as number] as SearchRecord),
    }).length;
  }

  /** The headings' answer, or null when they match nothing (the text may: never say "none" early). */
  searchHeadings(request: SearchRequest): SearchResponse | null {
    const response = this.answer(request, this.scan);
    return response.nbHits > 0 ? response : null;
  }

  private readonly scan: Matching = (terms, accept) => {
    this.folded ??= this.docs.map((d) => ({
      title: foldTerm(d.title),
      heading: foldTerm(d.heading),
    }));
    return scanHeadings(this.folded, foldAll(terms), accept);
  };

  /** One query word: as typed (typos, and a prefix if last), its other forms, its related words. */
  private wordQuery(term: string, last: boolean): Query {
    const folded = processTerm(term);
    if (folded === null) return term;
    const forms = this.forms.of(folded);
    const related = this.forms.related(folded).filter((t) => t !== folded && !forms.includes(t));
    return {
      queries: [[folded, ...forms, ...related].join(' ')],
      combineWith: 'OR',
      prefix: (_t, i) => last && i === 0,
      fuzzy: (t, i) => (i === 0 ? fuzzyOf(t) : false),
      boostTerm: (_t, i) => (i === 0 ? 1 : i <= forms.length ? FORM_BOOST : RELATED_BOOST),
    };
  }

  /** Sections holding every word; when none does, those holding the most ("wipe chain data"). */
  private readonly fullText: Matching = (typed, accept) => {
    const terms = requiredTerms(typed);
    const all = this.fullTextWith(terms, accept, 'AND');
    return all.length > 0 || terms.length < 2 ? all : this.fullTextWith(terms, accept, 'OR');
  };

  private fullTextWith(
    terms: readonly string[],
    accept: (id: number) => boolean,
    combineWith: 'AND' | 'OR',
  ): SearchResult[] {
    const index = this.fullIndex();
    const queries = terms.map((t, i) => this.wordQuery(t, i === terms.length - 1));
    const typed = foldAll(terms);
    const filter = (result: SearchResult) => accept(result.id as number);
    const results = index.search(
      {queries, combineWith},
      {boost: BOOST, maxFuzzy: MAX_FUZZY, filter},
    );
    // MiniSearch multiplies a score by the query terms a section holds: counted
    // per typed word, not per form; ranked first by how many of them it holds.
    for (const r of results) {
      const words =
        combineWith === 'AND'
          ? typed
          : typed.filter((q, i) =>
              r.terms.some((t) => matchesQueryWord(q, t, i === typed.length - 1)),
            );
      r.score = (r.score / Math.max(1, r.queryTerms.length)) * words.length;
      r.queryTerms = words;
    }
    return results.sort((a, b) => b.queryTerms.length - a.queryTerms.length || b.score - a.score);
  }

  private answer(request: SearchRequest, matching: Matching): SearchResponse {
    const query = String(request.query ?? '').slice(0, MAX_QUERY_LENGTH);
    const hitsPerPage = clampInt(request.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE);
    const page = clampInt(request.page, 0, 0, Number.MAX_SAFE_INTEGER);
    const results = this.match(matching, query, request.facetFilters);
    const slice = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    return {
      hits: slice.map((result) => this.toHit(result, request)),
      nbHits: results.length,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(results.length / hitsPerPage),
      query,
    };
  }

  private match(matching: Matching, query: string, facetFilters?: FacetFilters): SearchResult[] {
    const terms = termsOf(query);
    if (terms.length === 0) return [];
    const accept = facetPredicate(facetFilters);
    return matching(terms, (id) => accept(this.records[id] as SearchRecord));
  }

  private toHit(result: SearchResult, request: SearchRequest): SearchHit {
    const record = this.records[result.id as number] as SearchRecord;
    const matcher = {terms: new Set(result.terms)};
    const hierarchy: SearchHit['_highlightResult']['hierarchy'] = {};
    for (const level of LEVELS) {
      const value = record.hierarchy[level];
      if (value !== null) hierarchy[level] = {value: highlight(value, matcher)};
    }
    const fields = Object.values(result.match).flat();
    const words = snippetWords(request);
    const text = record.content;
    // Where the index holds no matched word in the text, the snippet need not look for one.
    const inText = fields.includes('content') ? matcher : {terms: new Set<string>()};
    const shown = words === null || text === null ? null : {value: snippet(text, inText, words)};

    // Found by its text, a section shows the text ("content" hit); else its heading.
    const byText = fields.includes('content') && !fields.includes('heading');
    const type = ownLevel(record) !== 'lvl1' && byText ? 'content' : record.type;

    return {
      ...record,
      // The page draws the snippet: the full text would only weigh on the answer.
      content: shown ? null : text,
      type,
      _highlightResult: {hierarchy},
      _snippetResult: shown ? {content: shown} : {},
    };
  }
}

/** The index decoded from the file at `url`. */
export function buildEmbeddedIndex(url: string, encoded: EncodedIndex): EmbeddedIndex {
  try {
    return new EmbeddedIndex(decodeIndex(encoded));
  } catch (cause) {
    throw new Error(`search: ${url} is not a search index`, {cause});
  }
}
