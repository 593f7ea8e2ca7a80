/**
 * A section's text as the passages an answer can quote whole: its sentences
 * and its table rows (the index notes where each row starts and ends), and
 * whether a passage states a quantity in the unit a question asks for.
 */
import {indexWords} from '../search/client/engine';
import WORDS from './words.json';

const list = (words: string) => new Set(words.split(' '));
const ABBREVIATIONS = list(WORDS.abbreviations);
const BACK_REFERENCES = list(WORDS.backReferences);
const TIME_UNITS = list(WORDS.timeUnits);
const SIZE_UNITS = list(WORDS.sizeUnits);
const SCALE = list(WORDS.scaleWords);
const NUMBER_WORDS = list(WORDS.numberWords);
const BOUND_WORDS = list(WORDS.boundWords);
const LIMIT_TEXT = new RegExp(`\\b(${WORDS.limitWords.join('|')})\\b`, 'i');
const META = new RegExp(`^(${WORDS.metaOpeners.join('|')})\\b`, 'i');

/** One piece of a section an answer may quote. */
export type Passage = {
  readonly text: string;
  /** Its place among the section's passages (0 is the section's opening). */
  readonly position: number;
  /** A table row (quoted with its header's labels), not a sentence. */
  readonly row: boolean;
  /** Its words as the index reads them, with those inside camel-case names (`readWords`). */
  readonly words: readonly string[];
};

/** A name written in camel case ("withdrawUnbonded", "TotalIssuance"). */
const CAMEL = /\b[a-z]+(?:[A-Z][a-z0-9]+)+\b|\b(?:[A-Z][a-z0-9]+){2,}\b/g;

/**
 * Text as the index reads it, plus the words inside its camel-case names:
 * "withdrawUnbonded" also says "withdraw" and "unbonded", as a reader asks it.
 */
export function readWords(text: string): string[] {
  const parts = text.match(CAMEL)?.map((name) => name.replace(/(?=[A-Z])/g, ' ')) ?? [];
  return indexWords(parts.length > 0 ? `${text} ${parts.join(' ')}` : text);
}

/**
 * Text as sentences: split after ".", "!" or "?" followed by a space and a
 * capital, digit, quote or bracket (not after "e.g." and the like), and at
 * line breaks.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/[\r\n]+/)) {
    let start = 0;
    const end = /[.!?]+["')\]]*\s+(?=["'([\p{Lu}\d])/gu;
    for (let m = end.exec(line); m !== null; m = end.exec(line)) {
      const before = line.slice(start, m.index);
      const lastWord = before.slice(before.lastIndexOf(' ') + 1).toLowerCase();
      if (ABBREVIATIONS.has(lastWord)) continue;
      sentences.push(line.slice(start, m.index + m[0].trimEnd().length));
      start = m.index + m[0].length;
    }
    sentences.push(line.slice(start));
  }
  return sentences.map((s) => s.trim()).filter((s) => /[\p{L}\d]/u.test(s));
}

/** A table row as text: each cell after its header's label ("Port: 9944; Protocol: TCP"). */
function rowText(text: string, row: readonly number[], header: readonly string[]): string {
  const cells = row.slice(0, -1).map((start, i) => text.slice(start, row[i + 1]).trim());
  return cells
    .map((cell, i) => {
      const label = header[i];
      return label && cell !== '' && label !== cell ? `${label}: ${cell}` : cell;
    })
    .filter((cell) => cell !== '')
    .join('; ');
}

/**
 * A section's passages in order: the sentences of its prose and, where the
 * index marked a table, one passage per row (the header row gives the
 * labels and is not a passage itself).
 */
export function passagesOf(
  text: string,
  tables: readonly (readonly (readonly number[])[])[] = [],
): Passage[] {
  const pieces: {text: string; row: boolean}[] = [];
  let cursor = 0;
  const prose = (until: number) => {
    for (const s of splitSentences(text.slice(cursor, until))) pieces.push({text: s, row: false});
  };
  for (const table of tables) {
    const first = table[0];
    const last = table[table.length - 1];
    if (!first || !last || (first[0] as number) < cursor) continue;
    prose(first[0] as number);
    const header = first.slice(0, -1).map((start, i) =>
      text
        .slice(start, first[i + 1])
        .trim()
        .replace(/[:?]$/, ''),
    );
    for (const row of table.slice(1)) pieces.push({text: rowText(text, row, header), row: true});
    cursor = last[last.length - 1] as number;
  }
  prose(text.length);
  return pieces
    .filter((p) => p.text !== '')
    .map((p, position) => ({...p, position, words: readWords(p.text)}));
}

