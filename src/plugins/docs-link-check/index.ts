import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {findBrokenLinks, formatBrokenLinks, normalizeRoute} from './links';

export type Options = {
  /** Links under this path are checked against the docs' own pages. */
  readonly routeBasePath: string;
  /** Routes under routeBasePath that exist without a doc (redirects). */
  readonly extraRoutes: readonly string[];
};

/**
 * Fails the build on a link into the docs area that leads nowhere, naming the
 * source file and line. Docusaurus's own check (onBrokenLinks: 'throw') still
 * covers every other link, but it only names the page a link was found on.
 */
export default function docsLinkCheckPlugin(context: LoadContext, options: Options): Plugin {
  return {
    name: 'docs-link-check',
    async allContentLoaded({allContent}) {
      const docsPlugin = allContent['docusaurus-plugin-content-docs']?.default as
        DocsContent | undefined;
      if (!docsPlugin) return;
      const docs = docsPlugin.loadedVersions.flatMap((version) => version.docs);
      const known = new Set(
        [...docs.map((doc) => doc.permalink), ...options.extraRoutes].map(normalizeRoute),
      );
      const broken = (
        await Promise.all(
          docs.map(async (doc) => {
            const file = path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
            const source = await readFile(file, 'utf8');
            const relative = path.relative(context.siteDir, file);
            return findBrokenLinks(relative, source, known, options.routeBasePath);
          }),
        )
      ).flat();
      if (broken.length > 0) throw new Error(formatBrokenLinks(broken));
    },
  };
}
