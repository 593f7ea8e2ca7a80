import {describe, expect, it} from 'vitest';
import {
  answerQuestion,
  isFollowUp,
  keyTerms,
  markTerms,
  MAX_QUESTION_LENGTH,
  searchRequests,
  splitSentences,
  stem,
} from '../answer';
import {fixtureRetrieve, linkOf} from './fixture';

describe('stem', () => {
  it('maps plurals and -ing/-ed forms to one stem, and leaves short words', () => {
    expect(stem('messages')).toBe(stem('message'));
    expect(stem('vouchers')).toBe('voucher');
    expect(stem('sending')).toBe('send');
    expect(stem('reserved')).toBe('reserv');
    expect(stem('policies')).toBe('policy');
    expect(stem('revoke')).toBe(stem('revoked'));
    expect(stem('revoking')).toBe('revok');
    expect(stem('gas')).toBe('gas');
    expect(stem('address')).toBe('address');
  });
});

describe('keyTerms', () => {
  it('keeps the words that say what a question is about, once each', () => {
    expect(keyTerms('How do I send a message to another program?')).toEqual([
      'send',
      'message',
      'another',
      'program',
    ]);
    expect(keyTerms('Messages, messages and a message')).toEqual(['messages']);
    expect(keyTerms('what is it?')).toEqual([]);
  });

  it('reads markup as words and stops at eight terms and the length limit', () => {
    expect(keyTerms('<img src=x onerror=alert(1)>')).toEqual([
      'img',
      'src',
      'onerror',
      'alert',
      '1',
    ]);
    expect(keyTerms('one two three four five six seven eight nine ten eleven')).toHaveLength(8);
    expect(keyTerms(`${'a '.repeat(MAX_QUESTION_LENGTH)}voucher`)).toEqual([]);
  });
});

describe('isFollowUp', () => {
  it('is a follow-up when the question refers back or names little', () => {
    expect(isFollowUp('How do I revoke it?', ['revoke'])).toBe(true);
    expect(isFollowUp('what about expiry', ['expiry'])).toBe(true);
    expect(isFollowUp('Can these be revoked by anyone', ['revoked', 'anyone'])).toBe(true);
    expect(isFollowUp('gas reservation lifetime', ['gas', 'reservation', 'lifetime'])).toBe(false);
  });
});

describe('splitSentences', () => {
  it('splits after sentence ends, keeps abbreviations and decimals, drops empty pieces', () => {
    expect(
      splitSentences(
        'First one. Second, e.g. this one! Third costs 0.5 VARA? "Quoted." (Bracket)\nNew line',
      ),
    ).toEqual([
      'First one.',
      'Second, e.g. this one!',
      'Third costs 0.5 VARA?',
      '"Quoted."',
      '(Bracket)',
      'New line',
    ]);
    expect(splitSentences('  ... \n\n')).toEqual([]);
    expect(splitSentences('lower. case after a period stays')).toEqual([
      'lower. case after a period stays',
    ]);
  });
});

describe('markTerms', () => {
  it('marks the words matching a term, by stem or prefix, and keeps the text whole', () => {
    const segments = markTerms('Gasless <b>messages</b> use reserved gas.', [
      'message',
      'gas',
      'reserv',
    ]);
    expect(segments).toEqual([
      {text: 'Gasless <b>', match: false},
      {text: 'messages', match: true},
      {text: '</b> use ', match: false},
      {text: 'reserved', match: true},
      {text: ' ', match: false},
      {text: 'gas', match: true},
      {text: '.', match: false},
    ]);
    expect(segments.map((s) => s.text).join('')).toBe('Gasless <b>messages</b> use reserved gas.');
    expect(markTerms('nothing here', [])).toEqual([{text: 'nothing here', match: false}]);
  });
});

describe('searchRequests', () => {
  it('asks for ten hits per query in the reader’s language, without snippets', () => {
    expect(searchRequests(['gas', 'voucher'], 'vara', 'en')).toEqual([
      {
        indexName: 'vara',
        query: 'gas',
        hitsPerPage: 10,
        facetFilters: ['language:en'],
        attributesToSnippet: [],
      },
      {
        indexName: 'vara',
        query: 'voucher',
        hitsPerPage: 10,
        facetFilters: ['language:en'],
        attributesToSnippet: [],
      },
    ]);
  });
});

describe('answerQuestion', () => {
  const retrieve = fixtureRetrieve();

  it('quotes the sentences that share the most terms, each citing its section', async () => {
    const answer = await answerQuestion(retrieve, linkOf, 'How long does a gas reservation last?');
    expect(answer.terms).toEqual(['long', 'gas', 'reservation', 'last']);
    expect(answer.carried).toEqual([]);
    expect(answer.sources).toEqual([
      {url: '/docs/build/gstd/gas-reservation', page: 'Gas reservation', section: null},
      {
        url: '/docs/build/gstd/gas-reservation#lifetime',
        page: 'Gas reservation',
        section: 'Reservation lifetime',
      },
    ]);
    expect(answer.sentences).toEqual([
      {text: 'A gas reservation moves gas from the current message into a store.', source: 0},
      {
        text: 'The program can draw on the reserved gas later, e.g. in a delayed message.',
        source: 0,
      },
      {text: 'Each reservation has a duration in blocks.', source: 1},
      {text: 'When the duration ends, the unused gas returns to the owner.', source: 1},
    ]);
  });

  it('answers a follow-up with the previous question’s terms as well', async () => {
    const first = await answerQuestion(retrieve, linkOf, 'What is a voucher?');
    expect(first.sentences[0]?.text).toMatch(/^A voucher lets an account pay/);
    const next = await answerQuestion(retrieve, linkOf, 'Can it be revoked?', first);
    expect(next.terms).toEqual(['revoked']);
    expect(next.carried).toEqual(['voucher']);
    expect(next.sentences.map((s) => s.text)).toEqual([
      'The sponsor can revoke a voucher once it has expired.',
      'Revoking returns the remaining balance to the sponsor.',
    ]);
    expect(next.sources.map((s) => s.url)).toEqual(['/docs/api/vouchers#revoke']);
  });

  it('does not carry terms into a question that stands on its own', async () => {
    const first = await answerQuestion(retrieve, linkOf, 'What is a voucher?');
    const next = await answerQuestion(retrieve, linkOf, 'gas reservation duration blocks', first);
    expect(next.carried).toEqual([]);
  });

  it('finds nothing for unrelated, empty or stop-word-only questions', async () => {
    for (const q of ['', '   ', 'what is it?', 'zebra giraffe', 'Une page']) {
      const answer = await answerQuestion(retrieve, linkOf, q);
      expect(answer.sentences, q).toEqual([]);
      expect(answer.sources, q).toEqual([]);
    }
  });

  it('keeps markup in record text as text and cuts long questions', async () => {
    const answer = await answerQuestion(retrieve, linkOf, 'nominators stake');
    expect(answer.sentences[0]?.text).toBe(
      'Nominators back validators with their stake <script>alert(1)</script> and share the rewards.',
    );
    const long = await answerQuestion(retrieve, linkOf, `voucher ${'x'.repeat(10_000)}`);
    expect(long.truncated).toBe(true);
    expect(long.question).toHaveLength(MAX_QUESTION_LENGTH);
  });
});
