/**
 * The docs plugin (@docusaurus/plugin-content-docs), with one change: the
 * page descriptions leave the version data that every docs page loads, and
 * reach the doc cards (the only thing that shows them) in a file of their own,
 * `card-descriptions.json`, which src/theme/DocCard imports: most of that data
 * is descriptions, and only the few pages with cards need them.
 *
 * The page's own description (its <meta> tag, its Markdown twin, search)
 * comes from the page's own data and is not touched.
 */
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';

export {validateOptions};

/** The file src/theme/DocCard imports: description by doc id, current version. */
export const CARD_DESCRIPTIONS_FILE = 'card-descriptions.json';

type VersionDocs = Record<string, {description?: string}>;

/** The version data of a route's props, when the route carries it. */
function versionDocsOf(route: RouteConfig): VersionDocs | null {
  const version = (route.props as {version?: {docs?: unknown}} | undefined)?.version;
  const docs = version?.docs;
  return docs && typeof docs === 'object' ? (docs as VersionDocs) : null;
}

/** The route with no description left in the version data of it or its children. */
export function withoutDescriptions(route: RouteConfig): RouteConfig {
  const docs = versionDocsOf(route);
  const props = route.props as {version: object} | undefined;
  return {
    ...route,
    ...(docs && props
      ? {
          props: {
            ...props,
            version: {
              ...props.version,
              docs: Object.fromEntries(
                Object.entries(docs).map(([id, doc]) => [id, {...doc, description: undefined}]),
              ),
            },
          },
        }
      : {}),
    ...(route.routes ? {routes: route.routes.map(withoutDescriptions)} : {}),
  };
}

/** Description by doc id, for the version the site serves (it has one). */
export function cardDescriptions(content: LoadedContent): Record<string, string> {
  const current = content.loadedVersions.find((v) => v.versionName === 'current');
  return Object.fromEntries(
    (current?.docs ?? [])
      .filter((doc) => doc.description !== '')
      .map((doc) => [doc.id, doc.description]),
  );
}

export default async function docsContentPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const docs = await pluginContentDocs(context, options);
  return {
    ...docs,
    async contentLoaded(args) {
      const {actions, content} = args;
      await actions.createData(CARD_DESCRIPTIONS_FILE, JSON.stringify(cardDescriptions(content)));
      await docs.contentLoaded?.({
        ...args,
        actions: {...actions, addRoute: (route) => actions.addRoute(withoutDescriptions(route))},
      });
    },
  };
}
