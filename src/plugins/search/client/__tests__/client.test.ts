import {describe, expect, it} from 'vitest';
import {embeddedBackend, hostedBackend, indexFiles} from '../client';
import {EmbeddedIndex} from '../engine';
import {encodeIndex} from '../../shared/format';
import {CONTEXT, ENCODED, RECORDS} from './fixture';

type Call = {url: string; init?: RequestInit};

/** A fetch that answers from a table of URLs and records every call. */
function fakeFetch(routes: Record<string, unknown>, calls: Call[] = []): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({url, init});
    if (!(url in routes)) return new Response('not found', {status: 404});
    const body = routes[url];
    if (body instanceof Error) throw body;
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {status: 200});
  }) as typeof fetch;
}

const MANIFEST_URL = 'https://site.example/search-index/manifest.json';
const SITE = {
  [MANIFEST_URL]: {version: 1, index: 'index.abc.json', records: RECORDS.length},
  'https://site.example/search-index/index.abc.json': ENCODED,
};

/** A backend over these indexes, with no text indexed unless a search needs it. */
const backendOf = (
  index: () => Promise<EmbeddedIndex>,
  headings: () => Promise<EmbeddedIndex> = () => Promise.reject(new Error('none')),
) => embeddedBackend({index, headings}, () => undefined);

describe('indexFiles', () => {
  it('reads the manifest (revalidated), then the index it names', async () => {
    const calls: Call[] = [];
    const index = await indexFiles(MANIFEST_URL, fakeFetch(SITE, calls)).index();
    expect(index.size).toBe(RECORDS.length);
    expect(calls.map((c) => [c.url, c.init?.cache])).toEqual([
      [MANIFEST_URL, 'no-cache'],
      ['https://site.example/search-index/index.abc.json', undefined],
    ]);
  });

  it('fails with a message naming the step that failed', async () => {
    const cases = [
      fakeFetch({}),
      fakeFetch({[MANIFEST_URL]: new TypeError('Failed to fetch')}),
      fakeFetch({[MANIFEST_URL]: 'not json'}),
      fakeFetch({[MANIFEST_URL]: {version: 1}}),
      fakeFetch({...SITE, 'https://site.example/search-index/index.abc.json': {version: 9}}),
    ];
    for (const fetchImpl of cases) {
      await expect(indexFiles(MANIFEST_URL, fetchImpl).index()).rejects.toThrow(
        /^search: \S+ (answered 404|could not be reached|did not answer JSON|names no index|is not a search index)$/,
      );
    }
  });

  it('reads the manifest once, then the headings file and the index side by side', async () => {
    const calls: Call[] = [];
    const site = {
      ...SITE,
      [MANIFEST_URL]: {...SITE[MANIFEST_URL], headings: 'headings.def.json'},
      'https://site.example/search-index/headings.def.json': encodeIndex(
        RECORDS.map((r) => ({...r, content: null})),
      ),
    };
    const files = indexFiles(MANIFEST_URL, fakeFetch(site, calls));
    const [headings, index] = await Promise.all([files.headings(), files.index()]);
    expect(headings?.size).toBe(RECORDS.length);
    expect(index?.size).toBe(RECORDS.length);
    expect(calls.map((c) => c.url)).toEqual([
      MANIFEST_URL,
      'https://site.example/search-index/headings.def.json',
      'https://site.example/search-index/index.abc.json',
    ]);
    // A manifest without a headings file (an older build): the whole index alone.
    await expect(indexFiles(MANIFEST_URL, fakeFetch(SITE)).headings()).rejects.toThrow(
      `search: ${MANIFEST_URL} names no headings`,
    );
  });
});

