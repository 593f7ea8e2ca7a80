import {describe, expect, it} from 'vitest';
import {groupBySection, hitTexts, markedParts, type ShownHit} from '../results';

const hierarchy = {
  lvl0: 'Build',
  lvl1: 'Mailbox',
  lvl2: null,
  lvl3: null,
  lvl4: null,
  lvl5: null,
  lvl6: null,
};
const hit = (fields: Partial<ShownHit> & {id?: string}): ShownHit & {id?: string} => ({
  type: 'lvl1',
  hierarchy,
  content: null,
  ...fields,
});

describe('groupBySection', () => {
  it('keeps the rank order within a section and orders sections by their best hit', () => {
    const hits = [
      hit({id: 'a', hierarchy: {...hierarchy, lvl0: 'Build'}}),
      hit({id: 'b', hierarchy: {...hierarchy, lvl0: 'Staking'}}),
      hit({id: 'c', hierarchy: {...hierarchy, lvl0: 'Build'}}),
    ];
    expect(groupBySection(hits).map((g) => [g.name, g.hits.map((h) => h.id)])).toEqual([
      ['Build', ['a', 'c']],
      ['Staking', ['b']],
    ]);
  });
});

describe('hitTexts', () => {
  const highlighted = {
    lvl1: {value: '<mark>Mail</mark>box'},
    lvl3: {value: 'Claim <mark>mail</mark>'},
  };

  it('titles a page by its title, alone', () => {
    expect(hitTexts(hit({_highlightResult: {hierarchy: highlighted}}))).toEqual({
      title: '<mark>Mail</mark>box',
      path: null,
    });
  });

  it('titles a section by its heading, under its page', () => {
    const section = hit({
      type: 'lvl3',
      hierarchy: {...hierarchy, lvl2: 'Reading', lvl3: 'Claim mail'},
      _highlightResult: {hierarchy: highlighted},
    });
    expect(hitTexts(section)).toEqual({
      title: 'Claim <mark>mail</mark>',
      path: '<mark>Mail</mark>box',
    });
  });

  it('titles text by its snippet, under its heading', () => {
    const text = hit({
      type: 'content',
      hierarchy: {...hierarchy, lvl2: 'Reading'},
      content: 'The whole text.',
      _snippetResult: {content: {value: '… the <mark>mail</mark> …'}},
    });
    expect(hitTexts(text)).toEqual({title: '… the <mark>mail</mark> …', path: 'Reading'});
    expect(hitTexts({...text, _snippetResult: undefined}).title).toBe('The whole text.');
  });
});

describe('markedParts', () => {
  it('keeps every tag but <mark> as text, and undoes the escapes', () => {
    expect(
      markedParts('<img src=x onerror="a()"><mark>gas</mark> &amp; &lt;b&gt; &#039;x&#39;'),
    ).toEqual([
      {text: '<img src=x onerror="a()">', marked: false},
      {text: 'gas', marked: true},
      {text: ` & <b> 'x'`, marked: false},
    ]);
  });

  it('reads an unclosed or stray mark as a boundary only', () => {
    expect(markedParts('a</mark>b<mark>c')).toEqual([
      {text: 'a', marked: false},
      {text: 'b', marked: false},
      {text: 'c', marked: true},
    ]);
  });
});
