/**
 * The docs assistant (spec §2, §7): hands the browser the hosted widget's
 * settings when they are configured (global data), and gives the answer
 * panel's styles a file of their own so they stay out of every page's first
 * load. With no hosted widget the assistant answers from the search index.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ASSISTANT_PLUGIN_NAME, type AssistantGlobalData, type HostedAssistant} from './types';

export type Options = {
  /** The hosted widget; null (the default) answers from the site's own pages. */
  readonly hosted?: HostedAssistant | null;
};

export default function docsAssistantPlugin(_context: LoadContext, options: Options): Plugin {
  return {
    name: ASSISTANT_PLUGIN_NAME,

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
                test: /[\\/]src[\\/]components[\\/]DocsAssistant[\\/]panel\.module\.css$/,
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
