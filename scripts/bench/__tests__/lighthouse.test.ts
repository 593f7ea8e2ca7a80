import {describe, expect, it} from 'vitest';
import {LIGHTHOUSE_PAGES, median} from '../lighthouse.mjs';

describe('median', () => {
  it('takes the middle of an odd count, unsorted input', () => {
    expect(median([97, 88, 100])).toBe(97);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([1.9, 2.3])).toBeCloseTo(2.1);
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
