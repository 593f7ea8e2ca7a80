import {describe, expect, it} from 'vitest';
import dev from '../eval/dev.json';
import dev2 from '../eval/dev2.json';
import dev3 from '../eval/dev3.json';
import dev4 from '../eval/dev4.json';
import heldout from '../eval/heldout.json';
import heldoutOrdinary from '../eval/heldout-ordinary.json';
import tuning from '../eval/tuning.json';
import {holdsFact, report, runEval, type EvalQuestion} from '../eval/score';
import type {Answer} from '../answer';
import {whyMissed} from '../eval/why';
import {DETAILS, fixtureSearch} from './fixture';

const tuningSet = tuning.questions as EvalQuestion[];
const dev3Set = dev3.questions as EvalQuestion[];
const devSet = dev.questions as EvalQuestion[];
const dev2Set = dev2.questions as EvalQuestion[];
const heldoutSet = heldout.questions as EvalQuestion[];
const dev4Set = dev4.questions as EvalQuestion[];
const heldoutOrdinarySet = heldoutOrdinary.questions as EvalQuestion[];

/** A question as asked, for comparing sets: case and punctuation aside. */
const asked = (q: EvalQuestion) => q.question.toLowerCase().replace(/\W+/g, ' ').trim();

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

function checkSet(questions: readonly EvalQuestion[]) {
  const ids = new Set(questions.map((q) => q.id));
  expect(ids.size).toBe(questions.length);
  for (const q of questions) {
    if (q.page === null) {
      expect(q.fact, q.id).toBe(null);
      continue;
    }
    expect(q.fact !== null || q.factPattern !== undefined, q.id).toBe(true);
    // Facts are written as the built pages show them, never as release tokens.
    expect(`${q.fact} ${q.factPattern}`, q.id).not.toMatch(/\{release\./);
    if (q.factPattern !== undefined)
      expect(() => new RegExp(q.factPattern as string)).not.toThrow();
    if (q.follows) expect(ids.has(q.follows), q.id).toBe(true);
  }
}

describe('the evaluation sets', () => {
  it('hold a third development set of 60+ questions of every kind, 12+ of them outside the docs', () => {
    checkSet(dev3Set);
    expect(dev3Set.length).toBeGreaterThanOrEqual(60);
    for (const kind of ['howto', 'value', 'notfound']) {
      expect(dev3Set.filter((q) => q.kind === kind).length, kind).toBeGreaterThanOrEqual(12);
    }
    expect(dev3Set.filter((q) => q.kind === 'notfound').every((q) => q.page === null)).toBe(true);
  });

  it("hold tuning and development sets that ask none of the third set's questions", () => {
    checkSet(tuningSet);
    checkSet(dev2Set);
    expect(tuningSet.filter((q) => q.page !== null).length).toBeGreaterThanOrEqual(80);
    const third = new Set(dev3Set.map(asked));
    for (const set of [tuningSet, devSet, dev2Set]) {
      expect(set.filter((q) => third.has(asked(q))).map((q) => q.id)).toEqual([]);
    }
  });

  it('hold a development set of 80+ questions, 20+ outside the docs, asking none of the others', () => {
    checkSet(devSet);
    expect(devSet.length).toBeGreaterThanOrEqual(80);
    expect(devSet.filter((q) => q.page === null).length).toBeGreaterThanOrEqual(20);
    const others = new Set([...dev3Set, ...tuningSet].map(asked));
    expect(devSet.filter((q) => others.has(asked(q))).map((q) => q.id)).toEqual([]);
  });
  it('hold ordinary questions in two halves, 75+ answerable and 10+ outside the docs each, asking none of the others', () => {
    const earlier = new Set(
      [...tuningSet, ...devSet, ...dev2Set, ...dev3Set, ...heldoutSet].map(asked),
    );
    for (const half of [dev4Set, heldoutOrdinarySet]) {
      checkSet(half);
      expect(half.filter((q) => q.page !== null).length).toBeGreaterThanOrEqual(75);
      expect(half.filter((q) => q.page === null).length).toBeGreaterThanOrEqual(10);
      expect(half.filter((q) => earlier.has(asked(q))).map((q) => q.id)).toEqual([]);
    }
    const ids = new Set(dev4Set.map((q) => q.id));
    expect(heldoutOrdinarySet.filter((q) => ids.has(q.id)).map((q) => q.id)).toEqual([]);
    const dev4Asked = new Set(dev4Set.map(asked));
    expect(heldoutOrdinarySet.filter((q) => dev4Asked.has(asked(q))).map((q) => q.id)).toEqual([]);
  });

  it('hold a held-out set of 200+ questions, 40+ outside the docs, asking none of the others', () => {
    checkSet(heldoutSet);
    expect(heldoutSet.filter((q) => q.page !== null).length).toBeGreaterThanOrEqual(200);
    expect(heldoutSet.filter((q) => q.page === null).length).toBeGreaterThanOrEqual(40);
    const others = new Set([...tuningSet, ...devSet, ...dev2Set, ...dev3Set].map(asked));
    expect(heldoutSet.filter((q) => others.has(asked(q))).map((q) => q.id)).toEqual([]);
  });
});

describe('runEval', () => {
  it('scores the fact anywhere in the answer, the page first and "not found", and lists misses', async () => {
    const set: EvalQuestion[] = [
      {id: 'a', kind: 'value', question: 'How long?', page: '/docs/x', fact: '14 eras'},
      {
        id: 'b',
        kind: 'howto',
        follows: 'a',
        question: 'And then?',
        page: ['/docs/y', '/docs/z'],
        fact: null,
        factPattern: 'withdraw(Unbonded)?\\b',
      },
      {id: 'c', kind: 'notfound', question: 'Price?', page: null, fact: null},
      {id: 'd', kind: 'notfound', question: 'Weather?', page: null, fact: null},
    ];
    const previous: (Answer | null)[] = [];
    const figures = await runEval(
      set,
      (q, prev) => {
        previous.push(prev);
        if (q === 'How long?') return answer(q, '/docs/x#faq', 'It takes 14   eras.');
        if (q === 'And then?') return answer(q, '/docs/w', 'Wait.', 'Then call withdrawUnbonded.');
        if (q === 'Price?') return answer(q, '/docs/tokenomics');
        return answer(q, '/docs/w', 'Sunny.');
      },
      () => 0,
    );
    expect(previous[1]?.question).toBe('How long?');
    expect(figures).toMatchObject({
      answerable: 2,
      factHeld: 2,
      pageFirst: 1,
      unanswerable: 2,
      notFound: 1,
    });
    expect(figures.misses.map((m) => [m.id, m.what])).toEqual([
      ['b', 'page'],
      ['d', 'not found'],
    ]);
    expect(report('tuning', figures)[0]).toBe(
      'tuning: answers holding the expected fact 2/2 (100.0%)',
    );
  });

  it('asks a set as one conversation: each question after the answer before it', async () => {
    const set: EvalQuestion[] = [
      {id: 'a', kind: 'value', question: 'One?', page: '/docs/x', fact: '1'},
      {id: 'b', kind: 'value', question: 'Two?', page: '/docs/x', fact: '2'},
      {id: 'c', kind: 'value', question: 'Three?', page: '/docs/x', fact: '3'},
    ];
    const previous: (string | null)[] = [];
    await runEval(
      set,
      (q, prev) => {
        previous.push(prev?.question ?? null);
        return answer(q, '/docs/x', q);
      },
      () => 0,
      true,
    );
    expect(previous).toEqual([null, 'One?', 'Two?']);
  });

  it('reads a fact case- and space-blind, a pattern case-blind', () => {
    const q: EvalQuestion = {id: 'x', kind: 'value', question: '?', page: '/p', fact: '1 VARA'};
    expect(holdsFact(q, 'keep  1 vara')).toBe(true);
    expect(holdsFact({...q, fact: null, factPattern: '\\b12\\b'}, 'VARA has 12 decimals')).toBe(
      true,
    );
    expect(holdsFact({...q, fact: null, factPattern: '\\b12\\b'}, '120 blocks')).toBe(false);
  });
});

describe('whyMissed', () => {
  const search = fixtureSearch();
  const q = (question: string, fact: string): EvalQuestion => ({
    id: 'w',
    kind: 'howto',
    question,
    page: '/docs/build/gstd/gas-reservation',
    fact,
  });

  it('says a fact no section found holds was not found', () => {
    expect(whyMissed(q('How do I reserve gas?', 'unreserve_gas'), search, DETAILS, true)).toEqual({
      why: 'not found',
    });
  });

  it('says an answer the best section would give was refused, or cut when it was given', () => {
    const reserve = q('How do I reserve gas?', 'reserve_gas');
    expect(whyMissed(reserve, search, DETAILS, false)).toEqual({why: 'refused'});
    expect(whyMissed(reserve, search, DETAILS, true)).toEqual({why: 'cut'});
  });

  it('gives the place of the first section whose quote holds the fact, when it is not the best', () => {
    // The page's opening is found too, ranked below the section with the call.
    expect(whyMissed(q('How do I reserve gas?', 'This page lists'), search, DETAILS, true)).toEqual(
      {why: 'ranked below', place: 2},
    );
  });
});
