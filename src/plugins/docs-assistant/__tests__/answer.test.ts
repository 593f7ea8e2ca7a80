import {describe, expect, it} from 'vitest';
import {
  answerQuestion,
  choosePassage,
  findSections,
  judge,
  passageIn,
  WEIGHTS,
  type Answer,
} from '../answer';
import {readQuestion} from '../question';
import {DETAILS, fixtureSearch, linkOf, RECORDS} from './fixture';

const search = fixtureSearch();
const ask = (q: string, previous: Answer | null = null) =>
  answerQuestion(search, linkOf, q, previous, DETAILS);
const texts = (a: Answer) => a.sentences.map((s) => (s.code ? `[code] ${s.text}` : s.text));
const urls = (a: Answer) => a.sources.map((s) => s.url);

describe('findSections (step 2)', () => {
  it('ranks the sections as the search does, weighing each word by its rarity', () => {
    const found = findSections(search, readQuestion('How do I reserve gas?', null));
    expect(found.dropped).toEqual([]);
    expect(found.candidates[0]?.section.record.url).toBe(
      '/docs/build/gstd/gas-reservation#signatures',
    );
    // "reserve" is in one section, "gas" in several: the rarer word weighs more.
    expect(found.weights.get('reserve')).toBeGreaterThan(found.weights.get('gas') as number);
    expect(found.candidates[0]?.rank).toBe(1);
  });

  it('drops a word no section holds, and ranks sections without a word below those with all', () => {
    const found = findSections(search, readQuestion('How do I stake VARA with Lido?', null));
    expect(found.dropped).toEqual(['lido']);
    const some = findSections(search, readQuestion('voucher owner expired', null));
    // "voucher owner expired" is in one section; those with two of the words follow it.
    expect(some.candidates[0]?.section.record.url).toBe('/docs/api/vouchers#revoke');
    expect(some.candidates.length).toBeGreaterThan(1);
    expect(some.candidates[1]?.rank).toBeLessThan(1);
  });

  it('carries a follow-up’s subject at a lower weight', () => {
    const reading = readQuestion('Can it be revoked?', {terms: ['vouchers'], carried: []});
    const found = findSections(search, reading);
    expect(reading.carried).toEqual(['vouchers']);
    expect(found.candidates[0]?.section.record.url).toBe('/docs/api/vouchers#revoke');
  });
});

describe('passageIn and choosePassage (step 3)', () => {
  const choose = (q: string) => {
    const reading = readQuestion(q, null);
    const found = findSections(search, reading);
    return {reading, found, choice: choosePassage(found, reading, DETAILS)};
  };

  it('answers a how-to with the section’s lead and its code block', () => {
    const {choice} = choose('How do I start a development node?');
    expect(choice?.section.record.url).toBe('/docs/node/dev-net#step-1-start-the-node');
    expect(choice?.quoted.map((p) => p.text)).toEqual([
      'Run the binary with the dev flag: It starts a single-node chain that funds //Alice and //Bob.',
    ]);
    expect(choice?.code).toBe('./gear --dev');
  });

  it('answers a value with the table row that holds it, whole', () => {
    const {choice} = choose('Which port does the node serve RPC on?');
    expect(choice?.quoted.map((p) => p.text)).toEqual([
      'Port: 9944; Purpose: JSON-RPC over HTTP and WebSocket (--rpc-port)',
    ]);
  });

  it('answers a number with the sentence that states it in the unit asked for', () => {
    const {choice} = choose('How many validators can I nominate?');
    expect(choice?.quoted[0]?.text).toBe(
      'You may nominate up to 16 validators, and the election assigns your stake to the active ones.',
    );
  });

  it('answers a definition from the section named after the term', () => {
    const {choice} = choose('What is a voucher?');
    expect(choice?.section.record.url).toBe('/docs/about/glossary#voucher');
  });

  it('quotes the sentence a lead points back to', () => {
    const {choice} = choose('When does a referendum time out?');
    expect(choice?.quoted.map((p) => p.text)).toEqual([
      'Someone must place the decision deposit.',
      'Without it, the referendum times out after 14 days.',
    ]);
  });

  it('opens an FAQ entry whose heading is the question', () => {
    const reading = readQuestion('How long does unbonding take?', null);
    const found = findSections(search, reading);
    const faq = found.candidates[0]?.section;
    expect(faq?.record.anchor).toBe('how-long-does-unbonding-take');
    const choice = faq && passageIn(faq, reading, found, DETAILS);
    expect(choice?.quoted[0]?.text).toBe('14 eras, which is 7 days.');
  });
});

