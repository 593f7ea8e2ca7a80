/**
 * The site's web font, Inter (variable weight, Latin subsets), served from
 * this origin out of the @fontsource-variable/inter package.
 *
 * The font files are emitted under a versioned name (cacheable forever) and
 * declared in a small inline <style> in every page's head, with a preload of
 * the Latin file: the browser then fetches the font alongside the stylesheet
 * instead of after its first layout, so the first paint can already use it.
 * Faces are `font-display: optional`: a font that has not arrived within the
 * first ~100 ms is not swapped in later, so text never reflows (no layout
 * shift) and the system font serves that page view.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {HtmlTagObject, LoadContext, Plugin} from '@docusaurus/types';
import {EmitFiles} from '../../utils/emitFiles';

const require = createRequire(import.meta.url);
const PACKAGE_JSON = require.resolve('@fontsource-variable/inter/package.json');
const FILES_DIR = path.join(path.dirname(PACKAGE_JSON), 'files');
const VERSION = (JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as {version: string}).version;

export const FONT_FAMILY = 'Inter Variable';
export const FONT_ASSET_DIR = `assets/inter-${VERSION}`;

type Face = {file: string; preload: boolean; unicodeRange: string};

/** The subsets the English docs use; the ranges are the package's own. */
export const FACES: readonly Face[] = [
  {
    file: 'inter-latin-wght-normal.woff2',
    preload: true,
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
  {
    // Accented letters of names and the odd symbol: fetched only by a page that shows one.
    file: 'inter-latin-ext-wght-normal.woff2',
    preload: false,
    unicodeRange:
      'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  },
];

/** The @font-face rules for the faces, with URLs under `baseUrl`. */
export function fontFaceCss(baseUrl: string): string {
  return FACES.map(
    ({file, unicodeRange}) =>
      `@font-face{font-family:'${FONT_FAMILY}';font-style:normal;font-display:optional;` +
      `font-weight:100 900;src:url(${baseUrl}${FONT_ASSET_DIR}/${file}) format('woff2-variations');` +
      `unicode-range:${unicodeRange}}`,
  ).join('');
}

/** Head tags of every page: the preload(s), then the faces. */
export function fontHeadTags(baseUrl: string): HtmlTagObject[] {
  const preloads: HtmlTagObject[] = FACES.filter((face) => face.preload).map(({file}) => ({
    tagName: 'link',
    attributes: {
      rel: 'preload',
      as: 'font',
      type: 'font/woff2',
      href: `${baseUrl}${FONT_ASSET_DIR}/${file}`,
      // Fonts are fetched in CORS mode: without it the preload is not reused.
      crossorigin: 'anonymous',
    },
  }));
  return [...preloads, {tagName: 'style', innerHTML: fontFaceCss(baseUrl)}];
}

export default function webFontPlugin(context: LoadContext): Plugin {
  return {
    name: 'web-font',
    configureWebpack(_config, isServer) {
      const files = () =>
        FACES.map(({file}) => ({
          name: `${FONT_ASSET_DIR}/${file}`,
          content: readFileSync(path.join(FILES_DIR, file)),
        }));
      return isServer ? {} : {plugins: [new EmitFiles('web-font', files)]};
    },
    injectHtmlTags() {
      return {headTags: fontHeadTags(context.baseUrl)};
    },
  };
}
