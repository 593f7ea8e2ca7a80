/**
 * "Ask the docs", the whole capability: the settings (hosted widget or the
 * built-in assistant, as global data), the extractive answers (answer.ts,
 * history.ts), and the launcher and panel in its own theme folder, mounted
 * on docs pages by theme/DocItem/Layout. See README.md beside this file.
 */
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ASSISTANT_PLUGIN_NAME, type AssistantGlobalData, type HostedAssistant} from './types';

export type Options = {
  /** The hosted widget; null (the default) answers from the site's own pages. */
  readonly hosted?: HostedAssistant | null;
};

const here = dirname(fileURLToPath(import.meta.url));

export default function docsAssistantPlugin(_context: LoadContext, options: Options): Plugin {
  return {
    name: ASSISTANT_PLUGIN_NAME,

    // TypeScript sources: the site's bundler compiles them like the rest of src/.
    getThemePath() {
      return join(here, 'theme');
    },

    async contentLoaded({actions}) {
      const data: AssistantGlobalData = {hosted: options.hosted ?? null};
      actions.setGlobalData(data);
    },

    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // All CSS otherwise lands in the one file every page loads.
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              docsAssistantStyles: {
                name: 'docs-assistant',
                test: /[\\/]plugins[\\/]docs-assistant[\\/]theme[\\/]DocsAssistant[\\/]panel\.module\.css$/,
                type: 'css/mini-extract',
                chunks: 'async',
                enforce: true,
                // Above the site-wide "styles" group (50).
                priority: 60,
              },
            },
          },
        },
      };
    },
  };
}
