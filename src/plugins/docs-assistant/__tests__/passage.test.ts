import {describe, expect, it} from 'vitest';
import {
  isMeta,
  passagesOf,
  quantityOf,
  readWords,
  refersBack,
  splitSentences,
  statesLimit,
  statesQuantity,
  statesUnit,
} from '../passage';

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

describe('passagesOf', () => {
  it('reads the prose as sentences and each table row whole, labelled by the header', () => {
    const text = 'Open these. Port Use 30333 Peers, --port 9944 RPC Keep 9944 closed. Done.';
    const table = [
      [12, 17, 20],
      [21, 27, 40],
      [41, 46, 49],
    ];
    expect(passagesOf(text, [table]).map((p) => [p.position, p.row, p.text])).toEqual([
      [0, false, 'Open these.'],
      [1, true, 'Port: 30333; Use: Peers, --port'],
      [2, true, 'Port: 9944; Use: RPC'],
      [3, false, 'Keep 9944 closed.'],
      [4, false, 'Done.'],
    ]);
    expect(passagesOf('One. Two.')[1]?.words).toEqual(['two']);
  });
});

describe('readWords', () => {
  it('reads the words inside camel-case names besides the names themselves', () => {
    expect(readWords('Call api.staking.withdrawUnbonded(0) after 14 eras.')).toEqual([
      'call',
      'api',
      'staking',
      'withdrawunbonded',
      '0',
      'after',
      '14',
      'eras',
      'withdraw',
      'unbonded',
    ]);
    expect(readWords('Balances.TotalIssuance')).toEqual([
      'balances',
      'totalissuance',
      'total',
      'issuance',
    ]);
    expect(readWords('send_delayed and Locked1x')).toEqual(['send', 'delayed', 'and', 'locked1x']);
  });
});

describe('refersBack and isMeta', () => {
  it('tells a sentence that points at the one before it, or at the page', () => {
    expect(refersBack('Without it, the referendum times out after 14 days.')).toBe(true);
    expect(refersBack('The referendum times out after 14 days.')).toBe(false);
    expect(isMeta('This page explains the mailbox.')).toBe(true);
    expect(isMeta('The mailbox holds messages.')).toBe(false);
  });
});

describe('quantities', () => {
  it('finds amounts, not release numbers or names with digits in them', () => {
    expect(statesQuantity('Unbonding takes 14 eras.')).toBe(true);
    expect(statesQuantity('The ideal ratio is 85%.')).toBe(true);
    expect(statesQuantity('At release 1.10.0 the wallet embeds gring.')).toBe(false);
    expect(statesQuantity('Addresses use the ss58 format and u128 balances.')).toBe(false);
    expect(statesQuantity('The hash is 0xdeadbeef.')).toBe(false);
    expect(statesQuantity('Projects need Rust 1.91.0.', true)).toBe(true);
  });

  it('reads the unit a question counts or measures, and whether it asks for a bound', () => {
    const many = quantityOf('How many validators can a nominator nominate at most?', [
      'validators',
      'nominator',
      'nominate',
    ]);
    expect(many.units.has('validators')).toBe(true);
    expect(many.limit).toBe(true);
    expect(statesUnit('You may nominate up to 16 validators.', many)).toBe(true);
    expect(statesUnit('Look at 30 eras of history.', many)).toBe(false);
    expect(statesLimit('You may nominate up to 16 validators.')).toBe(true);
    const time = quantityOf('How long does unbonding take?', ['unbonding']);
    expect(statesUnit('14 eras, which is 7 days.', time)).toBe(true);
    expect(quantityOf('What is the ideal staking ratio?', []).units.has('%')).toBe(true);
    expect(quantityOf('Which Rust version do projects need?', []).versions).toBe(true);
  });
});