describe('embeddedBackend', () => {
  it('answers early searches from the headings until the whole index is in', async () => {
    const headings = new EmbeddedIndex(RECORDS.map((r) => ({...r, content: null})));
    let loadWhole: (index: EmbeddedIndex) => void = () => undefined;
    const whole = new Promise<EmbeddedIndex>((resolve) => (loadWhole = resolve));
    const backend = backendOf(
      () => whole,
      async () => headings,
    );
    const request = {indexName: 'vara', query: RECORDS[0]?.hierarchy.lvl1 ?? ''};
    await backend.answering();
    const early = await backend.search({requests: [request]}, {early: true});
    expect(early.partial).toBe(true);
    expect(early.results[0]?.nbHits).toBeGreaterThan(0);
    // One letter too: the headings file answers it without waiting for the whole index.
    const letter = {...request, query: request.query.slice(0, 1)};
    expect((await backend.search({requests: [letter]}, {early: true})).partial).toBe(true);
    // Not asked early: it waits for the whole index, and so does every search once it is in.
    const late = backend.search({requests: [request]});
    loadWhole(new EmbeddedIndex(RECORDS));
    expect((await late).partial).toBeUndefined();
    // The headings file has no text; once the whole index is in, it answers early searches too.
    expect(early.results[0]?.hits.every((h) => h.content === null)).toBe(true);
    const after = await backend.search({requests: [request]}, {early: true});
    expect(after.partial).toBeUndefined();
  });

  it('loads the index once and tries again after a failure', async () => {
    let attempts = 0;
    const backend = backendOf(async () => {
      attempts++;
      if (attempts === 1) throw new Error('offline');
      return new EmbeddedIndex(RECORDS);
    });
    await expect(backend.prepare()).rejects.toThrow('offline');
    await backend.prepare();
    await backend.search({requests: [{indexName: 'vara', query: 'gas'}]});
    expect(attempts).toBe(2);
  });
});

describe('hostedBackend', () => {
  const config = {appId: 'APP', apiKey: 'KEY', indexName: 'vara'};

  it('posts the requests to the service with its credentials, as a simple request', async () => {
    const calls: Call[] = [];
    const url =
      'https://APP-dsn.algolia.net/1/indexes/*/queries?x-algolia-application-id=APP&x-algolia-api-key=KEY';
    const backend = hostedBackend(
      config,
      fakeFetch({[url]: {results: [{hits: [], nbHits: 0}]}}, calls),
    );
    const requests = [{indexName: 'vara', query: 'gas', facetFilters: CONTEXT}];
    await expect(backend.search({requests})).resolves.toEqual({results: [{hits: [], nbHits: 0}]});
    expect(calls[0]?.url).toBe(url);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.headers).toEqual({'content-type': 'text/plain'});
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({requests});
  });

  it('uses the configured host and reports failures as unavailable', async () => {
    const calls: Call[] = [];
    const backend = hostedBackend({...config, host: 'http://127.0.0.1:9/'}, fakeFetch({}, calls));
    const error = await backend
      .search({requests: [{indexName: 'vara', query: 'x'}]})
      .catch((e: unknown) => e);
    expect(calls[0]?.url).toBe(
      'http://127.0.0.1:9/1/indexes/*/queries?x-algolia-application-id=APP&x-algolia-api-key=KEY',
    );
    expect((error as Error).message).toMatch(/could not be reached|answered 404/);
  });

  it('rejects an answer without results', async () => {
    const url =
      'http://127.0.0.1:9/1/indexes/*/queries?x-algolia-application-id=APP&x-algolia-api-key=KEY';
    const backend = hostedBackend({...config, host: 'http://127.0.0.1:9'}, fakeFetch({[url]: {}}));
    await expect(backend.search({requests: []})).rejects.toThrow(/without results/);
  });
});

describe('embeddedBackend search', () => {
  it('answers search({requests})', async () => {
    const c = backendOf(async () => new EmbeddedIndex(RECORDS));
    const request = {indexName: 'vara', query: 'mailbox', facetFilters: CONTEXT};
    const a = await c.search({requests: [request]});
    expect(a.results[0]?.nbHits).toBe(3);
  });
});
