import {describe, expect, it} from 'vitest';
import {answerQuestion, choosePassage, findSections, judge, WEIGHTS, type Answer} from '../answer';
import {readQuestion} from '../question';
import {DETAILS, fixtureSearch, linkOf, RECORDS} from './fixture';

const search = fixtureSearch();
const ask = (q: string, previous: Answer | null = null) =>
  answerQuestion(search, linkOf, q, previous, DETAILS);
const texts = (a: Answer) => a.sentences.map((s) => (s.code ? `[code] ${s.text}` : s.text));
const urls = (a: Answer) => a.sources.map((s) => s.url);

describe('findSections (step 2)', () => {
  const find = (q: string) => findSections(search, readQuestion(q, null), DETAILS);

  it('weighs the sections the search finds by what their fields hold, each word by its rarity', () => {
    const found = find('How do I reserve gas?');
    expect(found.candidates[0]?.section.record.url).toBe(
      '/docs/build/gstd/gas-reservation#signatures',
    );
    // "reserve" is in one section, "gas" in several: the rarer word weighs more.
    expect(found.weights.get('reserve')).toBeGreaterThan(found.weights.get('gas') as number);
    const scores = found.candidates.map((c) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('adds the sections holding some of the words when few hold them all', () => {
    const some = find('voucher owner expired');
    // "voucher owner expired" is in one section; those with fewer of the words follow it.
    expect(some.candidates[0]?.section.record.url).toBe('/docs/api/vouchers#revoke');
    expect(some.candidates.length).toBeGreaterThan(1);
    expect(some.candidates[0]?.held).toEqual(new Set(['voucher', 'owner', 'expired']));
    // A word no section holds ("Lido") still weighs: the docs do not know it.
    const lido = find('How do I stake VARA with Lido?');
    expect(lido.weights.get('lido')).toBeGreaterThan(lido.weights.get('vara') as number);
    expect(lido.candidates.some((c) => c.held.has('lido'))).toBe(false);
  });

  it('carries a follow-up’s subject at a lower weight', () => {
    const reading = readQuestion('Can it be revoked?', {terms: ['vouchers'], carried: []});
    const found = findSections(search, reading, DETAILS);
    expect(reading.carried).toEqual(['vouchers']);
    expect(found.candidates[0]?.section.record.url).toBe('/docs/api/vouchers#revoke');
  });
});

describe('choosePassage (step 3)', () => {
  const choose = (q: string) => {
    const reading = readQuestion(q, null);
    const found = findSections(search, reading, DETAILS);
    return {reading, found, choice: choosePassage(found, reading, DETAILS)};
  };

  it('answers a how-to with the section’s lead and its code block', () => {
    const {choice} = choose('How do I start a development node?');
    expect(choice?.candidate.section.record.url).toBe('/docs/node/dev-net#step-1-start-the-node');
    expect(choice?.quoted.map((p) => p.text)).toEqual([
      'Run the binary with the dev flag: It starts a single-node chain that funds //Alice and //Bob.',
    ]);
    expect(choice?.code).toBe('./gear --dev');
  });

  it('answers a value with the table rows that state it, whole', () => {
    const {choice} = choose('Which port does the node serve RPC on?');
    expect(choice?.quoted.map((p) => p.text)).toContain(
      'Port: 9944; Purpose: JSON-RPC over HTTP and WebSocket (--rpc-port)',
    );
  });

  it('answers a number with the sentence that states it', () => {
    const {choice} = choose('How many validators can I nominate?');
    expect(choice?.quoted.map((p) => p.text)).toContain(
      'You may nominate up to 16 validators, and the election assigns your stake to the active ones.',
    );
  });

  it('quotes the sentence a quoted one points back to', () => {
    const {choice} = choose('When does a referendum time out?');
    expect(choice?.quoted.map((p) => p.text).slice(-2)).toEqual([
      'Someone must place the decision deposit.',
      'Without it, the referendum times out after 14 days.',
    ]);
  });

  it('shows the code of the page’s step when a how-to’s section has none, citing it', () => {
    const {reading, found} = choose('How do I restore a keyring from a seed?');
    // Put the page's introduction (no code) first, as a page about the question may rank.
    const intro = found.candidates.find((c) => c.section.record.url === '/docs/api/keyring');
    expect(intro).toBeDefined();
    const rest = found.candidates.filter((c) => c !== intro);
    const choice = choosePassage({...found, candidates: [intro!, ...rest]}, reading, DETAILS);
    expect(choice?.candidate).toBe(intro);
    expect(choice?.code).toBe('const pair = await GearKeyring.fromSeed(seed);');
    expect(choice?.codeFrom?.section.record.url).toBe('/docs/api/keyring#method-reference');
  });
});

describe('judge (step 4)', () => {
  it('refuses a section that holds too little of the question, or a quote with no number when one is asked', () => {
    const reading = readQuestion('How long is the voucher owner’s lunch break?', null);
    const found = findSections(search, reading, DETAILS);
    const choice = choosePassage(found, reading, DETAILS);
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
    expect(WEIGHTS.fields.headings).toBeGreaterThan(WEIGHTS.fields.text);
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
    expect(texts(first)[0]).toMatch(/^(A voucher|An on-chain allowance of VARA)/);
    const followUp = ask('Can it be revoked?', first);
    expect(followUp.carried).toEqual(['vouchers']);
    expect(texts(followUp)[0]).toBe('The owner can revoke a voucher once it has expired.');
    expect(ask('What is the existential deposit?', followUp).carried).toEqual([]);
    const node = ask('How do I start a development node?');
    expect(texts(ask('Which accounts does it fund?', node))[0]).toContain('//Alice and //Bob');
  });

  it('answers a how-to from a page’s introduction with the code of the page’s step, citing both', () => {
    const a = ask('How do I restore a keyring from a seed?');
    expect(texts(a)).toEqual([
      'GearKeyring creates the key pairs that sign transactions, and restores them from a mnemonic or a seed.',
      '[code] const pair = await GearKeyring.fromSeed(seed);',
    ]);
    expect(urls(a)).toEqual(['/docs/api/keyring', '/docs/api/keyring#method-reference']);
    expect(a.sentences.map((s) => s.source)).toEqual([0, 1]);
  });

  it('quotes a second section too when the ranker cannot tell it from the first', () => {
    const revoke = RECORDS.find((r) => r.anchor === 'revoke');
    const fromJs = {
      ...revoke!,
      objectID: '/docs/api/vouchers-js#revoke-a-voucher',
      url: '/docs/api/vouchers-js#revoke-a-voucher',
      url_without_anchor: '/docs/api/vouchers-js',
      anchor: 'revoke-a-voucher',
      hierarchy: {...revoke!.hierarchy, lvl1: 'Vouchers from JavaScript', lvl2: 'Revoke a voucher'},
      content: 'The sponsor calls api.voucher.revoke with the spender and the voucher id.',
    };
    const a = answerQuestion(fixtureSearch([...RECORDS, fromJs]), linkOf, 'How do vouchers work?');
    expect(a.sentences.map((s) => [s.source, s.also === true])).toEqual([
      [0, false],
      [0, false],
      [1, true],
    ]);
    expect(urls(a)).toEqual(['/docs/api/vouchers', '/docs/api/vouchers-js#revoke-a-voucher']);
    // Not for a number: it comes from the first of the best sections that states one.
    expect(urls(ask('How long does unbonding take?'))).toHaveLength(1);
  });

  it('says the docs do not cover it, naming the closest pages', () => {
    const a = ask('What is the price of VARA in dollars today?');
    expect(a.sentences).toEqual([]);
    // The closest pages, best first, one entry each: the one on gas price first.
    expect(urls(a)[0]).toBe('/docs/tokenomics');
    expect(new Set(urls(a)).size).toBe(3);
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
    const q = 'How do I start a development node?';
    ask(q); // The same sections read with the details file first: nothing of it may stick.
    const a = answerQuestion(search, linkOf, q, null);
    expect(a.sentences.some((s) => s.code)).toBe(false);
    const bare = findSections(search, readQuestion(q, null), {commands: {}, code: {}, tables: {}});
    expect(bare.candidates.every((c) => c.features.hasCode === 0)).toBe(true);
    expect(urls(a)).toEqual(['/docs/node/dev-net#step-1-start-the-node']);
  });

  it('keeps markup in record text as text, searches in the reader’s language only, and cuts long questions', () => {
    const a = ask('Do nominators share the rewards?');
    expect(texts(a)[0]).toContain('<script>alert("x")</script>');
    expect(JSON.stringify(ask('vouchers en français'))).not.toContain('/fr/');
    const long = ask(`voucher ${'x'.repeat(1000)}`);
    expect(long.truncated).toBe(true);
    expect(long.question).toHaveLength(500);
    expect(RECORDS.length).toBeGreaterThan(10);
  });
});
