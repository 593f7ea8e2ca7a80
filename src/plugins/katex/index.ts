/**
 * KaTeX: the rehype step (rehype.ts) links KaTeX's stylesheet from pages that
 * show math, and this plugin emits the stylesheet and every font it names as
 * plain files. Bundled, they would join the one site-wide CSS file with the
 * fonts inlined, loaded by every page; as files only math pages fetch them.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {EmitFiles} from '../../utils/emitFiles';
import {KATEX_ASSET_DIR, KATEX_DIST} from './rehype';

export {rehypeKatexStylesheet} from './rehype';

/**
 * The stylesheet and its fonts, by their path under the asset folder. Every
 * format ships: browsers take the woff2 the stylesheet names first, and a
 * stylesheet that names a missing file is a broken link.
 */
export function katexAssetFiles(): {name: string; file: string}[] {
  const fonts = readdirSync(path.join(KATEX_DIST, 'fonts'))
    .filter((name) => /\.(woff2|woff|ttf)$/.test(name))
    .sort()
    .map((name) => ({name: `fonts/${name}`, file: path.join(KATEX_DIST, 'fonts', name)}));
  return [{name: 'katex.min.css', file: path.join(KATEX_DIST, 'katex.min.css')}, ...fonts];
}

export default function katexPlugin(): Plugin {
  const files = () =>
    katexAssetFiles().map(({name, file}) => ({
      name: `${KATEX_ASSET_DIR}/${name}`,
      content: readFileSync(file),
    }));
  return {
    name: 'katex',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {plugins: [new EmitFiles('katex', files)]};
    },
  };
}
