import {describe, expect, it} from 'vitest';
import {createShownAnswer, refresherWhenComplete, type ShownAnswer} from '../shownAnswer';

/** A promise settled by the test, to play answers in any order. */
function deferred(nbHits: number) {
  let answer = (): void => undefined;
  const promise = new Promise<{results: {nbHits: number}[]}>((resolve) => {
    answer = () => resolve({results: [{nbHits}]});
  });
  return {promise, answer: () => answer()};
}

describe('createShownAnswer', () => {
  it('is empty before any answer', () => {
    expect(createShownAnswer().shown()).toBeNull();
  });

  it('shows an earlier query that answers first, until the later one answers', async () => {
    const answers = createShownAnswer();
    const s = deferred(154);
    const st = deferred(153);
    const first = answers.track('stakin', s.promise);
    const second = answers.track('staking', st.promise);
    s.answer();
    await first;
    expect(answers.shown()).toEqual({query: 'stakin', count: 154, partial: false});
    st.answer();
    await second;
    expect(answers.shown()).toEqual({query: 'staking', count: 153, partial: false});
  });

  it('keeps the later query when an earlier one answers after it', async () => {
    const answers = createShownAnswer();
    const s = deferred(154);
    const st = deferred(153);
    const first = answers.track('stakin', s.promise);
    const second = answers.track('staking', st.promise);
    st.answer();
    await second;
    s.answer();
    await first;
    expect(answers.shown()).toEqual({query: 'staking', count: 153, partial: false});
  });
});

describe('createShownAnswer with early answers', () => {
  it('says when the answer on screen came early, from the headings', async () => {
    const answers = createShownAnswer();
    await answers.track('gas', Promise.resolve({results: [{nbHits: 4}], partial: true as const}));
    expect(answers.shown()).toEqual({query: 'gas', count: 4, partial: true});
    await answers.track('gas', Promise.resolve({results: [{nbHits: 9}]}));
    expect(answers.shown()).toEqual({query: 'gas', count: 9, partial: false});
  });
});

describe('refresherWhenComplete', () => {
  const setup = (shown: ShownAnswer | null, typed: string) => {
    let complete = (): void => undefined;
    const asked: string[] = [];
    const refresh = refresherWhenComplete({
      complete: () =>
        new Promise<void>((resolve) => {
          complete = resolve;
        }),
      shown: () => shown,
      typed: () => typed,
      ask: (query) => asked.push(query),
    });
    return {refresh, asked, complete: () => complete()};
  };
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('asks the early query again once the index is complete, once', async () => {
    const s = setup({query: 'gas', count: 2, partial: true}, 'gas');
    s.refresh();
    s.refresh();
    expect(s.asked).toEqual([]);
    s.complete();
    await flush();
    expect(s.asked).toEqual(['gas']);
  });

  it('leaves a box that moved on, or a full answer, alone', async () => {
    const moved = setup({query: 'gas', count: 2, partial: true}, 'gas re');
    moved.refresh();
    moved.complete();
    const full = setup({query: 'gas', count: 9, partial: false}, 'gas');
    full.refresh();
    full.complete();
    await flush();
    expect([...moved.asked, ...full.asked]).toEqual([]);
  });
});
