import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

const here = path.dirname(fileURLToPath(import.meta.url));
export const PRISM_STAND_IN = path.join(here, 'prismStandIn.ts');
const require = createRequire(import.meta.url);
// The classic theme's client module that adds languages to the browser's Prism.
export const PRISM_INCLUDE_LANGUAGES = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/prism-include-languages.js',
);

/**
 * Code blocks are highlighted at build time (src/remark/buildTimeHighlight.ts)
 * and rendered by src/theme/CodeBlock. The classic theme still registers a client
 * module that imports Prism and Prism's language loader to add languages to
 * it; in the browser bundle both are pointed at empty stand-ins, which keeps
 * about 32 KB gzip of Prism out of every page.
 */
export default function buildTimeHighlightPlugin(): Plugin {
  return {
    name: 'build-time-highlight',
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
