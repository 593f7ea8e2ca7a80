import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

export {rehypeBuildTimeHighlight} from './highlight';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Code blocks are highlighted at build time (rehypeBuildTimeHighlight) and
 * rendered by src/theme/CodeBlock. The classic theme still registers a client
 * module that imports Prism to add languages to it; in the browser bundle that
 * import is pointed at an empty stand-in, which keeps about 30 KB gzip of
 * Prism out of every page.
 */
export default function buildTimeHighlightPlugin(): Plugin {
  return {
    name: 'build-time-highlight',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {
          alias: {'prism-react-renderer$': path.join(here, 'prismStandIn.ts')},
        },
      };
    },
  };
}
