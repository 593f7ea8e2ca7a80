import {describe, expect, it} from 'vitest';
import {escapeHtml, highlight, sanitizeHighlighted, snippet, type Matcher} from '../highlight';

const matcher = (terms: string[], queryTerms: string[] = terms): Matcher => ({
  terms: new Set(terms),
  queryTerms,
});

describe('escapeHtml', () => {
  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#039;&amp;&#039;&lt;/a&gt;',
    );
  });
});

describe('highlight', () => {
  it('marks the matched words, case-insensitively, and escapes the rest', () => {
    expect(highlight('Gas <reservation> & GAS', matcher(['gas']))).toEqual({
      value: '<mark>Gas</mark> &lt;reservation&gt; &amp; <mark>GAS</mark>',
      matchLevel: 'full',
      matchedWords: ['gas'],
      fullyHighlighted: false,
    });
  });

  it('tells full, partial and no matches apart', () => {
    expect(highlight('gas only', matcher(['gas'], ['gas', 'mailbox'])).matchLevel).toBe('partial');
    expect(highlight('nothing here', matcher(['gas']))).toEqual({
      value: 'nothing here',
      matchLevel: 'none',
      matchedWords: [],
    });
    // A prefix match counts for the query word it completes.
    expect(highlight('reservation', matcher(['reservation'], ['reser'])).matchedWords).toEqual([
      'reser',
    ]);
    expect(highlight('Gas', matcher(['gas'])).fullyHighlighted).toBe(true);
  });
});

describe('snippet', () => {
  const text = 'one two three four five six gas seven eight nine ten eleven twelve';

  it('cuts a window around the first match, with ellipses', () => {
    expect(snippet(text, matcher(['gas']), 5)).toEqual({
      value: '…four five six <mark>gas</mark> seven…',
      matchLevel: 'full',
    });
    expect(snippet(text, matcher(['gas']), 5, ' [...] ').value).toBe(
      ' [...] four five six <mark>gas</mark> seven [...] ',
    );
  });

  it('starts at the beginning without a match or when the text is short', () => {
    expect(snippet(text, matcher(['none']), 3)).toEqual({
      value: 'one two three…',
      matchLevel: 'none',
    });
    expect(snippet('a <b> gas', matcher(['gas']), 10).value).toBe('a &lt;b&gt; <mark>gas</mark>');
  });
});

describe('sanitizeHighlighted', () => {
  it('keeps <mark> and escaped text, neutralises any other tag', () => {
    expect(sanitizeHighlighted('<mark>a</mark> &lt;b&gt; <img src=x onerror=alert(1)>')).toBe(
      '<mark>a</mark> &lt;b&gt; &lt;img src=x onerror=alert(1)>',
    );
    expect(sanitizeHighlighted('<mark onclick=x>a</mark><script>')).toBe(
      '&lt;mark onclick=x>a</mark>&lt;script>',
    );
  });
});
