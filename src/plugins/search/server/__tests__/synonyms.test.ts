import {describe, expect, it} from 'vitest';
import type {SearchRecord} from '../../shared/types';
import {buildSynonyms, definitionHead} from '../synonyms';

function record(
  url: string,
  lvl2: string | null,
  lvl3: string | null,
  content: string,
): SearchRecord {
  return {
    objectID: `${url}#${lvl3 ?? lvl2 ?? ''}`,
    url,
    url_without_anchor: url,
    anchor: null,
    hierarchy: {lvl0: 'Docs', lvl1: 'Page', lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null},
    content,
    type: lvl3 ? 'lvl3' : lvl2 ? 'lvl2' : 'lvl1',
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  };
}

describe('definitionHead', () => {
  it('takes the last word of the definition’s opening noun phrase', () => {
    expect(definitionHead('The native token of Vara Network, with 12 decimals.')).toBe('token');
    expect(definitionHead('An on-chain allowance of VARA, issued by one account.')).toBe(
      'allowance',
    );
    expect(definitionHead('Short for gas reservation.')).toBe('reservation');
    expect(definitionHead('A batch of extrinsics.')).toBe('batch');
    expect(definitionHead('')).toBeNull();
  });

  it('stops at a participle or adverb after the noun, and finds none in an action or a count', () => {
    expect(definitionHead('A reply created by the runtime when a message fails.')).toBe('reply');
    expect(definitionHead('An actor implemented natively in the runtime.')).toBe('actor');
    expect(definitionHead('VARA sent with a message.')).toBe('vara');
    expect(definitionHead('A validated Wasm module stored on chain.')).toBe('module');
    expect(definitionHead('Writing a program handler as an async function.')).toBeNull();
    expect(definitionHead('Two meanings. In staking, a period.')).toBeNull();
  });
});

describe('buildSynonyms', () => {
  it('relates glossary head nouns to their terms and aliasing headings both ways', () => {
    const records = [
      record('/docs/about/glossary', 'V', 'VARA', 'The native token of Vara Network.'),
      record('/docs/about/glossary', 'G', 'Gas', 'The unit of work on Vara.'),
      // Its head noun is a glossary term itself: a kind of gas, not another name for it.
      record('/docs/about/glossary', 'R', 'Reply deposit', 'Gas that a sender sets aside.'),
      record('/docs/features', 'Gasless: vouchers', null, 'A voucher is an allowance.'),
      // Only glossary entries (level 3 on the glossary page) define terms.
      record('/docs/other', 'Token', null, 'The native token of nothing.'),
    ];
    expect(buildSynonyms(records)).toEqual({
      gasless: ['vouchers'],
      token: ['vara'],
      unit: ['gas'],
      vouchers: ['gasless'],
    });
  });
});
