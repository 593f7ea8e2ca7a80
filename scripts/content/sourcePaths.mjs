// @ts-check
// Paths a page presents as files of a pinned repository must exist at the
// pinned ref (the rule is written out in scripts/content/README.md):
// - every tree/blob/raw link to a pinned repository, and the path its link
//   text shows;
// - on the example pages, every code-block title shaped like a path, looked up
//   under the page's source folders (the folders it links with tree/ URLs);
// - every path-shaped inline name on a "Source:" paragraph.
import {extractBlocks} from '../samples/extract.mjs';
import {lookup, repoLinks} from './pins.mjs';

/** @typedef {import('./pins.mjs').Pin} Pin */
/** @typedef {import('./pins.mjs').PathList} PathList */
/** @typedef {import('../samples/extract.mjs').Problem} Problem */

/**
 * A folder of a pinned repository that a page declares as its source.
 * @typedef {object} SourceFolder
 * @property {Pin} pin
 * @property {string} path '' for the repository root
 */

/**
 * The 1-based line of an offset.
 * @param {string} text
 * @param {number} index
 */
function lineAt(text, index) {
  return text.slice(0, index).split('\n').length;
}

/**
 * The folders a page links with tree/ URLs at a pinned ref: its source folders.
 * @param {string} text
 * @returns {SourceFolder[]}
 */
export function sourceFolders(text) {
  /** @type {SourceFolder[]} */
  const folders = [];
  for (const link of repoLinks(text)) {
    if (!link.pin || !/\/tree\//.test(link.url)) continue;
    const {pin, path} = link;
    if (!folders.some((f) => f.pin === pin && f.path === path)) folders.push({pin, path});
  }
  return folders;
}

/** A title's first word, when it is shaped like a path in a repository: a folder, then a file. */
const PATH_SHAPED = /^[\w.@-]+(?:\/[\w.@-]+)+$/;

/**
 * The path a code-block title names, or undefined when the title is not path-shaped.
 * `sketch: ...` titles are never paths; a title like `app/src/lib.rs (Sails)` names its first word.
 * @param {string} title
 */
export function titlePath(title) {
  if (/^sketch:/i.test(title.trim())) return undefined;
  const first = title.trim().split(/\s+/)[0] ?? '';
  return PATH_SHAPED.test(first) ? first : undefined;
}

/**
 * Where a path may be, for a page's source folders: under each folder, or from the repository root.
 * @param {readonly SourceFolder[]} folders
 * @param {string} path
 * @returns {{pin: Pin, path: string}[]}
 */
export function candidates(folders, path) {
  /** @type {{pin: Pin, path: string}[]} */
  const out = [];
  for (const folder of folders) {
    for (const candidate of [folder.path ? `${folder.path}/${path}` : path, path]) {
      if (!out.some((c) => c.pin === folder.pin && c.path === candidate)) {
        out.push({pin: folder.pin, path: candidate});
      }
    }
  }
  return out;
}

/**
 * The paths of the repositories a page cites, for the maker of the path lists.
 * @param {string} file
 * @param {string} text
 * @returns {{pin: Pin, path: string}[]}
 */
export function citedPaths(file, text) {
  const folders = sourceFolders(text);
  const cited = repoLinks(text).flatMap((l) => (l.pin ? [{pin: l.pin, path: l.path}] : []));
  if (isExamplePage(file)) {
    for (const block of extractBlocks(text, file).blocks) {
      const path = typeof block.meta.title === 'string' ? titlePath(block.meta.title) : undefined;
      if (path) cited.push(...candidates(folders, path));
    }
  }
  return cited;
}

/** @param {string} file */
function isExamplePage(file) {
  return /(^|\/)docs\/examples\//.test(file);
}

/**
 * @param {PathList | undefined} list
 * @param {string} path
 * @returns {'yes' | 'no' | 'unknown'}
 */
function exists(list, path) {
  return list ? lookup(list, path) : 'unknown';
}

/** @param {Pin} pin */
function short(pin) {
  return /^[0-9a-f]{40}$/.test(pin.ref) ? pin.ref.slice(0, 7) : pin.ref;
}

const STALE = 'regenerate the path lists: node scripts/data/repo-paths.mjs';

/**
 * Links to pinned repositories: pinned ref, existing path, link text that matches the path.
 * @param {string} file
 * @param {string} text
 * @param {ReadonlyMap<string, PathList>} lists
 * @returns {Problem[]}
 */
function checkLinks(file, text, lists) {
  /** @type {Problem[]} */
  const problems = [];
  for (const link of repoLinks(text)) {
    const line = lineAt(text, link.index);
    if (!link.pin) {
      problems.push({
        file,
        line,
        message: `${link.url} links ${link.repo} at "${link.ref}", not at a ref of the release set (write the ref as {release.<key>})`,
      });
      continue;
    }
    const list = lists.get(`${link.repo}@${link.pin.ref}`);
    const found = exists(list, link.path);
    if (found === 'no') {
      problems.push({
        file,
        line,
        message: `${link.path} is not in ${link.repo} at ${short(link.pin)}`,
      });
    } else if (found === 'unknown') {
      problems.push({
        file,
        line,
        message: `${link.path} in ${link.repo}@${short(link.pin)} is outside the committed path list; ${STALE}`,
      });
    }
    // [`app/src/lib.rs`](.../contracts/dex/app/src/lib.rs): the shown path ends the real one.
    const before = text.slice(0, link.index);
    const shown = /\[`([^`\]]+)`\]\($/.exec(before)?.[1];
    if (shown && /[/.]/.test(shown) && link.path !== '') {
      const name = shown.replace(/\/$/, '');
      if (link.path !== name && !link.path.endsWith(`/${name}`)) {
        problems.push({
          file,
          line,
          message: `the link text names ${shown} but the link goes to ${link.path}`,
        });
      }
    }
  }
  return problems;
}

/**
 * Path-shaped titles of code blocks on an example page.
 * @param {string} file
 * @param {string} text
 * @param {ReadonlyMap<string, PathList>} lists
 * @returns {Problem[]}
 */
function checkTitles(file, text, lists) {
  const folders = sourceFolders(text);
  /** @type {Problem[]} */
  const problems = [];
  for (const block of extractBlocks(text, file).blocks) {
    const title = typeof block.meta.title === 'string' ? block.meta.title : '';
    const path = titlePath(title);
    if (!path) continue;
    const where = {file, line: block.line};
    if (/\bsketch\b/i.test(title)) {
      problems.push({
        ...where,
        message: `code-block title "${title}" marks a sketch but is shaped like a repository path; write title="sketch: <what it shows>"`,
      });
      continue;
    }
    if (folders.length === 0) {
      problems.push({
        ...where,
        message: `code-block title "${title}" is shaped like a repository path, but the page links no source folder of a pinned repository to look it up in; link the folder, or write title="sketch: <what it shows>"`,
      });
      continue;
    }
    const places = candidates(folders, path);
    const results = places.map((c) => exists(lists.get(`${c.pin.repo}@${c.pin.ref}`), c.path));
    if (results.includes('yes')) continue;
    const names = [
      ...new Set(folders.map((f) => `${f.pin.repo}@${short(f.pin)}:${f.path || '/'}`)),
    ];
    problems.push({
      ...where,
      message: results.includes('unknown')
        ? `code-block title "${title}": ${path} lies outside the committed path lists (${names.join(', ')}); ${STALE}`
        : `code-block title "${title}" names no file under the page's source folders (${names.join(', ')}); a block written for the page gets title="sketch: <what it shows>"`,
    });
  }
  return problems;
}

