/**
 * The release set the docs describe and the values that change with a
 * release, read from release.json (one place to edit them). Pages name them
 * as {release.key} (src/remark/releaseValues.ts fills them in).
 */
import data from './release.json';

export type ReleaseEntry = {
  readonly value: string;
  readonly what: string;
  readonly source: {
    readonly repo: string;
    readonly ref: string;
    readonly path: string;
    readonly symbol?: string;
  };
  /** Newer upstream releases than the one the docs describe. */
  readonly newer?: string;
  /** The same fact written by hand: a page matching one fails the content tests. */
  readonly forbid?: readonly string[];
};

/**
 * Every release value by key. Read through a pure call, so that a browser
 * page importing only RELEASE_SET bundles those entries, not the whole file.
 */
export const releaseValues: Readonly<Record<string, ReleaseEntry>> = /* @__PURE__ */ allValues();

function allValues(): Readonly<Record<string, ReleaseEntry>> {
  return data.values;
}

export type ReleaseSetItem = {
  /** The entry's key in release.json. */
  readonly key: string;
  readonly label: string;
  readonly value: string;
  /** The entry's `newer`, where it has one (a unit test keeps the two equal). */
  readonly newer?: string;
};

/**
 * The versions of the release set, in the order a reader meets them. Values
 * are read by their full path (a missing key fails the typecheck), which lets
 * the bundler leave the rest of release.json out of a page that shows them.
 */
export const RELEASE_SET: readonly ReleaseSetItem[] = [
  {
    key: 'gearVersion',
    label: 'Vara node and gear crates (gstd, gtest, gclient, gcli)',
    value: data.values.gearVersion.value,
    newer: data.values.gearVersion.newer,
  },
  {
    key: 'sailsRs',
    label: 'sails-rs',
    value: data.values.sailsRs.value,
    newer: data.values.sailsRs.newer,
  },
  {
    key: 'sailsCli',
    label: 'sails-cli',
    value: data.values.sailsCli.value,
    newer: data.values.sailsCli.newer,
  },
  {
    key: 'gearJsApi',
    label: '@gear-js/api',
    value: data.values.gearJsApi.value,
    newer: data.values.gearJsApi.newer,
  },
  {
    key: 'sailsJs',
    label: 'sails-js',
    value: data.values.sailsJs.value,
    newer: data.values.sailsJs.newer,
  },
  {key: 'gearBridges', label: 'gear-bridges', value: data.values.gearBridges.value},
  {
    key: 'dappsCommitShort',
    label: 'gear-foundation/dapps commit',
    value: data.values.dappsCommitShort.value,
  },
];

/** One line naming the release set, for llms.txt. */
export function releaseSetLine(): string {
  const parts = RELEASE_SET.map(
    ({label, value, newer}) => `${label} ${value}${newer ? ` (newer upstream: ${newer})` : ''}`,
  );
  return `These docs describe: ${parts.join('; ')}.`;
}
