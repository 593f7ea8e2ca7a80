import {describe, expect, it} from 'vitest';
import {buildDictionary, MAX_WORDS, wordDecoder, wordEncoder} from '../format';

const roundTrip = (dictionary: readonly string[], text: string): string =>
  wordDecoder(dictionary)(wordEncoder(dictionary)(text));

describe('buildDictionary', () => {
  it('lists words used three times or more, most used first, case folded', () => {
    const texts = [
      'Program sends a message.',
      'The program replies; the message waits.',
      'program message gas gas gas',
    ];
    // "program" 3 (once capitalised), "message" 3, "gas" 3, "the" 2 (too few), "a" too short.
    expect(buildDictionary(texts)).toEqual(['gas', 'message', 'program']);
  });

  it('stops at what two-digit codes can name', () => {
    const many = Array.from({length: MAX_WORDS + 10}, (_, i) => `w${i.toString(36)}x `.repeat(3));
    expect(buildDictionary(many)).toHaveLength(MAX_WORDS);
  });
});

describe('wordEncoder and wordDecoder', () => {
  const dictionary = buildDictionary([
    ...Array.from({length: 70}, (_, i) => `word${i} `.repeat(100 - i)),
    'program program program Message message message',
  ]);

  it('writes listed words as codes and gives the text back exactly', () => {
    const encode = wordEncoder(dictionary);
    const text = 'Word0 and word69: the program sends a Message to word3.';
    const encoded = encode(text);
    expect(encoded).toBe('`0 and |07: the |09 sends a $08 to ~3.');
    expect(roundTrip(dictionary, text)).toBe(text);
  });

  it('keeps the code characters of the text, and everything else as it was', () => {
    for (const text of [
      '~ ` | $ ~! $$ 5 $ and `code` | table | row ~/.cargo',
      'Ünïcode wörds, CAPITALS, camelCaseProgram, snake_case_message, x1y2, ~~~word1',
      '',
      '!~!`!|!$!',
    ]) {
      expect(roundTrip(dictionary, text)).toBe(text);
    }
  });

  it('refuses a code that names no word', () => {
    const decode = wordDecoder(['one']);
    expect(decode('~0')).toBe('one');
    expect(() => decode('~1')).toThrow(/missing word 1/);
    expect(() => decode('|?x')).toThrow(/bad word code/);
  });
});
