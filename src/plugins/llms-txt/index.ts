/**
 * Docs as Markdown for people and tools: after the build, every docs page is
 * also written as clean Markdown at `<route>.md`, and the site root gets
 * `llms.txt` (an index of the pages by section) and `llms-full.txt` (all of
 * them in one file), in sidebar order.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join, resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {toCleanMarkdown} from './markdown';
import {releaseSetLine} from '../../data/releaseSet';
import {
  cardsOf,
  listPages,
  markdownPath,
  renderLlmsFull,
  renderLlmsTxt,
  type Page,
  type Site,
} from './pages';

export type Options = {
  /** Heading of llms.txt; the site title when not set. */
  readonly title?: string;
  /** The one-paragraph summary under it; the site tagline when not set. */
  readonly summary?: string;
  /** Id of the docs plugin instance to read. */
  readonly docsPluginId?: string;
};

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** Source path of a doc (`@site/docs/x.md`) on disk. */
function sourceFile(siteDir: string, source: string): string {
  return join(siteDir, source.replace(/^@site\//, ''));
}

export default function pluginLlmsTxt(context: LoadContext, options: Options): Plugin {
  const {siteDir, siteConfig} = context;
  const origin = siteConfig.url.replace(/\/+$/, '');
  const site: Site = {
    title: options.title ?? siteConfig.title,
    summary: options.summary ?? siteConfig.tagline,
    origin,
    siteUrl: `${origin}${siteConfig.baseUrl.replace(/\/+$/, '')}`,
    releaseSet: releaseSetLine(),
  };
  let pages: Page[] = [];

  return {
    name: 'llms-txt',

    allContentLoaded({allContent}) {
      const docs = allContent[DOCS_PLUGIN]?.[options.docsPluginId ?? 'default'] as
        LoadedContent | undefined;
      if (!docs) throw new Error(`llms-txt: no content from ${DOCS_PLUGIN}`);
      pages = docs.loadedVersions.flatMap((version) => listPages(version));
    },

    async postBuild({outDir}) {
      const permalinkOf = new Map(pages.map((page) => [sourceFile(siteDir, page.source), page]));
      const written: {permalink: string; markdown: string}[] = [];
      for (const page of pages) {
        const file = sourceFile(siteDir, page.source);
        try {
          const source = await readFile(file, 'utf8');
          const resolveDocFile = (href: string) => {
            const path = decodeURIComponent(href);
            const target =
              permalinkOf.get(resolve(dirname(file), path)) ??
              permalinkOf.get(resolve(siteDir, 'docs', path));
            return target?.permalink;
          };
          const markdown = toCleanMarkdown(source, page, {
            pageUrl: `${origin}${page.permalink}`,
            siteUrl: site.siteUrl,
            origin,
            resolveDocFile,
            cards: cardsOf(page, origin),
            admonitionTitles: siteConfig.markdown.mdx1Compat.admonitions,
          });
          const target = join(outDir, markdownPath(page.permalink, siteConfig.baseUrl));
          await mkdir(dirname(target), {recursive: true});
          await writeFile(target, markdown);
          written.push({permalink: page.permalink, markdown});
        } catch (err) {
          throw new Error(`llms-txt: could not write the Markdown of ${page.source}`, {cause: err});
        }
      }
      try {
        await writeFile(join(outDir, 'llms.txt'), renderLlmsTxt(site, pages));
        await writeFile(join(outDir, 'llms-full.txt'), renderLlmsFull(site, written));
      } catch (err) {
        throw new Error(`llms-txt: could not write llms.txt or llms-full.txt in ${outDir}`, {
          cause: err,
        });
      }
    },
  };
}
