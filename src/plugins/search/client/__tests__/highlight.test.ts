import {describe, expect, it} from 'vitest';
import {escapeHtml, highlight, snippet, type Matcher} from '../highlight';

const matcher = (terms: string[]): Matcher => ({terms: new Set(terms)});

describe('escapeHtml', () => {
  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#039;&amp;&#039;&lt;/a&gt;',
    );
  });
});

describe('highlight', () => {
  it('marks the matched words, case-insensitively, and escapes the rest', () => {
    expect(highlight('Gas <reservation> & GAS', matcher(['gas']))).toBe(
      '<mark>Gas</mark> &lt;reservation&gt; &amp; <mark>GAS</mark>',
    );
    expect(highlight('nothing here', matcher(['gas']))).toBe('nothing here');
  });

  it('marks the words the index holds as it folds them, split where the index splits', () => {
    expect(highlight('Réservation: gstd::msg::reply_to', matcher(['reservation', 'msg']))).toBe(
      '<mark>Réservation</mark>: gstd::<mark>msg</mark>::reply_to',
    );
    // A matched term inside a longer word is not that word.
    expect(highlight('gasless gas', matcher(['gas']))).toBe('gasless <mark>gas</mark>');
  });
});

describe('snippet', () => {
  const text = 'one two three four five six gas seven eight nine ten eleven twelve';

  it('cuts a window around the first match, with ellipses', () => {
    expect(snippet(text, matcher(['gas']), 5)).toBe('…four five six <mark>gas</mark> seven…');
  });

  it('starts at the beginning without a match or when the text is short', () => {
    expect(snippet(text, matcher(['none']), 3)).toBe('one two three…');
    expect(snippet('a <b> gas', matcher(['gas']), 10)).toBe('a &lt;b&gt; <mark>gas</mark>');
  });
});
