import {describe, expect, it} from 'vitest';
import {
  EmbeddedIndex,
  indexWords,
  matchesQueryWord,
  MAX_QUERY_LENGTH,
  queryWords,
  type SearchRequest,
} from '../engine';
import {CONTEXT, RECORDS} from './fixture';

const index = new EmbeddedIndex(RECORDS);
const search = (query: string, extra: Partial<SearchRequest> = {}) =>
  index.search({
    indexName: 'vara',
    query,
    facetFilters: CONTEXT,
    attributesToSnippet: ['content:8'],
    ...extra,
  });
const ids = (query: string, extra: Partial<SearchRequest> = {}) =>
  search(query, extra).hits.map((h) => `${h.objectID}:${h.type}`);

describe('EmbeddedIndex', () => {
  it('answers in the hosted service shape, with highlights and snippets', () => {
    const response = search('gas reser');
    expect({...response, hits: response.hits.length}).toEqual({
      hits: 3,
      nbHits: 3,
      page: 0,
      nbPages: 1,
      query: 'gas reser',
    });
    const hit = response.hits[0];
    expect(hit?.objectID).toBe('/docs/build/gstd/gas-reservation#0');
    expect(hit?.type).toBe('lvl1');
    expect(hit?._highlightResult.hierarchy.lvl1).toEqual({
      value: '<mark>Gas</mark> <mark>reservation</mark>',
    });
    expect(hit?._highlightResult.hierarchy.lvl0).toEqual({value: 'Build programs'});
    expect(hit?._highlightResult.hierarchy.lvl2).toBeUndefined();
    // Not the crawler's camel-case copy of the hierarchy: nothing reads it, and each answer carried it.
    expect(hit?._highlightResult).not.toHaveProperty('hierarchy_camel');
    expect(hit?._snippetResult).toEqual({
      content: {
        value:
          'A <mark>gas</mark> <mark>reservation</mark> moves <mark>gas</mark> from the current…',
      },
    });
    // The snippet stands for the text, which the answer does not carry.
    expect(hit?.content).toBeNull();
  });

  it('matches the word being typed as a prefix, and tolerates typos', () => {
    expect(ids('mailb')[0]).toBe('/docs/build/gstd/mailbox#0:lvl1');
    expect(ids('mailbx')[0]).toBe('/docs/build/gstd/mailbox#0:lvl1');
    expect(ids('nominaters')).toEqual(['/docs/staking/nominate#0:lvl1']);
    // Only the last word is a prefix: "reser" in first place finds nothing, "gas" alone answers.
    expect(ids('reser gas')).toEqual(ids('gas'));
  });

  it('finds the sections holding most of the words when none holds them all', () => {
    // No section holds "wipe": those holding "gas" and "reservation" come first, then "gas" alone.
    const found = search('wipe gas reservation').hits;
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]?.objectID).toBe('/docs/build/gstd/gas-reservation#0');
    const holds = (h: (typeof found)[number], w: string) =>
      JSON.stringify(h._highlightResult).toLowerCase().includes(`<mark>${w}`) ||
      JSON.stringify(h._snippetResult).toLowerCase().includes(`<mark>${w}`);
    const both = found.map((h) => holds(h, 'gas') && holds(h, 'reserv'));
    // Every section with both words ranks above every section with one.
    expect(both.indexOf(false) === -1 || both.lastIndexOf(true) < both.indexOf(false)).toBe(true);
    // A word nothing holds, alone, still finds nothing.
    expect(ids('zzqxjv')).toEqual([]);
    expect(ids('zzqxjv qqzzvv')).toEqual([]);
  });

  it('does not require the small words of a query, except the one being typed', () => {
    // No section holds "for": "reservation for later" finds what "reservation later" finds.
    expect(ids('reservation for later')).toEqual(ids('reservation later'));
    expect(ids('reservation for later')[0]).toBe('/docs/build/gstd/gas-reservation#0:lvl1');
    // The last word may be the start of another ("to" of "tokens"): it still counts.
    expect(ids('reservation to')).not.toEqual(ids('reservation'));
  });

  it('finds the other forms of a word, as the index and the query share one stemmer', () => {
    // "moving" is not in the text; "moves" is. "nominating" is no prefix or typo of "nominate".
    expect(ids('moving gas')).toContain('/docs/build/gstd/gas-reservation#0:lvl1');
    expect(ids('nominating')).toContain('/docs/staking/nominate#0:lvl1');
  });

  it('ranks headings above body text', () => {
    // "mailbox" is the title of one page and a word in another's body.
    expect(ids('mailbox').slice(0, 2)).toEqual([
      '/docs/build/gstd/mailbox#0:lvl1',
      '/docs/build/gstd/mailbox#1:lvl2',
    ]);
    expect(ids('edge')).toEqual(['/docs/build/gstd/gas-reservation#2:lvl2']);
  });

  it('shows a section found by its text as a content hit', () => {
    expect(ids('unreserve')).toEqual(['/docs/build/gstd/gas-reservation#1:content']);
    const hit = search('unreserve').hits[0];
    // "reserve" is one typo away from "unreserve" (nine letters allow two).
    expect(hit?._snippetResult.content?.value).toBe(
      '<mark>reserve</mark>_gas(amount, duration) returns a ReservationId; <mark>unreserve</mark>…',
    );
  });

  it('applies facet filters: language and docs version', () => {
    expect(ids('messages', {facetFilters: undefined})).toHaveLength(7);
    expect(ids('messages')).toHaveLength(5);
    expect(ids('messages', {facetFilters: ['language:fr']})).toEqual(['/fr/docs/page#0:lvl1']);
    expect(ids('messages', {facetFilters: ['docusaurus_tag:docs-default-0.9']})).toEqual([
      '/docs/old/page#0:lvl1',
    ]);
  });

  it('pages through results', () => {
    const first = search('gas', {hitsPerPage: 2});
    const second = search('gas', {hitsPerPage: 2, page: 1});
    expect([first.nbHits, first.nbPages, second.page]).toEqual([5, 3, 1]);
    expect(second.hits.map((h) => h.objectID)).not.toContain(first.hits[0]?.objectID);
    expect(search('gas', {hitsPerPage: 0}).hits).toEqual([]);
    expect(search('gas', {page: -3}).page).toBe(0);
  });

  it('escapes text in highlights and snippets', () => {
    const hit = search('edge').hits[0];
    expect(hit?._highlightResult.hierarchy.lvl2?.value).toBe(
      'Errors &lt;and&gt; <mark>edge</mark> cases',
    );
    expect(search('reservation fails').hits[0]?._snippetResult.content?.value).toBe(
      '…enough gas: the <mark>reservation</mark> <mark>fails</mark> when the message…',
    );
  });

  it('survives bad input without a crash, a hang or markup', () => {
    for (const query of [
      'a'.repeat(10_000),
      'gas '.repeat(2_500),
      '.*(?<x>[',
      '\\',
      '<img src=x onerror=alert(1)>',
      '"\'&<>',
      '🚀',
      '   ',
      '',
    ]) {
      const response = search(query);
      expect(response.query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
      for (const hit of response.hits) {
        expect(JSON.stringify(hit._highlightResult)).not.toMatch(/<(?!\/?mark>)/);
      }
    }
    expect(ids('🚀')).toEqual(['/docs/staking/nominate#0:lvl1']);
    expect(search('   ').nbHits).toBe(0);
    expect(search('gas '.repeat(2_500)).nbHits).toBe(5);
  });

  it('looks at headings only for a one-letter query', () => {
    // The page first (its title matches as title and as heading), then its sections.
    expect(ids('m')).toEqual([
      '/docs/build/gstd/mailbox#0:lvl1',
      '/docs/build/gstd/mailbox#1:lvl2',
      '/docs/build/gstd/mailbox#2:lvl3',
    ]);
  });

  it('holds every record', () => {
    expect(index.size).toBe(RECORDS.length);
  });

  it('answers one letter from the headings at once and the rest once the full text is in', async () => {
    const fresh = new EmbeddedIndex(RECORDS);
    expect(fresh.isReadyFor({indexName: 'vara', query: 'm'})).toBe(true);
    expect(fresh.isReadyFor({indexName: 'vara', query: 'mailbox'})).toBe(false);
    await fresh.complete();
    expect(fresh.isReadyFor({indexName: 'vara', query: 'mailbox'})).toBe(true);
    expect(fresh.search({indexName: 'vara', query: 'unreserve'}).nbHits).toBe(1);
  });

  it('indexes the full text at once when a query needs it first', () => {
    const fresh = new EmbeddedIndex(RECORDS);
    expect(fresh.search({indexName: 'vara', query: 'unreserve'}).nbHits).toBe(1);
    expect(fresh.isReadyFor({indexName: 'vara', query: 'gas'})).toBe(true);
  });

  it('answers early from the headings, and not at all when only the text matches', () => {
    const fresh = new EmbeddedIndex(RECORDS);
    const early = fresh.searchHeadings({indexName: 'vara', query: 'mailbox'});
    expect(early?.hits.map((h) => h.objectID)).toEqual(
      expect.arrayContaining(['/docs/build/gstd/mailbox#0']),
    );
    // "unreserve" is only in a section's text: no early "no results".
    expect(fresh.searchHeadings({indexName: 'vara', query: 'unreserve'})).toBeNull();
    expect(fresh.isReadyFor({indexName: 'vara', query: 'mailbox'})).toBe(false);
  });

  it('indexes the full text in steps, handing the thread back between them', async () => {
    const fresh = new EmbeddedIndex(RECORDS);
    let steps = 0;
    let done = false;
    const completing = fresh.complete(0).then(() => {
      done = true;
    });
    // With a zero slice each record is a step of its own: other tasks run meanwhile.
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      steps++;
    }
    await completing;
    expect(steps).toBeGreaterThan(1);
    expect(fresh.isReadyFor({indexName: 'vara', query: 'mailbox'})).toBe(true);
    expect(fresh.search({indexName: 'vara', query: 'unreserve'}).nbHits).toBe(1);
  });
});