describe('judge (step 4)', () => {
  it('refuses a passage that holds too little of the question, or no number when one is asked', () => {
    const reading = readQuestion('How long is the voucher owner’s lunch break?', null);
    const found = findSections(search, reading);
    const choice = choosePassage(found, reading, DETAILS);
    // A quantity question is not answered by a section that states none: it is not even chosen.
    expect(choice === null || !judge(choice, found, reading)).toBe(true);
    expect(ask('How long is the voucher owner’s lunch break?').sentences).toEqual([]);
  });

  it('answers a market question only from a section whose headings name its market word', () => {
    // The section states "the current price" of gas in VARA: it is not the price of VARA.
    expect(ask('What is the current price of VARA?').sentences).toEqual([]);
    expect(urls(ask('What does valuePerGas give?'))).toEqual(['/docs/tokenomics#fees-and-gas']);
  });

  it('weighs with the table of weights', () => {
    expect(WEIGHTS.minCoverage).toBeGreaterThan(0.5);
    expect(WEIGHTS.sectionsRead.definition).toBeGreaterThanOrEqual(WEIGHTS.sectionsRead.howto);
  });
});

describe('answerQuestion', () => {
  it('cites the section it quotes, with its anchor', () => {
    const a = ask('How do I reserve gas in a program?');
    expect(a.kind).toBe('howto');
    expect(texts(a)).toEqual([
      'To reserve gas, call reserve_gas with an amount and a duration: Each reservation lasts a number of blocks and is spent by one message.',
      '[code] pub fn reserve_gas(amount: u64, duration: u32) -> Result<ReservationId>;',
    ]);
    expect(a.sources).toEqual([
      {
        url: '/docs/build/gstd/gas-reservation#signatures',
        page: 'Gas reservation',
        section: 'Signatures',
      },
    ]);
  });

  it('leads a "how long" answer with the number', () => {
    const a = ask('How long does unbonding take?');
    expect(texts(a)[0]).toBe('14 eras, which is 7 days.');
    expect(urls(a)).toEqual(['/docs/staking/validator-faqs#how-long-does-unbonding-take']);
  });

  it('keeps the subject in a follow-up and starts fresh on a question of its own', () => {
    const first = ask('How do vouchers work?');
    expect(texts(first)[0]).toBe(
      'A voucher lets an account pay for messages to a program with gas funded by someone else.',
    );
    const followUp = ask('Can it be revoked?', first);
    expect(followUp.carried).toEqual(['vouchers']);
    expect(texts(followUp)[0]).toBe('The owner can revoke a voucher once it has expired.');
    expect(ask('What is the existential deposit?', followUp).carried).toEqual([]);
    const node = ask('How do I start a development node?');
    expect(texts(ask('Which accounts does it fund?', node))[0]).toContain('//Alice and //Bob');
  });

  it('answers a how-to its page’s introduction would answer from the page’s step: its lead and its code', () => {
    const a = ask('How do I restore a keyring from a seed?');
    expect(texts(a)).toEqual([
      'Each helper returns a key pair made from a mnemonic or a seed.',
      '[code] const pair = await GearKeyring.fromSeed(seed);',
    ]);
    expect(urls(a)).toEqual(['/docs/api/keyring#method-reference']);
  });

  it('says the docs do not cover it, naming the closest pages', () => {
    const a = ask('What is the price of VARA in dollars today?');
    expect(a.sentences).toEqual([]);
    // The closest pages, in the engine's order: the one on gas price first.
    expect(urls(a)).toEqual(['/docs/tokenomics', '/docs/node', '/docs/about/glossary']);
    // A word no section holds ("Solana") is part of what the question asks.
    expect(ask('How do I nominate on Solana?').sentences).toEqual([]);
  });

  it('finds nothing for unrelated, empty or stop-word-only questions', () => {
    for (const q of ['zebra giraffe quokka', '', '   ', 'what is it?']) {
      const a = ask(q);
      expect(a.sentences, q).toEqual([]);
      expect(a.sources, q).toEqual([]);
    }
  });

  it('works without the details file (no code, tables read as prose)', () => {
    const a = answerQuestion(search, linkOf, 'How do I start a development node?', null);
    expect(a.sentences.some((s) => s.code)).toBe(false);
    expect(urls(a)).toEqual(['/docs/node/dev-net#step-1-start-the-node']);
  });

  it('keeps markup in record text as text, searches in the reader’s language only, and cuts long questions', () => {
    const a = ask('Do nominators share the rewards?');
    expect(texts(a)[0]).toContain('<script>alert(1)</script>');
    expect(JSON.stringify(ask('vouchers en français'))).not.toContain('/fr/');
    const long = ask(`voucher ${'x'.repeat(1000)}`);
    expect(long.truncated).toBe(true);
    expect(long.question).toHaveLength(500);
    expect(RECORDS.length).toBeGreaterThan(10);
  });
});
