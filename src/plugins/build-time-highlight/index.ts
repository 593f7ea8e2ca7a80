/**
 * Code highlighted at build time: the rehype step (rehype.ts) writes Prism's
 * token spans into the HTML, code.css colours them, and src/theme/CodeBlock
 * frames the block. No highlighter ships to the browser: the classic theme's
 * client module that adds languages to Prism, and Prism itself, are pointed at
 * empty stand-ins in the browser bundle.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

export {rehypeBuildTimeHighlight} from './rehype';

const here = path.dirname(fileURLToPath(import.meta.url));
export const PRISM_STAND_IN = path.join(here, 'prismStandIn.ts');
const require = createRequire(import.meta.url);
// The classic theme's client module that adds languages to the browser's Prism.
export const PRISM_INCLUDE_LANGUAGES = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/prism-include-languages.js',
);

export default function buildTimeHighlightPlugin(): Plugin {
  return {
    name: 'build-time-highlight',
    getClientModules() {
      return [path.join(here, 'code.css')];
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': PRISM_STAND_IN,
            [PRISM_INCLUDE_LANGUAGES]: path.join(here, 'prismIncludeLanguagesStandIn.ts'),
          },
        },
      };
    },
  };
}
