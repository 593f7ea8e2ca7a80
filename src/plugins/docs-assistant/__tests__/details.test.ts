/** The details file's reader: what the manifest names, anything malformed dropped. */
import {describe, expect, it} from 'vitest';
import {loadIndexDetails, NO_DETAILS} from '../details';

/** A fetch that answers from a table of URLs. */
function fakeFetch(routes: Record<string, unknown>): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const url = String(input);
    if (!(url in routes)) return new Response('not found', {status: 404});
    return new Response(JSON.stringify(routes[url]), {status: 200});
  }) as typeof fetch;
}

const MANIFEST_URL = 'https://site.example/search-index/manifest.json';
const SITE = {
  [MANIFEST_URL]: {version: 1, index: 'index.abc.json', records: 1},
};

describe('loadIndexDetails', () => {
  const details = {
    version: 1,
    keywords: {'/docs/x': ['a']},
    commands: {'/docs/x#1': ['ls']},
    summaries: {'/docs/x': ['X', 'What x is for.']},
    code: {'/docs/x#1': ['bash', 'ls']},
    tables: {
      '/docs/x#1': [
        [
          [0, 4, 9],
          [10, 14, 19],
        ],
      ],
    },
  };

  it('reads the details file the manifest names', async () => {
    const site = {
      [MANIFEST_URL]: {version: 1, index: 'index.abc.json', records: 1, details: 'details.d.json'},
      'https://site.example/search-index/details.d.json': details,
    };
    await expect(loadIndexDetails(MANIFEST_URL, fakeFetch(site))).resolves.toEqual(details);
  });

  it('gives no details for a build without them, and empty parts for a damaged file', async () => {
    await expect(loadIndexDetails(MANIFEST_URL, fakeFetch(SITE))).resolves.toEqual(NO_DETAILS);
    const site = {
      [MANIFEST_URL]: {version: 1, index: 'index.abc.json', records: 1, details: 'details.d.json'},
      'https://site.example/search-index/details.d.json': {
        keywords: [1],
        commands: 'x',
        summaries: {'/docs/x': ['X', 2], '/docs/y': 'y'},
        code: {'/docs/x#1': ['bash']},
        tables: {'/docs/x#1': [[[0, -1]]], '/docs/x#2': 'x'},
      },
    };
    await expect(loadIndexDetails(MANIFEST_URL, fakeFetch(site))).resolves.toEqual(NO_DETAILS);
  });
});
