// @ts-check
// The repositories the docs cite, each at the refs of the release set, and the
// committed lists of their paths (src/data/repo-paths/, written by
// scripts/data/repo-paths.mjs from the mirrors). The content checks read the
// lists, so they run offline: a link, a code-block title or a Source line that
// names a file of a pinned repository is looked up at the pinned ref.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PATHS_DIR = join(root, 'src/data/repo-paths');

/**
 * Which release value gives a repository's ref, and how a ref is spelled from it.
 * @type {readonly {repo: string, key: string, ref?: (value: string) => string}[]}
 */
const PIN_KEYS = [
  {repo: 'gear-foundation/dapps', key: 'dappsCommit'},
  {repo: 'gear-foundation/dapps', key: 'dappsArchiveCommit'},
  {repo: 'gear-foundation/dapps', key: 'dappsRmrkBuildCommit'},
  {repo: 'gear-tech/gear', key: 'gearVersion', ref: (v) => `v${v}`},
  {repo: 'gear-tech/sails', key: 'sailsRs', ref: (v) => `rs/v${v}`},
  {repo: 'gear-tech/sails', key: 'dappsSailsRs', ref: (v) => `rs/v${v}`},
  {repo: 'gear-tech/gear-js', key: 'gearJsApi', ref: (v) => `gear-js-api-v${v}`},
  {repo: 'gear-tech/gear-bridges', key: 'gearBridges'},
  {repo: 'gear-foundation/standards', key: 'standardsTag'},
  {repo: 'gear-foundation/dns', key: 'dnsCommit'},
  {repo: 'gear-foundation/external-zkml-actor', key: 'zkmlCommit'},
];

/**
 * One repository at one ref of the release set.
 * @typedef {object} Pin
 * @property {string} repo owner/name
 * @property {string} ref tag or full commit, as a GitHub URL writes it
 * @property {string} key the release value it comes from
 */

/** @type {Readonly<Record<string, {value: string}>>} */
export const releaseValues = JSON.parse(
  readFileSync(join(root, 'src/data/release.json'), 'utf8'),
).values;

/** Every pin, one per repository and ref. @type {readonly Pin[]} */
export const PINS = PIN_KEYS.flatMap(({repo, key, ref}) => {
  const value = releaseValues[key]?.value;
  if (value === undefined) throw new Error(`src/data/release.json has no "${key}"`);
  return [{repo, key, ref: ref ? ref(value) : value}];
}).filter((pin, i, all) => all.findIndex((p) => p.repo === pin.repo && p.ref === pin.ref) === i);

/** The repositories that have pins. */
export const PINNED_REPOS = new Set(PINS.map((pin) => pin.repo));

/**
 * `{release.key}` tokens replaced by their values (the same tokens src/remark/releaseValues.ts fills).
 * @param {string} text
 */
export function fillRelease(text) {
  return text.replace(/\{release\.([A-Za-z0-9_]+)\}/g, (token, key) => {
    return releaseValues[key]?.value ?? token;
  });
}

/**
 * The file of a pin's path list.
 * @param {Pin} pin
 */
export function pathsFile(pin) {
  const ref = /^[0-9a-f]{40}$/.test(pin.ref) ? pin.ref.slice(0, 7) : pin.ref.replace(/\//g, '-');
  return join(PATHS_DIR, `${pin.repo.replace('/', '+')}@${ref}.txt`);
}

/**
 * A pin's paths: the top-level entries, and every file and folder under the
 * top-level folders the docs cite (`covers`).
 * @typedef {object} PathList
 * @property {Pin} pin
 * @property {Set<string>} paths
 * @property {Set<string>} covers top-level folders listed whole
 */

/**
 * Reads a pin's committed path list; undefined when there is none.
 * @param {Pin} pin
 * @returns {PathList | undefined}
 */
export function readPathList(pin) {
  const file = pathsFile(pin);
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  const covers = new Set(
    (lines.find((line) => line.startsWith('# covers:')) ?? '')
      .slice('# covers:'.length)
      .split(' ')
      .filter(Boolean),
  );
  const paths = new Set(lines.filter((line) => line && !line.startsWith('#')));
  return {pin, paths, covers};
}

/** Every committed path list, by `repo@ref`. @returns {Map<string, PathList>} */
export function readPathLists() {
  /** @type {Map<string, PathList>} */
  const lists = new Map();
  for (const pin of PINS) {
    const list = readPathList(pin);
    if (list) lists.set(`${pin.repo}@${pin.ref}`, list);
  }
  return lists;
}

/** The names of the committed list files (to find stale ones). */
export function pathListFiles() {
  return existsSync(PATHS_DIR) ? readdirSync(PATHS_DIR).filter((n) => n.endsWith('.txt')) : [];
}

/**
 * Whether a path exists in a list: 'yes', 'no', or 'unknown' when it lies
 * under a top-level folder the list does not cover.
 * @param {PathList} list
 * @param {string} path
 * @returns {'yes' | 'no' | 'unknown'}
 */
export function lookup(list, path) {
  if (path === '' || list.paths.has(path)) return 'yes';
  const top = path.split('/')[0] ?? '';
  if (!path.includes('/')) return 'no';
  return list.covers.has(top) ? 'no' : list.paths.has(top) ? 'unknown' : 'no';
}

const GITHUB =
  /https:\/\/github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?\/(tree|blob|raw)\/([^\s)"'>#?]+)/g;

/**
 * A link into a GitHub repository at a ref.
 * @typedef {object} RepoLink
 * @property {string} repo
 * @property {string} ref the pinned ref the URL starts with, else its first segment
 * @property {Pin | undefined} pin
 * @property {string} path without a trailing slash; '' for the repository root
 * @property {string} url with release values filled in
 * @property {number} index where the URL starts in the text it was found in
 */

/**
 * Every tree/blob/raw link to a pinned repository in a text, release values filled in.
 * @param {string} text
 * @returns {RepoLink[]}
 */
export function repoLinks(text) {
  /** @type {RepoLink[]} */
  const links = [];
  for (const match of text.matchAll(GITHUB)) {
    const repo = /** @type {string} */ (match[1]);
    if (!PINNED_REPOS.has(repo)) continue;
    const rest = fillRelease(/** @type {string} */ (match[3]));
    // A ref may hold slashes (rs/v0.10.4): the longest pinned ref the rest starts with.
    const pin = PINS.filter(
      (p) => p.repo === repo && (rest === p.ref || rest.startsWith(`${p.ref}/`)),
    ).sort((a, b) => b.ref.length - a.ref.length)[0];
    const ref = pin?.ref ?? rest.split('/')[0] ?? '';
    links.push({
      repo,
      ref,
      pin,
      path: rest.slice(ref.length).replace(/^\/|\/$/g, ''),
      url: fillRelease(match[0]),
      index: match.index ?? 0,
    });
  }
  return links;
}
