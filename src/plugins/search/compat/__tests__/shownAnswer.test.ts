import {describe, expect, it} from 'vitest';
import {createShownAnswer} from '../shownAnswer';

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
    expect(answers.shown()).toEqual({query: 'stakin', count: 154});
    st.answer();
    await second;
    expect(answers.shown()).toEqual({query: 'staking', count: 153});
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
    expect(answers.shown()).toEqual({query: 'staking', count: 153});
  });
});