/** Whether a sentence opens by pointing back at the one before it ("Without it, …"). */
export function refersBack(sentence: string): boolean {
  return indexWords(sentence)
    .slice(0, 3)
    .some((w) => BACK_REFERENCES.has(w));
}

/** Whether a sentence is about the page rather than its subject ("This page explains…"). */
export function isMeta(sentence: string): boolean {
  return META.test(sentence);
}

/**
 * Digits that state no quantity: release numbers ("1.10.0", "127.0.0.1")
 * and names with digits in them ("ss58", "u128", "0x1f", "H256").
 */
const NOT_QUANTITY = /\bv?\d+(?:\.\d+){2,}\b|\b0x[\da-f]+\b|\b[\p{L}_][\p{L}\d_]*\d[\p{L}\d_]*/giu;

/** What a quantity question counts or measures, read from its words. */
export type Quantity = {
  /** A release number is the answer ("Which Rust version…?"). */
  readonly versions: boolean;
  /** Words that may follow the number ("validators", "days", "KiB", "%"). */
  readonly units: ReadonlySet<string>;
  /** A bound is asked for ("at most", "maximum"). */
  readonly limit: boolean;
};

/** Reads what a question counts or measures (see `Quantity`). */
export function quantityOf(question: string, subject: readonly string[]): Quantity {
  const q = question.toLowerCase().replace(/\s+/g, ' ');
  const units = new Set<string>();
  // "How many validators": the counted thing is among the next words.
  const many = /\bhow (?:many|much) ((?:[\p{L}\d-]+ ?){1,3})/u.exec(q);
  if (many?.[1]) for (const w of indexWords(many[1])) if (subject.includes(w)) units.add(w);
  if (/\b(how (long|soon|fast|often)|^when|time|duration|delay|deadline|period|interval)\b/.test(q))
    TIME_UNITS.forEach((u) => units.add(u));
  if (
    /\b(how (big|large|much (memory|disk|space|ram|storage|data))|size|memory|disk|ram)\b/.test(q)
  )
    SIZE_UNITS.forEach((u) => units.add(u));
  if (/\b(ratio|rate|percent|percentage|share|inflation|return|roi)\b/.test(q)) units.add('%');
  const bound = indexWords(q).some((w) => BOUND_WORDS.has(w));
  return {versions: /\bversions?\b/.test(q), units, limit: bound || LIMIT_TEXT.test(q)};
}

/** Whether a text states a quantity ("14 days", "85%"), a release number only when one is asked for. */
export function statesQuantity(text: string, versions = false): boolean {
  if (/\d/.test(versions ? text : text.replace(NOT_QUANTITY, ' '))) return true;
  return indexWords(text).some((w) => NUMBER_WORDS.has(w));
}

/** A number (in digits, or a word from two to twelve) and the one or two words after it. */
const NUMBER_AND_UNIT = new RegExp(
  `(?:\\d[\\d,.]*|\\b(?:${[...NUMBER_WORDS].join('|')})\\b)\\s*(%?)\\s*((?:[\\p{L}]+\\s+){0,1}[\\p{L}]+)?`,
  'giu',
);

/** Whether a number in the text is followed by a unit the question asks for ("16 validators", "85%"). */
export function statesUnit(text: string, want: Quantity): boolean {
  if (want.units.size === 0) return false;
  for (const m of text.matchAll(NUMBER_AND_UNIT)) {
    if (m[1] === '%' && want.units.has('%')) return true;
    const words = indexWords(m[2] ?? '');
    const unit = words[0] !== undefined && SCALE.has(words[0]) ? words[1] : words[0];
    if (unit !== undefined && (want.units.has(unit) || want.units.has(unit.replace(/s$/, ''))))
      return true;
  }
  return false;
}

/** Whether a text states a bound ("up to 16", "at most"). */
export function statesLimit(text: string): boolean {
  return LIMIT_TEXT.test(text);
}
