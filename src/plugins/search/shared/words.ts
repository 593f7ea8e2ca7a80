/**
 * The dictionary of the section text (format 3): words mostly recur further
 * apart than gzip's window, so each frequent word is listed once and named by
 * its place:
 *
 *     ~X    word X, one base-62 digit (the 62 most frequent words)
 *     `X    the same word with a capital first letter
 *     |XY   word 62 + XY, two digits (the next 3,844)
 *     $XY   the same word with a capital first letter
 *
 * A code character in the text itself is followed by `!`.
 */

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const BASE = DIGITS.length;
export const MAX_WORDS = BASE + BASE * BASE;

const ONE = '~';
const ONE_CAPITAL = '`';
const TWO = '|';
const TWO_CAPITAL = '$';
const LITERAL = '!';
const CODE_CHAR = /[~`|$]/g;

/** Capitals inside a word end it: lower-casing the first letter is the only change to undo. */
const WORD = /[A-Za-z][a-z0-9_]{2,}/g;
/** A word used fewer times is cheaper spelled out than listed. */
const MIN_USES = 3;

/** The words worth listing for these texts, most used first (ties alphabetically). */
export function buildDictionary(texts: readonly string[]): string[] {
  const uses = new Map<string, number>();
  for (const text of texts) {
    for (const word of text.match(WORD) ?? []) {
      const key = word.toLowerCase();
      uses.set(key, (uses.get(key) ?? 0) + 1);
    }
  }
  return [...uses]
    .filter(([, n]) => n >= MIN_USES)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_WORDS)
    .map(([word]) => word);
}

function code(place: number, capital: boolean): string {
  if (place < BASE) return (capital ? ONE_CAPITAL : ONE) + DIGITS[place];
  const rest = place - BASE;
  return (capital ? TWO_CAPITAL : TWO) + DIGITS[Math.floor(rest / BASE)] + DIGITS[rest % BASE];
}

export function wordEncoder(dictionary: readonly string[]): (text: string) => string {
  const places = new Map(dictionary.map((word, place) => [word, place]));
  return (text) =>
    text
      .replace(CODE_CHAR, (c) => c + LITERAL)
      .replace(WORD, (word) => {
        const key = word.toLowerCase();
        const place = places.get(key);
        return place === undefined ? word : code(place, key[0] !== word[0]);
      });
}

const DIGIT_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < BASE; i++) DIGIT_VALUE[DIGITS.charCodeAt(i)] = i;
const [ONE_CODE, ONE_CAPITAL_CODE, TWO_CODE, TWO_CAPITAL_CODE, LITERAL_CODE] = [
  ONE,
  ONE_CAPITAL,
  TWO,
  TWO_CAPITAL,
  LITERAL,
].map((c) => c.charCodeAt(0));

/** A loop over character codes (faster than a regex callback); throws on a damaged file. */
export function wordDecoder(dictionary: readonly string[]): (text: string) => string {
  const capitalised = dictionary.map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  const digit = (text: string, at: number): number => {
    const c = text.charCodeAt(at);
    const value = c < 128 ? (DIGIT_VALUE[c] as number) : -1;
    if (value < 0) throw new Error(`the search index has a bad word code at ${at}`);
    return value;
  };
  return (text) => {
    let out = '';
    let copied = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      const one = c === ONE_CODE || c === ONE_CAPITAL_CODE;
      if (!one && c !== TWO_CODE && c !== TWO_CAPITAL_CODE) continue;
      out += text.slice(copied, i);
      if (text.charCodeAt(i + 1) === LITERAL_CODE) {
        out += text[i];
        i += 1;
      } else {
        const place = one
          ? digit(text, i + 1)
          : BASE + digit(text, i + 1) * BASE + digit(text, i + 2);
        const word = (c === ONE_CAPITAL_CODE || c === TWO_CAPITAL_CODE ? capitalised : dictionary)[
          place
        ];
        if (word === undefined) throw new Error(`the search index names a missing word ${place}`);
        out += word;
        i += one ? 1 : 2;
      }
      copied = i + 1;
    }
    return copied === 0 ? text : out + text.slice(copied);
  };
}
