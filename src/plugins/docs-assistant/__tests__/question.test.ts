import {describe, expect, it} from 'vitest';
import {
  isFollowUp,
  keyWords,
  markTerms,
  MAX_QUESTION_LENGTH,
  readQuestion,
  shapeOf,
} from '../question';

describe('keyWords', () => {
  it('keeps the words that say what a question is about, folded as the index folds them', () => {
    expect(keyWords('How do I send a message to another program?')).toEqual([
      'send',
      'message',
      'another',
      'program',
    ]);
    expect(keyWords('Où est le Nœud?')).toEqual(['ou', 'est', 'le', 'nœud']);
    expect(keyWords('what is it?')).toEqual([]);
  });

  it('keeps one form of each word (a plural or another ending apart), not near spellings', () => {
    expect(keyWords('Messages, messages and a message')).toEqual(['messages']);
    expect(keyWords('validator validators')).toEqual(['validator']);
    // A near spelling is another word, not a typo of the one before.
    expect(keyWords('How long is VARA locked after a Locked1x vote?')).toEqual([
      'vara',
      'locked',
      'locked1x',
      'vote',
    ]);
    expect(keyWords('gas or gasless?')).toEqual(['gas', 'gasless']);
  });

  it('drops the word that asks for a quantity after "how"', () => {
    expect(keyWords('How big is a Wasm memory page?')).toEqual(['wasm', 'memory', 'page']);
    expect(keyWords('Is fast sync big?')).toEqual(['fast', 'sync', 'big']);
  });

  it('reads markup as the index does (symbols stay in words) and stops at eight words and the length limit', () => {
    expect(keyWords('<img src=x onerror=alert(1)>')).toEqual([
      '<img',
      'src=x',
      'onerror=alert',
      '1',
    ]);
    expect(keyWords('one two three four five six seven eight nine ten eleven')).toHaveLength(8);
    expect(keyWords(`${'a '.repeat(MAX_QUESTION_LENGTH)}voucher`)).toEqual([]);
  });
});

describe('shapeOf', () => {
  it('tells the answer a question wants from its opening words', () => {
    expect(shapeOf('How long does unbonding take?')).toBe('quantity');
    expect(shapeOf('How many decimals does VARA have?')).toBe('quantity');
    expect(shapeOf('When does a referendum time out?')).toBe('quantity');
    expect(shapeOf('Which port does a node serve RPC on?')).toBe('value');
    expect(shapeOf('What is the block time?')).toBe('value');
    expect(shapeOf('What is the existential deposit?')).toBe('value');
    expect(shapeOf('How do I reserve gas in a program?')).toBe('howto');
    expect(shapeOf('What command purges the chain?')).toBe('howto');
    expect(shapeOf('What is a voucher?')).toBe('definition');
    expect(shapeOf('What is gas?')).toBe('definition');
    expect(shapeOf('What does NPoS mean?')).toBe('definition');
    expect(shapeOf('What do I do when the database is locked?')).toBe('howto');
    expect(shapeOf('What does Transfer do in the VFT standard?')).toBe('other');
    expect(shapeOf('Is there a container image?')).toBe('other');
    expect(shapeOf('vouchers')).toBe('other');
  });
});

describe('isFollowUp', () => {
  it('is a follow-up when the question refers back, continues, or names nothing', () => {
    expect(isFollowUp('How do I revoke it?', ['revoke'])).toBe(true);
    expect(isFollowUp('what about expiry', ['expiry'])).toBe(true);
    expect(isFollowUp('And on testnet?', ['testnet'])).toBe(true);
    expect(isFollowUp('How long does it take?', [])).toBe(true);
    expect(
      isFollowUp('Which address does it serve JSON-RPC on?', ['address', 'serve', 'json', 'rpc']),
    ).toBe(true);
  });

  it('lets a question that names its own subject start fresh', () => {
    expect(isFollowUp('gas reservation lifetime', ['gas', 'reservation', 'lifetime'])).toBe(false);
    expect(isFollowUp('What is gtest?', ['gtest'])).toBe(false);
    expect(isFollowUp('Which address does this node serve?', ['address', 'node', 'serve'])).toBe(
      false,
    );
  });

  it("reads where a pronoun sits: after two of the question's own words it stands for one of them", () => {
    const ask = (q: string) => isFollowUp(q, keyWords(q));
    // Subject after an auxiliary, object after a preposition, or too few words of its own: the previous subject.
    expect(ask('Which accounts does it fund?')).toBe(true);
    expect(ask('How do I send tokens to it from JavaScript?')).toBe(true);
    expect(ask('How do I upgrade it without losing state?')).toBe(true);
    expect(ask('Which one is cheaper?')).toBe(true);
    // Standing for a word of the question, or for what follows it.
    expect(ask('How can a program stake the VARA it holds?')).toBe(false);
    expect(ask('How does Vara pick its validators?')).toBe(false);
    expect(ask('How long do I have to claim staking rewards before they are lost?')).toBe(false);
    expect(ask('How long does it take to unbond staked VARA?')).toBe(false);
    expect(ask('Is it safe to share my public key?')).toBe(false);
    expect(ask('How many of the smallest units make up one VARA?')).toBe(false);
  });
});

describe('readQuestion', () => {
  it('reads a question alone, and a follow-up with the first question’s subject', () => {
    const first = readQuestion('  How do vouchers work? ', null);
    expect(first).toEqual({
      question: 'How do vouchers work?',
      truncated: false,
      shape: 'other',
      own: ['vouchers'],
      carried: [],
    });
    const previous = {terms: first.own, carried: first.carried};
    expect(readQuestion('Can it be revoked?', previous)).toMatchObject({
      own: ['revoked'],
      carried: ['vouchers'],
    });
    // The subject of a chain of follow-ups stays the first question's.
    expect(
      readQuestion('And expired?', {terms: ['revoked'], carried: ['vouchers']}).carried,
    ).toEqual(['vouchers']);
    expect(readQuestion('What is the existential deposit?', previous).carried).toEqual([]);
    expect(readQuestion('x'.repeat(MAX_QUESTION_LENGTH + 1), null).truncated).toBe(true);
  });
});

describe('markTerms', () => {
  it('marks the words that stand for the question’s words, and keeps the text whole', () => {
    const segments = markTerms('Gasless messages (use) reserved gas.', ['message', 'gas']);
    expect(segments).toEqual([
      {text: 'Gasless ', match: false},
      {text: 'messages', match: true},
      {text: ' (use) reserved ', match: false},
      {text: 'gas', match: true},
      {text: '.', match: false},
    ]);
    expect(segments.map((s) => s.text).join('')).toBe('Gasless messages (use) reserved gas.');
    expect(markTerms('nothing here', [])).toEqual([{text: 'nothing here', match: false}]);
  });
});
