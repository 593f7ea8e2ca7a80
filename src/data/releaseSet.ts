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

export type ReleaseSetItem = {readonly label: string; readonly entry: ReleaseEntry};

/**
 * The versions of the release set, in the order a reader meets them. Each
 * entry is named in the code (a missing key fails the typecheck), which also
 * lets the bundler leave the rest of release.json out of a page.
 */
export const RELEASE_SET: readonly ReleaseSetItem[] = [
  {
    label: 'Vara node and gear crates (gstd, gtest, gclient, gcli)',
    entry: data.values.gearVersion,
  },
  {label: 'sails-rs', entry: data.values.sailsRs},
  {label: 'sails-cli', entry: data.values.sailsCli},
  {label: '@gear-js/api', entry: data.values.gearJsApi},
  {label: 'sails-js', entry: data.values.sailsJs},
  {label: 'gear-bridges', entry: data.values.gearBridges},
  {label: 'gear-foundation/dapps commit', entry: data.values.dappsCommitShort},
];

/** One line naming the release set, for llms.txt. */
export function releaseSetLine(): string {
  const parts = RELEASE_SET.map(
    ({label, entry}) =>
      `${label} ${entry.value}${entry.newer ? ` (newer upstream: ${entry.newer})` : ''}`,
  );
  return `These docs describe: ${parts.join('; ')}.`;
}
