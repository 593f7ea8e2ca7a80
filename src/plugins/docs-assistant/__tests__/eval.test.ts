import {describe, expect, it} from 'vitest';
import set from '../eval/questions.json';
import {runEval, type EvalQuestion} from '../eval/score';
import type {Answer} from '../answer';

const questions = set.questions as EvalQuestion[];

function answer(question: string, url: string | null, ...texts: string[]): Answer {
  return {
    question,
    truncated: false,
    terms: [],
    carried: [],
    sentences: texts.map((text) => ({text, source: 0})),
    sources: url ? [{url, page: 'P', section: null}] : [],
  };
}

describe('the evaluation set', () => {
  it('has 80+ answerable questions of every kind and 10+ the docs do not answer', () => {
    const ids = new Set(questions.map((q) => q.id));
    expect(ids.size).toBe(questions.length);
    const answerable = questions.filter((q) => q.page !== null);
    expect(answerable.length).toBeGreaterThanOrEqual(80);
    expect(questions.filter((q) => q.page === null).length).toBeGreaterThanOrEqual(10);
    for (const kind of ['number', 'command', 'definition', 'how-to', 'follow-up']) {
      expect(
        answerable.some((q) => q.kind === kind),
        kind,
      ).toBe(true);
    }
    for (const q of answerable) {
      expect(q.fact, q.id).toBeTruthy();
      // Facts are written as the built pages show them, never as release tokens.
      expect(q.fact, q.id).not.toMatch(/\{release\./);
      if (q.follows) expect(ids.has(q.follows), q.id).toBe(true);
    }
  });
});

describe('runEval', () => {
  it('scores page first, fact in the first two sentences and "not found", and lists misses', async () => {
    const set: EvalQuestion[] = [
      {id: 'a', kind: 'number', question: 'How long?', page: '/docs/x', fact: '14 eras'},
      {
        id: 'b',
        kind: 'follow-up',
        follows: 'a',
        question: 'And then?',
        page: ['/docs/y', '/docs/z'],
        fact: 'withdraw',
      },
      {id: 'c', kind: 'unanswerable', question: 'Price?', page: null, fact: null},
      {id: 'd', kind: 'unanswerable', question: 'Weather?', page: null, fact: null},
    ];
    const previous: (Answer | null)[] = [];
    const figures = await runEval(
      set,
      async (q, prev) => {
        previous.push(prev);
        if (q === 'How long?') return answer(q, '/docs/x#faq', 'It takes 14   eras.', 'Then wait.');
        if (q === 'And then?')
          return answer(q, '/docs/z', 'Nothing.', 'Still nothing.', 'Call withdraw.');
        if (q === 'Price?') return answer(q, null);
        return answer(q, '/docs/w', 'Sunny.');
      },
      () => 0,
    );
    expect(previous[1]?.question).toBe('How long?');
    expect(figures).toMatchObject({
      answerable: 2,
      pageFirst: 2,
      factFirstTwo: 1,
      unanswerable: 2,
      notFound: 1,
    });
    expect(figures.misses.map((m) => [m.id, m.what])).toEqual([
      ['b', 'fact'],
      ['d', 'not found'],
    ]);
  });
});
