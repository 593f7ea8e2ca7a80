import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {EmitFiles} from '../../utils/emitFiles';
import {KATEX_ASSET_DIR, KATEX_DIST} from '../../remark/katexStylesheet';

/** The files a browser needs: the stylesheet and the woff2 fonts it names first. */
export function katexAssetFiles(): {name: string; file: string}[] {
  const fonts = readdirSync(path.join(KATEX_DIST, 'fonts'))
    .filter((name) => name.endsWith('.woff2'))
    .sort()
    .map((name) => ({name: `fonts/${name}`, file: path.join(KATEX_DIST, 'fonts', name)}));
  return [{name: 'katex.min.css', file: path.join(KATEX_DIST, 'katex.min.css')}, ...fonts];
}

/**
 * Emits KaTeX's stylesheet and fonts as plain files of the client build.
 * Bundled, they would join the one site-wide CSS file with every font
 * inlined, about 100 KB gzip on every page; as files they are fetched only by
 * pages that show math (src/remark/katexStylesheet.ts links them).
 */
export default function katexStylesPlugin(): Plugin {
  const files = () =>
    katexAssetFiles().map(({name, file}) => ({
      name: `${KATEX_ASSET_DIR}/${name}`,
      content: readFileSync(file),
    }));
  return {
    name: 'katex-styles',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {plugins: [new EmitFiles('katex-styles', files)]};
    },
  };
}
