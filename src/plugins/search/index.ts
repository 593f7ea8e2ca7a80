/**
 * Search without a service: builds the site's own index from the built HTML
 * (postBuild), adds the /search page (contentLoaded) and hands the browser
 * what it needs to query either that index or the hosted service.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {collectRecords, INDEX_DIR, MANIFEST_FILE, writeIndexFiles} from './records';
import {PLUGIN_NAME, type HostedSearch, type SearchGlobalData} from './types';

export type Options = {
  /** Issues of this repository receive the "Let us know" reports. */
  readonly repositoryUrl: string;
  /** The hosted search service; null (the default) searches the embedded index. */
  readonly hosted?: HostedSearch | null;
  /** Path of the search page under baseUrl. */
  readonly searchPagePath?: string;
  /** Result URLs matching this regular expression are left as they are. */
  readonly externalUrlRegex?: string;
  /** Rewrites the path of every other result URL (a string or regular expression). */
  readonly replaceSearchResultPathname?: {readonly from: string; readonly to: string};
};

export default function searchPlugin(context: LoadContext, options: Options): Plugin {
  const {baseUrl} = context;
  const searchPagePath = options.searchPagePath ?? 'search';
  return {
    name: PLUGIN_NAME,

    async contentLoaded({actions}) {
      const data: SearchGlobalData = {
        // Docusaurus guarantees that baseUrl starts and ends with a slash.
        manifestPath: `${baseUrl}${INDEX_DIR}/${MANIFEST_FILE}`,
        searchPagePath: `${baseUrl}${searchPagePath.replace(/^\/+/, '')}`,
        hosted: options.hosted ?? null,
        repositoryUrl: options.repositoryUrl.replace(/\/+$/, ''),
        externalUrlRegex: options.externalUrlRegex ?? null,
        replaceSearchResultPathname: options.replaceSearchResultPathname ?? null,
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
      // Docusaurus puts all CSS in one file loaded by every page. The modal's
      // styles are only needed once the modal opens, so they get a file of
      // their own that loads with the modal's code.
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              searchModalStyles: {
                name: 'search-modal',
                test: /[\\/](@docsearch[\\/]css[\\/]dist|src[\\/]theme[\\/]SearchBar[\\/]modal\.css)/,
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
        const records = await collectRecords(outDir, baseUrl, indexable);
        await writeIndexFiles(outDir, records);
      } catch (err) {
        const dir = join(outDir, INDEX_DIR);
        throw new Error(`${PLUGIN_NAME}: writing the search index to ${dir} failed`, {cause: err});
      }
    },
  };
}
