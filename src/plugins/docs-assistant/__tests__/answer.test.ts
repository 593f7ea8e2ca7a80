import {describe, expect, it} from 'vitest';
import {
  answerQuestion,
  expandTerms,
  focus,
  isFollowUp,
  keyTerms,
  markTerms,
  MAX_QUESTION_LENGTH,
  pagesBySummary,
  quantityOf,
  questionKind,
  refersBack,
  searchRequests,
  splitSentences,
  statesQuantity,
  stem,
} from '../answer';
import {DETAILS, fixtureRetrieve, linkOf} from './fixture';

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

  it('folds past tenses, a final e and irregular plurals into the same stem', () => {
    expect(stem('timed')).toBe(stem('time'));
    expect(stem('times')).toBe(stem('time'));
    expect(stem('pages')).toBe(stem('page'));
    expect(stem('referenda')).toBe(stem('referendum'));
    // The one who does it and the doing.
    expect(stem('nominator')).toBe(stem('nominate'));
    expect(stem('validators')).toBe(stem('validated'));
    // Not plurals, nor past tenses.
    expect(stem('status')).toBe('status');
    expect(stem('genesis')).toBe('genesis');
    expect(stem('speed')).toBe('speed');
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

  it('drops the word that asks for a quantity after "how"', () => {
    expect(keyTerms('How big is a Wasm memory page?')).toEqual(['wasm', 'memory', 'page']);
    expect(keyTerms('How fast does a validator upgrade?')).toEqual(['validator', 'upgrade']);
    expect(keyTerms('Is fast sync big?')).toEqual(['fast', 'sync', 'big']);
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
  it('is a follow-up when the question refers back, continues, or names nothing', () => {
    expect(isFollowUp('How do I revoke it?', ['revoke'])).toBe(true);
    expect(isFollowUp('what about expiry', ['expiry'])).toBe(true);
    expect(isFollowUp('And on testnet?', ['testnet'])).toBe(true);
    expect(isFollowUp('How long does it take?', [])).toBe(true);
    expect(isFollowUp('Can these be revoked by anyone', ['revoked', 'anyone'])).toBe(true);
    // "it" stands for the subject even with more words of its own; "this" may be a determiner.
    expect(
      isFollowUp('Which address does it serve JSON-RPC on?', ['address', 'serve', 'json', 'rpc']),
    ).toBe(true);
    expect(isFollowUp('Which address does this node serve?', ['address', 'node', 'serve'])).toBe(
      false,
    );
  });

  it('lets a question that names its own subject start fresh', () => {
    expect(isFollowUp('gas reservation lifetime', ['gas', 'reservation', 'lifetime'])).toBe(false);
    expect(isFollowUp('What is gtest?', ['gtest'])).toBe(false);
    expect(
      isFollowUp('What is the command that starts a dev node?', [
        'command',
        'starts',
        'dev',
        'node',
      ]),
    ).toBe(false);
  });
});

describe('questionKind', () => {
  it('tells numbers, commands, definitions and how-tos apart by their opening', () => {
    expect(questionKind('How long does unbonding take?')).toBe('number');
    expect(questionKind('How many decimals does VARA have?')).toBe('number');
    expect(questionKind('What is the base vote locking period?')).toBe('number');
    expect(questionKind('Which ports must be open?')).toBe('number');
    expect(questionKind('How big is a Wasm memory page?')).toBe('number');
    expect(questionKind('When does a referendum time out?')).toBe('number');
    expect(questionKind('How do I run a local node?')).toBe('command');
    expect(questionKind('What command purges the chain?')).toBe('command');
    expect(questionKind('What is a voucher?')).toBe('definition');
    expect(questionKind("what's gtest")).toBe('definition');
    expect(questionKind('How do I vote on a referendum?')).toBe('howto');
    expect(questionKind('Where do I get test tokens?')).toBe('howto');
    expect(questionKind('vouchers')).toBe('other');
  });
});

describe('statesQuantity', () => {
  it('finds amounts, not release numbers or names with digits in them', () => {
    expect(statesQuantity('Unbonding takes 14 eras.')).toBe(true);
    expect(statesQuantity('The ideal ratio is 85%.')).toBe(true);
    expect(statesQuantity('Listen on ws://127.0.0.1:9944.')).toBe(true);
    expect(statesQuantity('At release 1.10.0 the wallet embeds gring.')).toBe(false);
    expect(statesQuantity('Addresses use the ss58 format and u128 balances.')).toBe(false);
    expect(statesQuantity('The hash is 0xdeadbeef.')).toBe(false);
    // Unless a version is what the question asks for.
    expect(statesQuantity('Projects need Rust 1.91.0.', true)).toBe(true);
  });
});

describe('quantityOf', () => {
  it('reads the unit a number question counts or measures, and whether it asks for a bound', () => {
    const many = quantityOf('How many validators can a nominator nominate?');
    expect(many.units.has(stem('validator'))).toBe(true);
    expect(many.limit).toBe(false);
    const memory = quantityOf('How much memory can a program use at most?');
    expect(memory.units.has('gib')).toBe(true);
    expect(memory.limit).toBe(true);
    expect(quantityOf('What is the block time?').units.has(stem('seconds'))).toBe(true);
    expect(quantityOf('What is the ideal staking ratio?').units.has('%')).toBe(true);
    expect(quantityOf('Which Rust version do projects need?').versions).toBe(true);
    expect(quantityOf('What is a voucher?').units.size).toBe(0);
  });
});

describe('refersBack', () => {
  it('tells a sentence that points at the one before it', () => {
    expect(refersBack('Without it, the referendum times out after 14 days.')).toBe(true);
    expect(refersBack('These are the kinds of applications built on Vara.')).toBe(true);
    expect(refersBack('The referendum times out after 14 days.')).toBe(false);
    expect(refersBack('A voucher pays for messages; it expires later.')).toBe(false);
  });
});

describe('expandTerms', () => {
  it('adds the related terms the docs give, once, with the word each stands for', () => {
    expect(expandTerms(['test', 'tokens'], DETAILS)).toEqual([{word: 'vara', from: 'tokens'}]);
    expect(expandTerms(['vara', 'token'], DETAILS)).toEqual([]);
    expect(expandTerms(['gas'], DETAILS)).toEqual([]);
  });
});

describe('pagesBySummary', () => {
  it('names the pages whose description (or keywords) names the question’s words', () => {
    expect(pagesBySummary(['pay', 'gas', 'users'], DETAILS)).toEqual(['Sponsored transactions']);
    // Of three words, one may be missing; of two, none.
    expect(pagesBySummary(['pay', 'gas', 'friends'], DETAILS)).toEqual(['Sponsored transactions']);
    expect(pagesBySummary(['pay', 'friends'], DETAILS)).toEqual([]);
    // One word is the engine's job.
    expect(pagesBySummary(['gas'], DETAILS)).toEqual([]);
  });
});

describe('focus', () => {
  it('quotes the part of a long table row near the terms, and leaves short text alone', () => {
    expect(focus('Short sentence.', ['x'])).toBe('Short sentence.');
    const table = `${'Filler words before the row '.repeat(10)}Existential deposit 1 VARA EXISTENTIAL_DEPOSIT = UNITS ${'and more cells after it '.repeat(10)}`;
    const quoted = focus(table, ['existential']);
    expect(quoted.startsWith('…')).toBe(true);
    expect(quoted).toContain('Existential deposit 1 VARA');
    expect(quoted.length).toBeLessThan(240);
  });

  it('prefers the row whose label holds the terms together over one that mentions them apart', () => {
    const table =
      `${'Symbol Meaning Value '.repeat(8)}Target Annual inflation when the bonded share is at its ideal ` +
      'level, computed every era by the runtime and written as a ratio of supply 5.78% at genesis, ' +
      'recomputed from the live totals and from the parameters that governance sets for the curve ' +
      `Chi Ideal ratio 85% at genesis ${'and more cells after it '.repeat(10)}`;
    expect(focus(table, ['ideal', 'ratio'], true)).toContain('Ideal ratio 85%');
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
  it('asks for twenty hits per query in the reader’s language, without snippets', () => {
    expect(searchRequests(['gas', 'voucher'], 'vara', 'en')).toEqual([
      {
        indexName: 'vara',
        query: 'gas',
        hitsPerPage: 20,
        facetFilters: ['language:en'],
        attributesToSnippet: [],
      },
      {
        indexName: 'vara',
        query: 'voucher',
        hitsPerPage: 20,
        facetFilters: ['language:en'],
        attributesToSnippet: [],
      },
    ]);
  });
});

describe('answerQuestion', () => {
  const retrieve = fixtureRetrieve();
  const ask = (q: string, previous: Parameters<typeof answerQuestion>[3] = null) =>
    answerQuestion(retrieve, linkOf, q, previous, DETAILS);

  it('leads with the number for "how long", from the one section that answers', async () => {
    const answer = await ask('How long does unbonding take?');
    expect(answer.kind).toBe('number');
    expect(answer.sources.map((s) => s.url)).toEqual([
      '/docs/staking/validator-faqs#how-long-does-unbonding-take',
    ]);
    expect(answer.sentences.map((s) => s.text)).toEqual([
      '14 eras, which is 7 days.',
      'The countdown starts at the unbond call; after it ends you call withdrawUnbonded to free the tokens.',
    ]);
  });

  it('shows the section’s command block second for "how do I run"', async () => {
    const answer = await ask('How do I run a dev node?');
    expect(answer.sources[0]?.url).toBe('/docs/node/dev-net#start');
    expect(answer.sentences[1]).toEqual({text: './gear --dev', source: 0, code: true});
  });

  it('answers a definition from the glossary entry, opening sentence first', async () => {
    const answer = await ask('What is a voucher?');
    expect(answer.sources[0]?.url).toBe('/docs/about/glossary#voucher');
    expect(answer.sentences[0]?.text).toMatch(/^An on-chain allowance of VARA/);
  });

  it('answers a how-to from the procedure under a "How to…" heading, first step first', async () => {
    const answer = await ask('How do I vote on a referendum?');
    expect(answer.sources[0]?.url).toBe('/docs/governance#in-polkadotjs-apps');
    expect(answer.sentences.map((s) => s.text)).toEqual([
      'Open Governance, Referenda.',
      'Read the proposal and its track.',
    ]);
  });

  it('leads a number question with the quantity stated beside its words, not a release number', async () => {
    const answer = await ask('How long can a key name be?');
    expect(answer.kind).toBe('number');
    expect(answer.sources[0]?.url).toBe('/docs/gcli/keys#new');
    expect(answer.sentences[0]?.text).toContain('at most 16 characters');
  });

  it('answers "how many… at most" with the bound, counted in the unit asked for', async () => {
    const answer = await ask('How many validators can a nominator nominate at most?');
    expect(answer.sources[0]?.url).toBe('/docs/staking/nominate#choose');
    expect(answer.sentences[0]?.text).toBe('You may nominate up to 16 validators.');
  });

  it('quotes the sentence a lead points back to ("Without it, …")', async () => {
    const answer = await ask('When does a referendum time out without a decision deposit?');
    expect(answer.kind).toBe('number');
    expect(answer.sources[0]?.url).toBe('/docs/governance#prepare');
    expect(answer.sentences.map((s) => s.text)).toEqual([
      'Someone must place the decision deposit.',
      'Without it, the referendum times out after 14 days.',
    ]);
  });

  it('does not answer "when" with a sentence that holds no time', async () => {
    const answer = await ask('When do airdrops happen?');
    expect(answer.sentences).toEqual([]);
    expect(answer.sources[0]?.url).toBe('/docs/account');
  });

  it('reaches a page through its description when no section holds the question’s words', async () => {
    const answer = await ask('How can I pay gas for my users?');
    expect(answer.sources[0]?.url).toBe('/docs/features/sponsored');
    expect(answer.sentences[0]?.text).toMatch(/^An application can cover the cost/);
  });

  it('answers one subject of an FAQ that covers several with its own sentence', async () => {
    const answer = await ask('How long is an era?');
    expect(answer.sources[0]?.url).toBe('/docs/staking/faq#how-long-are-blocks-sessions-and-eras');
    expect(answer.sentences[0]?.text).toBe('An era is 6 sessions, so 12 hours.');
  });

  it('does not lead with a sentence about the page itself', async () => {
    const answer = await ask('What is an interface file?');
    expect(answer.sources[0]?.url).toBe('/docs/build/interface');
    expect(answer.sentences[0]?.text).toMatch(/^An interface file lists/);
  });

  it('reaches a section through the docs’ own related terms ("tokens" → "VARA")', async () => {
    const answer = await ask('Where do I get test tokens?');
    expect(answer.sources[0]?.url).toBe('/docs/idea/account#get-test-vara');
    expect(answer.sentences[0]?.text).toContain('faucet');
  });

  it('keeps the subject in a follow-up and starts fresh on a question of its own', async () => {
    const first = await ask('What is a voucher?');
    const next = await ask('Can it be revoked?', first);
    expect(next.terms).toEqual(['revoked']);
    expect(next.carried).toEqual(['voucher']);
    expect(next.sources.map((s) => s.url)).toEqual(['/docs/api/vouchers#revoke']);
    expect(next.sentences[0]?.text).toBe('The sponsor can revoke a voucher once it has expired.');
    // The subject of a chain stays the first question's.
    const third = await ask('And who pays?', next);
    expect(third.carried).toEqual(['voucher']);
    const fresh = await ask('How long does unbonding take?', next);
    expect(fresh.carried).toEqual([]);
    expect(fresh.sources[0]?.page).toBe('Validator FAQs');
  });

  it('says the docs do not cover it, naming the closest pages, below the confidence threshold', async () => {
    const answer = await ask('How much does a voucher cost in euros?');
    expect(answer.sentences).toEqual([]);
    expect(answer.sources.length).toBeGreaterThan(0);
    expect(answer.sources.length).toBeLessThanOrEqual(3);
    expect(new Set(answer.sources.map((s) => s.url)).size).toBe(answer.sources.length);
    for (const s of answer.sources) expect(s.url).not.toContain('#');
  });

  it('finds nothing for unrelated, empty or stop-word-only questions', async () => {
    for (const q of ['', '   ', 'what is it?', 'zebra giraffe', 'Une page']) {
      const answer = await ask(q);
      expect(answer.sentences, q).toEqual([]);
      expect(answer.sources, q).toEqual([]);
    }
  });

  it('works without the details file', async () => {
    const answer = await answerQuestion(retrieve, linkOf, 'How long does unbonding take?');
    expect(answer.sentences[0]?.text).toBe('14 eras, which is 7 days.');
  });

  it('keeps markup in record text as text and cuts long questions', async () => {
    const answer = await ask('nominators stake');
    expect(answer.sentences[0]?.text).toBe(
      'Nominators back validators with their stake <script>alert(1)</script> and share the rewards.',
    );
    const long = await ask(`voucher ${'x'.repeat(10_000)}`);
    expect(long.truncated).toBe(true);
    expect(long.question).toHaveLength(MAX_QUESTION_LENGTH);
  });
});
