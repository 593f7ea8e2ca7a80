import {describe, expect, it} from 'vitest';
import {foldTerm} from '../terms';

describe('foldTerm', () => {
  it('lower-cases and drops accents', () => {
    expect(foldTerm('Français')).toBe('francais');
    expect(foldTerm('GAS')).toBe('gas');
    expect(foldTerm('Ǆ')).toBe('dž'.normalize('NFKD').replace(/\p{M}/gu, ''));
  });
});