describe('rankSections', () => {
  const ranked = (query: string, limit?: number) => index.rankSections(query, CONTEXT, limit);

  it('gives the sections search gives, in its order, as whole records with their scores', () => {
    for (const query of ['gas', 'gas reser', 'mailbx', 'message', 'reservation lifetime', 'g']) {
      const hits = search(query).hits.map((h) => h.objectID);
      const {sections, total} = ranked(query);
      expect(
        sections.map((s) => s.record.objectID),
        query,
      ).toEqual(hits);
      expect(total, query).toBe(search(query).nbHits);
      const scores = sections.map((s) => s.score);
      expect(scores, query).toEqual([...scores].sort((a, b) => b - a));
    }
    const [first] = ranked('gas reservation').sections;
    expect(first?.record).toEqual(RECORDS.find((r) => r.objectID === first?.record.objectID));
    expect(first?.record.content).toContain('moves gas');
  });

  it('names the index words each query word matched, typo and prefix forms included', () => {
    const [first] = ranked('mailbx mes').sections;
    expect(first?.words.mailbx).toEqual(['mailbox']);
    expect(first?.words.mes?.every((w) => w.startsWith('mes'))).toBe(true);
  });

  it('counts the sections holding a word as written, or a longer word it begins', () => {
    const exact = index.sectionsHolding('reservation', CONTEXT);
    expect(exact).toBe(
      ranked('reservation').sections.filter((s) => s.words.reservation?.includes('reservation'))
        .length,
    );
    expect(index.sectionsHolding('reservatio', CONTEXT)).toBe(0);
    expect(index.sectionsHolding('reservatio', CONTEXT, true)).toBe(exact);
    expect(index.sectionsHolding('', CONTEXT)).toBe(0);
  });

  it('stops at the limit and counts every section found', () => {
    const all = ranked('message');
    expect(ranked('message', 1).sections).toHaveLength(1);
    expect(ranked('message', 0)).toEqual({sections: [], total: all.total});
    expect(ranked('', 5)).toEqual({sections: [], total: 0});
  });
});

