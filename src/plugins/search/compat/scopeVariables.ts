/**
 * (13) in compat/docsearch.tsx: DocSearch's stylesheet of variables sets
 * them on `:root` (and `html[data-theme=dark]`). Custom properties are
 * inherited, so when that stylesheet arrives with the modal, the browser
 * computes the style of every element of the page again: 6 ms on a docs
 * page against 1 ms with the same variables set on `.DocSearch` (measured
 * in Chromium), four times that on a slow phone, while the reader is typing.
 * Every DocSearch element, and the SearchBar's stand-in box, is inside an
 * element of class `DocSearch`. At build time the file is rewritten with
 * those two selectors scoped, and the bundler reads it in its place (see
 * ../index.ts). Node only.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {cachedFile} from './cacheFile';

/** The selectors DocSearch 4.7's variables file uses, and what they become. */
export const SCOPED_SELECTORS: readonly (readonly [string, string])[] = [
  [':root{', '.DocSearch{'],
  ['html[data-theme=dark]{', 'html[data-theme=dark] .DocSearch{'],
];

/** The variables file with its selectors scoped; throws when one is not found exactly once. */
export function scopeVariablesSource(css: string): string {
  let out = css;
  for (const [from, to] of SCOPED_SELECTORS) {
    const count = out.split(from).length - 1;
    if (count !== 1) {
      throw new Error(
        `scopeVariables: ${JSON.stringify(from)} was found ${count} times instead of once in ` +
          "DocSearch's variables: DocSearch changed, revisit compat/scopeVariables.ts",
      );
    }
    out = out.replace(from, to);
  }
  // Any other rule at the top would still reach the whole page.
  const rules = out.replace(/\/\*[\s\S]*?\*\//g, '').match(/(^|\})\s*([^{}@]+)\{/g) ?? [];
  const unscoped = rules.filter((r) => !r.includes('.DocSearch{'));
  if (unscoped.length > 0) {
    throw new Error(`scopeVariables: unexpected rules ${unscoped.join(' ')}: revisit the file`);
  }
  return out;
}

const require = createRequire(import.meta.url);

/** DocSearch's variables file as installed. */
export function variablesSourcePath(): string {
  return require.resolve('@docsearch/css/dist/_variables.css');
}

/** Writes the scoped file once per DocSearch file into `cacheDir` and returns its path. */
export function scopedVariablesPath(cacheDir: string): string {
  const source = readFileSync(variablesSourcePath(), 'utf8');
  const sha = createHash('sha256').update(source).digest('hex').slice(0, 12);
  // Under a folder named after the package, so the modal's style chunk takes it (../index.ts).
  const file = join(cacheDir, 'docsearch-css', `_variables.${sha}.css`);
  return cachedFile(file, () => scopeVariablesSource(source));
}
