/** The search plugin: index (postBuild), /search page, global data, theme. See README.md. */
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {collectIndex, INDEX_DIR, MANIFEST_FILE, writeIndexFiles} from './server/records';
import {PLUGIN_NAME, type HostedSearch, type SearchGlobalData} from './shared/types';

export type Options = {
  /** Issues of this repository receive the "Let us know" reports. */
  readonly repositoryUrl: string;
  /** The hosted search service; null (the default) searches the embedded index. */
  readonly hosted?: HostedSearch | null;
};

const here = dirname(fileURLToPath(import.meta.url));

export default function searchPlugin(context: LoadContext, options: Options): Plugin {
  const {baseUrl} = context;
  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return join(here, 'theme');
    },

    async contentLoaded({actions}) {
      const data: SearchGlobalData = {
        // Docusaurus guarantees that baseUrl starts and ends with a slash.
        manifestPath: `${baseUrl}${INDEX_DIR}/${MANIFEST_FILE}`,
        searchPagePath: `${baseUrl}search`,
        hosted: options.hosted ?? null,
        repositoryUrl: options.repositoryUrl.replace(/\/+$/, ''),
      };
      actions.setGlobalData(data);
      actions.addRoute({
        path: data.searchPagePath,
        component: '@theme/SearchPage',
        exact: true,
      });
    },

    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // The modal's styles get a file of their own, loaded with its body, not every page.
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              searchModalStyles: {
                name: 'search-modal',
                test: /[\\/](@docsearch[\\/]css[\\/]dist|plugins[\\/]search[\\/]theme[\\/]SearchBar[\\/]modal\.css)/,
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

    async postBuild({outDir, routesPaths, routesBuildMetadata}) {
      try {
        const indexable = routesPaths.filter((route) => !routesBuildMetadata[route]?.noIndex);
        const {records, details} = await collectIndex(outDir, baseUrl, indexable);
        await writeIndexFiles(outDir, records, details);
      } catch (err) {
        const dir = join(outDir, INDEX_DIR);
        throw new Error(`${PLUGIN_NAME}: writing the search index to ${dir} failed`, {cause: err});
      }
    },
  };
}
