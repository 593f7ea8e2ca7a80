import {describe, expect, it} from 'vitest';
import {foldTerm} from '../foldTerm';
import {isFunctionWord, relatedStems, stemTerm} from '../terms';

describe('foldTerm', () => {
  it('lower-cases and drops accents', () => {
    expect(foldTerm('Français')).toBe('francais');
    expect(foldTerm('GAS')).toBe('gas');
    expect(foldTerm('Ǆ')).toBe('dž'.normalize('NFKD').replace(/\p{M}/gu, ''));
  });
});

describe('stemTerm', () => {
  it('brings plurals and verb forms to one stem', () => {
    const same = (...words: string[]) => new Set(words.map(stemTerm)).size;
    expect(same('delay', 'delays', 'delayed', 'delaying')).toBe(1);
    expect(same('create', 'created', 'creates', 'creating')).toBe(1);
    expect(same('stake', 'staking', 'staked')).toBe(1);
    expect(same('time', 'timed', 'timing', 'times')).toBe(1);
    expect(same('stop', 'stopped', 'stopping')).toBe(1);
    expect(same('policy', 'policies')).toBe(1);
    expect(same('address', 'addresses')).toBe(1);
    expect(same('era', 'eras')).toBe(1);
  });

  it('leaves short words, non-plurals, identifiers and other scripts whole', () => {
    for (const word of [
      'gas',
      'fee',
      'status',
      'genesis',
      'class',
      'string',
      'ss58',
      'u128',
      'français',
    ])
      expect(stemTerm(word)).toBe(word);
    expect(stemTerm('need')).toBe('need');
    expect(stemTerm('free')).toBe('free');
  });
});

describe('isFunctionWord', () => {
  it('knows the small words that say how, not what', () => {
    expect(['for', 'from', 'the', 'how', 'to'].every(isFunctionWord)).toBe(true);
    expect(['gas', 'reply', 'wait', 'program'].some(isFunctionWord)).toBe(false);
  });
});

describe('relatedStems', () => {
  it('reads the shared table of related words by stem', () => {
    expect(relatedStems('listening')).toContain(stemTerm('subscribe'));
    expect(relatedStems('subscribed')).toContain(stemTerm('listen'));
    expect(relatedStems('gas')).toEqual([]);
  });
});
