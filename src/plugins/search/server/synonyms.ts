/**
 * Related terms from the docs, for the docs assistant's questions: a glossary
 * definition's head noun names its term ("VARA: The native token of…" makes
 * "token" lead to "vara"), and headings "A: B" or "A (B)" alias A and B.
 */
import {foldTerm} from '../../../utils/terms';
import type {SearchRecord} from '../shared/types';

/** Sorted for a stable file. */
export type Synonyms = Record<string, string[]>;

const WORD = /[\p{L}\p{N}]+/gu;
const COMPOUND = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;
const FILLER = new Set(
  (
    'a an the of for to in on at by with and or from as is are be its their this that these ' +
    'those your you it into than then via per each any all one two short used using anything ' +
    'everything something bit way set list kind part'
  ).split(' '),
);
const HEAD_END = new Set(
  'of for to in on at by with from that which who where when whose what an a the and or as'.split(
    ' ',
  ),
);
/** Past participles without "-ed" that open a clause after the head ("VARA sent with a message"). */
const PARTICIPLES = new Set(
  'sent chosen given taken made built held known written shown kept paid set run done'.split(' '),
);

/** A participle or an adverb opens a clause about the head ("A reply created by…"). */
function endsHead(word: string): boolean {
  return (word.length > 4 && word.endsWith('ed')) || PARTICIPLES.has(word) || word.endsWith('ly');
}

const MAX_RELATED = 6;

function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).map(foldTerm);
}

function meaningful(words: readonly string[]): string[] {
  return words.filter((w) => w.length > 2 && !FILLER.has(w) && !/^\d+$/.test(w));
}

function relate(into: Map<string, Set<string>>, from: string, to: readonly string[]): void {
  for (const word of to) {
    if (word === from) continue;
    let set = into.get(from);
    if (!set) into.set(from, (set = new Set()));
    set.add(word);
  }
}

/** The head noun of a definition: the last word of its opening noun phrase. */
export function definitionHead(definition: string): string | null {
  const first = definition.split(/[.:;,(]/, 1)[0] ?? '';
  // "on-chain" and "block-production" are one word here, not a preposition and a noun.
  const words = (first.match(COMPOUND) ?? []).map(foldTerm);
  let i = 0;
  if (words[i] === 'a' || words[i] === 'an' || words[i] === 'the') i++;
  // "Short for gas reservation": the head is the term it stands for.
  if (words[i] === 'short' && words[i + 1] === 'for') i += 2;
  // Defined by an action or a count: no noun.
  const opening = words[i] ?? '';
  if (opening.endsWith('ing') || /^(two|three|several|many)$/.test(opening)) return null;
  let head: string | null = null;
  for (let n = 0; i < words.length && n < 4; i++, n++) {
    const word = words[i] as string;
    if (HEAD_END.has(word) || (head !== null && endsHead(word))) break;
    head = word;
  }
  return head && head.length > 2 && !FILLER.has(head) ? head : null;
}

function isGlossary(record: SearchRecord): boolean {
  return /\/glossary$/.test(record.url_without_anchor) && record.hierarchy.lvl3 !== null;
}

/** Related terms from glossary entries and aliasing headings. */
export function buildSynonyms(records: readonly SearchRecord[]): Synonyms {
  const related = new Map<string, Set<string>>();
  // A head noun that is a glossary term itself is a kind of it, not its name.
  const glossaryTerms = new Set(
    records.filter(isGlossary).flatMap((r) => wordsOf(r.hierarchy.lvl3 ?? '')),
  );

  for (const record of records) {
    const {hierarchy: h} = record;
    const own = h.lvl6 ?? h.lvl5 ?? h.lvl4 ?? h.lvl3 ?? h.lvl2;
    if (isGlossary(record) && record.hierarchy.lvl3 && record.content) {
      const term = meaningful(wordsOf(record.hierarchy.lvl3));
      const head = definitionHead(record.content);
      if (head && term.length > 0 && !glossaryTerms.has(head)) relate(related, head, term);
    }
    // "Gasless: vouchers", "Signless: sessions (temporary keys)".
    const alias = own ? /^([^:()]+?)\s*(?::|\()\s*([^:()]+?)\)?$/.exec(own) : null;
    if (alias) {
      const a = meaningful(wordsOf(alias[1] as string));
      const b = meaningful(wordsOf(alias[2] as string));
      if (a.length === 1 && b.length === 1) {
        relate(related, a[0] as string, b);
        relate(related, b[0] as string, a);
      }
    }
  }

  const out: Synonyms = {};
  for (const word of [...related.keys()].sort()) {
    out[word] = [...(related.get(word) as Set<string>)].sort().slice(0, MAX_RELATED);
  }
  return out;
}
