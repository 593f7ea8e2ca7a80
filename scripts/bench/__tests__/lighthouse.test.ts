import {describe, expect, it} from 'vitest';
import {LIGHTHOUSE_PAGES, median, withinBudget} from '../lighthouse.mjs';

describe('median', () => {
  it('takes the middle of an odd count, unsorted input', () => {
    expect(median([97, 88, 100])).toBe(97);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([1.9, 2.3])).toBeCloseTo(2.1);
  });
});

describe('withinBudget', () => {
  it('reads scores as "at least" and timings as "at most"', () => {
    expect(withinBudget({value: 95, budget: 95, better: 'higher'})).toBe(true);
    expect(withinBudget({value: 94, budget: 95, better: 'higher'})).toBe(false);
    expect(withinBudget({value: 150, budget: 150, better: 'lower'})).toBe(true);
    expect(withinBudget({value: 151, budget: 150, better: 'lower'})).toBe(false);
  });

  it('fails a page that could not be measured (NaN)', () => {
    expect(withinBudget({value: NaN, budget: 100, better: 'higher'})).toBe(false);
    expect(withinBudget({value: NaN, budget: 0.01, better: 'lower'})).toBe(false);
  });
});

describe('LIGHTHOUSE_PAGES', () => {
  it('covers the six page types of the budget', () => {
    expect(LIGHTHOUSE_PAGES.map((p) => p.path)).toEqual([
      '/',
      '/docs/welcome',
      '/docs/api/send-message',
      '/docs/about/technology/actor-model',
      '/docs/tokenomics',
      '/search?q=gas',
    ]);
  });
});
