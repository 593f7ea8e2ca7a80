import {describe, expect, it} from 'vitest';
import {scanHeadings} from '../engine';

const SECTIONS = [
  {title: 'gas reservation', heading: 'gas reservation'},
  {title: 'gas reservation', heading: 'reserving gas in a program'},
  {title: 'mailbox', heading: 'gas for mailbox messages'},
  {title: 'vouchers', heading: 'issue a voucher'},
];
const all = () => true;
const ids = (terms: string[], accept: (id: number) => boolean = all) =>
  scanHeadings(SECTIONS, terms, accept).map((r) => r.id as number);

describe('scanHeadings', () => {
  it('finds every term, the last as the start of a word, the others whole', () => {
    expect(ids(['gas', 'reserv'])).toEqual([0, 1]);
    expect(ids(['ga'])).toEqual([0, 1, 2]);
    // "reserv" is not a whole word of any heading.
    expect(ids(['reserv', 'gas'])).toEqual([]);
    // A term inside a word is no match: "ouch" in "voucher".
    expect(ids(['ouch'])).toEqual([]);
    expect(ids([])).toEqual([]);
  });

  it('ranks the page title over the heading, then the shorter heading', () => {
    const results = scanHeadings(SECTIONS, ['gas'], all);
    // Title and heading, title and heading (a longer one), heading only.
    expect(results.map((r) => [r.id, r.score])).toEqual([
      [0, 5],
      [1, 5],
      [2, 2],
    ]);
  });

  it('names the words it matched and where, for the highlighting', () => {
    const [result] = scanHeadings(SECTIONS, ['voucher'], all);
    expect(result).toMatchObject({
      id: 3,
      terms: ['vouchers', 'voucher'],
      queryTerms: ['voucher'],
      match: {voucher: ['heading'], vouchers: ['title']},
    });
  });

  it('leaves out what the filter rejects, and reads regular-expression characters as text', () => {
    expect(ids(['gas'], (id) => id !== 0)).toEqual([1, 2]);
    expect(ids(['(gas'])).toEqual([]);
  });
});
