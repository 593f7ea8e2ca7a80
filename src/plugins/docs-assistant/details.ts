/** The search index's details file, which only the assistant reads (the search never does). */
import {fetchJson, manifestEntry, type Fetch} from '../search/client/client';
import type {SearchDetailsFile} from '../search/shared/types';

export const NO_DETAILS: SearchDetailsFile = {
  version: 1,
  keywords: {},
  commands: {},
  summaries: {},
  code: {},
  tables: {},
};

/** The entries of an object whose values pass `keep`; none for anything else. */
function entriesOf<T>(value: unknown, keep: (v: unknown) => boolean): Record<string, T> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => keep(v)));
}

const isPair = (v: unknown) =>
  Array.isArray(v) && v.length === 2 && v.every((s) => typeof s === 'string');
const isRow = (row: unknown) =>
  Array.isArray(row) && row.every((n) => Number.isInteger(n) && n >= 0);
const isTables = (tables: unknown) =>
  Array.isArray(tables) && tables.every((t) => Array.isArray(t) && t.every(isRow));

/** The details file the manifest names, for the docs assistant; anything malformed dropped. */
export async function loadIndexDetails(
  manifestUrl: string,
  fetchImpl: Fetch = globalThis.fetch.bind(globalThis),
): Promise<SearchDetailsFile> {
  const url = await manifestEntry(manifestUrl, 'details', fetchImpl);
  if (url === null) return NO_DETAILS;
  const details = await fetchJson<Partial<SearchDetailsFile>>(fetchImpl, url);
  const any = () => true;
  return {
    version: 1,
    keywords: entriesOf(details?.keywords, any),
    commands: entriesOf(details?.commands, any),
    summaries: entriesOf(details?.summaries, isPair),
    code: entriesOf(details?.code, isPair),
    tables: entriesOf(details?.tables, isTables),
  };
}
