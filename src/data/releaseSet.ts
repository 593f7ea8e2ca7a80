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

/** Every release value by key. */
export const releaseValues: Readonly<Record<string, ReleaseEntry>> = data.values;

/** The versions of the release set, in the order a reader meets them. */
const RELEASE_SET: readonly {readonly key: string; readonly label: string}[] = [
  {key: 'gearVersion', label: 'Vara node and gear crates (gstd, gtest, gclient, gcli)'},
  {key: 'sailsRs', label: 'sails-rs'},
  {key: 'sailsCli', label: 'sails-cli'},
  {key: 'gearJsApi', label: '@gear-js/api'},
  {key: 'sailsJs', label: 'sails-js'},
  {key: 'gearBridges', label: 'gear-bridges'},
  {key: 'dappsCommitShort', label: 'gear-foundation/dapps commit'},
];

/** One line naming the release set, for llms.txt. */
export function releaseSetLine(): string {
  const parts = RELEASE_SET.map(({key, label}) => {
    const entry = releaseValues[key];
    if (!entry) throw new Error(`src/data/release.json has no "${key}"`);
    return `${label} ${entry.value}${entry.newer ? ` (newer upstream: ${entry.newer})` : ''}`;
  });
  return `These docs describe: ${parts.join('; ')}.`;
}
