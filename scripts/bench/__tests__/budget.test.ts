import {describe, expect, it} from 'vitest';
import {budgetText, overBudget} from '../budget.mjs';

describe('overBudget', () => {
  it('reads scores as "at least" and timings and sizes as "at most"', () => {
    expect(overBudget({value: 95, budget: 95, better: 'higher'})).toBe(false);
    expect(overBudget({value: 94, budget: 95, better: 'higher'})).toBe(true);
    expect(overBudget({value: 150, budget: 150, better: 'lower'})).toBe(false);
    expect(overBudget({value: 151, budget: 150, better: 'lower'})).toBe(true);
    expect(overBudget({value: 151, budget: 150})).toBe(true);
  });

  it('fails a figure that could not be measured (NaN), and passes one without a budget', () => {
    expect(overBudget({value: NaN, budget: 100, better: 'higher'})).toBe(true);
    expect(overBudget({value: NaN, budget: 0.01, better: 'lower'})).toBe(true);
    expect(overBudget({value: 1e9})).toBe(false);
  });
});

describe('budgetText', () => {
  it('names the direction, the budget and its unit', () => {
    expect(budgetText({budget: 95, better: 'higher', unit: 'score'})).toBe('≥ 95 score');
    expect(budgetText({budget: 150, unit: 'KiB'})).toBe('≤ 150 KiB');
    expect(budgetText({budget: 0.1, better: 'lower', unit: ''})).toBe('≤ 0.1');
    expect(budgetText({unit: 'ms'})).toBe('');
  });
});