describe('the words of the index', () => {
  it('splits and folds text as the index does', () => {
    expect(indexWords('Send a Message, to «Ñandú»!')).toEqual([
      'send',
      'a',
      'message',
      'to',
      'nandu',
    ]);
    expect(queryWords('gas, reservation… ' + 'x '.repeat(40))).toHaveLength(16);
  });

  it('matches words as the engine does: the same, another form, a related word, a typo away, or begun by the word being typed', () => {
    expect(matchesQueryWord('message', 'messages', false)).toBe(true);
    expect(matchesQueryWord('mailbx', 'mailbox', false)).toBe(true);
    expect(matchesQueryWord('address', 'addresses', false)).toBe(true);
    expect(matchesQueryWord('delayed', 'delay', false)).toBe(true);
    expect(matchesQueryWord('listen', 'subscribed', false)).toBe(true);
    expect(matchesQueryWord('address', 'addressing', true)).toBe(true);
    // Short words get no typo: "gas" is not "has".
    expect(matchesQueryWord('gas', 'has', false)).toBe(false);
    expect(matchesQueryWord('validator', 'validation', false)).toBe(true);
    expect(matchesQueryWord('reservation', 'preservation', false)).toBe(true);
    expect(matchesQueryWord('reserve', 'reservation', false)).toBe(false);
  });
});