/**
 * Path-shaped inline names on "Source:" paragraphs that are not link texts:
 * each lies under one of the paragraph's linked folders.
 * @param {string} file
 * @param {string} text
 * @param {ReadonlyMap<string, PathList>} lists
 * @returns {Problem[]}
 */
function checkSourceLines(file, text, lists) {
  /** @type {Problem[]} */
  const problems = [];
  for (const match of text.matchAll(/^Source:[\s\S]*?(?=\n[ \t]*\n|(?![\s\S]))/gm)) {
    const paragraph = match[0];
    const folders = sourceFolders(paragraph);
    for (const name of paragraph.matchAll(/`([^`\n]+)`/g)) {
      const at = name.index ?? 0;
      const linkText = paragraph[at - 1] === '[' && paragraph.startsWith('](', at + name[0].length);
      if (linkText) continue;
      const path = (name[1] ?? '').replace(/\/$/, '');
      if (!/\//.test(name[1] ?? '') && !/\.\w+$/.test(path)) continue;
      const results = candidates(folders, path).map((c) =>
        exists(lists.get(`${c.pin.repo}@${c.pin.ref}`), c.path),
      );
      if (results.includes('yes')) continue;
      problems.push({
        file,
        line: lineAt(text, (match.index ?? 0) + (name.index ?? 0)),
        message: `${name[1]} on the Source paragraph is not under its linked folders (${folders.map((f) => f.path || '/').join(', ') || 'none'})`,
      });
    }
  }
  return problems;
}

/**
 * Every path a page presents as a file of a pinned repository that the pinned ref lacks.
 * @param {string} file path from the project root
 * @param {string} text the page
 * @param {ReadonlyMap<string, PathList>} lists
 * @param {boolean} [examplePage] whether titles are checked: by default, for pages under docs/examples/
 * @returns {Problem[]}
 */
export function checkSourcePaths(file, text, lists, examplePage = isExamplePage(file)) {
  return [
    ...checkLinks(file, text, lists),
    ...(examplePage ? checkTitles(file, text, lists) : []),
    ...checkSourceLines(file, text, lists),
  ].sort((a, b) => a.line - b.line);
}
