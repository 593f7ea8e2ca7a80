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
  const at = (lvl0: string, lvl1: string, type: string, id: string) =>
    hit({id, type, hierarchy: {...hierarchy, lvl0, lvl1}});

  it('orders sections, then pages, by their best hit, a page before its sections', () => {
    const hits = [
      at('Build', 'Mailbox', 'lvl2', 'a'),
      at('Staking', 'Nominate', 'lvl1', 'b'),
      at('Build', 'Gas', 'lvl2', 'c'),
      at('Build', 'Mailbox', 'lvl1', 'd'),
      at('Build', 'Mailbox', 'content', 'e'),
    ];
    expect(
      groupBySection(hits).map((g) => [g.name, g.hits.map((h) => `${h.hit.id} ${h.branch}`)]),
    ).toEqual([
      ['Build', ['d null', 'a middle', 'e last', 'c null']],
      ['Staking', ['b null']],
    ]);
  });
});

describe('hitTexts', () => {
  const highlighted = {
    lvl1: {value: '<mark>Mail</mark>box'},
    lvl3: {value: 'Claim <mark>mail</mark>'},
  };

  it('titles a page by its title, over its text when it has any', () => {
    expect(hitTexts(hit({_highlightResult: {hierarchy: highlighted}}))).toEqual({
      title: '<mark>Mail</mark>box',
      path: null,
    });
    const page = hit({
      content: 'Intro.',
      _snippetResult: {content: {value: '<mark>Intro</mark>.'}},
    });
    expect(hitTexts(page)).toEqual({title: 'Mailbox', path: '<mark>Intro</mark>.'});
  });

  it('works a hit out once: rows compared on every key read the same texts', () => {
    const page = hit({content: 'Intro.'});
    expect(hitTexts(page)).toBe(hitTexts(page));
    expect(hitTexts({...page})).not.toBe(hitTexts(page));
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

  it('titles text by its snippet, under its page and heading', () => {
    const text = hit({
      type: 'content',
      hierarchy: {...hierarchy, lvl2: 'Reading'},
      content: 'The whole text.',
      _snippetResult: {content: {value: '… the <mark>mail</mark> …'}},
    });
    expect(hitTexts(text)).toEqual({title: '… the <mark>mail</mark> …', path: 'Mailbox › Reading'});
    expect(hitTexts({...text, _snippetResult: undefined}).title).toBe('The whole text.');
    expect(hitTexts({...text, hierarchy}).path).toBe('Mailbox');
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
