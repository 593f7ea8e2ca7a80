import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type * as GTM from '@docusaurus/plugin-google-tag-manager';
import type * as ClientRedirects from '@docusaurus/plugin-client-redirects';
import type * as ServerConfig from './src/plugins/server-config';
import type * as Search from './src/plugins/search';
import type * as DocsAssistant from './src/plugins/docs-assistant';
import {hostedAssistant} from './src/plugins/docs-assistant/hosted';
import remarkMath from 'remark-math';
import type * as DocsLinkCheck from './src/plugins/docs-link-check';
import {rehypeKatexStylesheet} from './src/plugins/katex/rehype';
import {rehypeBuildTimeHighlight} from './src/plugins/build-time-highlight/rehype';
import {rehypeStaticHtml} from './src/remark/staticHtml';
import {mermaidPlugin, remarkMermaidSvg} from './src/plugins/mermaid';
import type * as LlmsTxt from './src/plugins/llms-txt';
import {vcsWithFallback} from './src/utils/vcsWithFallback';
import rehypeKatex from 'rehype-katex';
import {remarkReleaseValues} from './src/remark/releaseValues';
import ssrTemplate from './src/ssr/template';

// ---------------------------------------------------------------------------
// Environment switches. With none of them set, the portal makes no request to
// another host: every optional third-party service is off. See README.md.
// ---------------------------------------------------------------------------

/** Public URL of the deployed site (canonical links, sitemap). */
const SITE_URL = process.env.SITE_URL ?? 'https://wiki.vara.network';
/** Path the site is served under. */
const BASE_URL = '/';
/** The docs repository: navbar "Contribute", footer and "Edit this page". */
const REPOSITORY_URL = (
  process.env.REPOSITORY_URL ?? 'https://github.com/gear-foundation/vara-wiki'
).replace(/\/+$/, '');
/** Branch that edit links open. The spec fixes it to master. */
const EDIT_BRANCH = 'master';
/** Google Tag Manager container; the tag manager loads only when this is set. */
const GTM_CONTAINER_ID = process.env.GTM_CONTAINER_ID;
/** The bridge app the announcement bar sends readers to. */
const BRIDGE_APP_URL = process.env.BRIDGE_APP_URL ?? 'https://testnet-bridge.vara.network';
/** Who may show the pages in an iframe (CSP frame-ancestors): the network's own apps embed them. */
const FRAME_ANCESTORS =
  process.env.FRAME_ANCESTORS ??
  "'self' https://vara.network https://*.vara.network https://gear-tech.io https://*.gear-tech.io";

/** The docs root has no page of its own: it leads to the start page (client page and server 301). */
const REDIRECTS = [{from: '/docs', to: '/docs/welcome'}];

// Mermaid's theme per colour mode. The production build draws diagrams to SVG
// files with Chromium (CHROMIUM_PATH, default /usr/bin/chromium); without it,
// and under `docusaurus start`, the browser draws them.
const MERMAID_DIAGRAMS = {
  themes: {light: 'default', dark: 'dark'},
  enabled: process.env.NODE_ENV === 'production',
};

/**
 * The spec's hosted search service, used when the application id and search
 * key are set; unset, search answers from the site's own index, offline.
 */
const ALGOLIA_APP_ID = process.env.ALGOLIA_APP_ID;
const ALGOLIA_SEARCH_KEY = process.env.ALGOLIA_SEARCH_KEY;
/** The hosted index; the spec names it 'vara'. */
const ALGOLIA_INDEX = process.env.ALGOLIA_INDEX ?? 'vara';
/** Another origin for the hosted service's API, such as the browser tests' stand-in. */
const ALGOLIA_HOST = process.env.ALGOLIA_HOST;

/** The hosted search service when its switches are set, else null (embedded index). */
function hostedSearch(): Search.Options['hosted'] {
  if (!ALGOLIA_APP_ID || !ALGOLIA_SEARCH_KEY) return null;
  return {
    appId: ALGOLIA_APP_ID,
    apiKey: ALGOLIA_SEARCH_KEY,
    indexName: ALGOLIA_INDEX,
    ...(ALGOLIA_HOST ? {host: ALGOLIA_HOST} : {}),
  };
}

/**
 * The spec's hosted docs-assistant widget: its script (a "{key}" in the URL
 * is replaced by the key) and client key. Unset, the assistant answers from
 * the site's own pages, offline.
 */
const DOCS_ASSISTANT_SCRIPT_URL = process.env.DOCS_ASSISTANT_SCRIPT_URL;
const DOCS_ASSISTANT_KEY = process.env.DOCS_ASSISTANT_KEY;

/** Plugins that reach other hosts, each on only when its switch is set. */
function optionalPlugins(): PluginConfig[] {
  const plugins: PluginConfig[] = [];
  if (GTM_CONTAINER_ID) {
    plugins.push([
      '@docusaurus/plugin-google-tag-manager',
      {containerId: GTM_CONTAINER_ID} satisfies GTM.Options,
    ]);
  }
  return plugins;
}

const config: Config = {
  title: 'Vara Network Documentation Portal',
  tagline: 'Everything you need to build on, run and use the Vara Network, in one place.',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: BASE_URL,
  trailingSlash: false,
  organizationName: 'gear-foundation',
  projectName: 'vara-wiki',

  // Broken links fail the build; markdown links/anchors and duplicates warn.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {defaultLocale: 'en', locales: ['en']},

  future: {
    v4: {
      // The SSG worker threads of the Faster build need this one.
      removeLegacyPostBuildHeadAttribute: true,
      // Off: the minifier lowers @layer to specificity boosts that Infima's
      // rules win over the site's own CSS with (checked in the browser).
      useCssCascadeLayers: false,
      mdx1CompatDisabledByDefault: true,
      fasterByDefault: true,
      // The spec's stored preferences use the plain keys ("theme"), so no
      // per-site suffix on storage keys.
      siteStorageNamespacing: false,
    },
    faster: true,
    // Last-updated dates come from git; a build outside a git worktree (a
    // source tarball) leaves pages undated instead of failing.
    experimental_vcs: vcsWithFallback(),
  },

  markdown: {
    format: 'mdx',
    mermaid: true,
    hooks: {
      onBrokenMarkdownLinks: 'warn',
      onBrokenMarkdownImages: 'warn',
    },
  },

  themes: ['@docusaurus/theme-mermaid'],

  presets: [
    [
      'classic',
      {
        // The docs plugin is src/plugins/docs-content, below.
        docs: false,
        blog: false,
        theme: {
          customCss: ['./src/css/custom.css'],
        },
        sitemap: {
          changefreq: 'weekly',
          ignorePatterns: ['/404'],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // The docs, from @docusaurus/plugin-content-docs with the page descriptions
    // kept out of the data every docs page loads (they go to the doc cards only).
    [
      './src/plugins/docs-content/index.ts',
      {
        sidebarPath: './sidebars.ts',
        editUrl: `${REPOSITORY_URL}/edit/${EDIT_BRANCH}/`,
        breadcrumbs: true,
        // Dated from git history; a shallow clone dates each page by its one commit.
        showLastUpdateTime: true,
        lastVersion: 'current',
        versions: {current: {label: 'Next'}},
        beforeDefaultRemarkPlugins: [
          // {release.key} tokens become the values of src/data/release.json.
          remarkReleaseValues,
          // Diagrams drawn at build time, before the theme would hand them to the browser.
          [remarkMermaidSvg, {...MERMAID_DIAGRAMS, baseUrl: BASE_URL}],
        ],
        remarkPlugins: [remarkMath],
        // KaTeX's stylesheet is linked only from pages that show math.
        rehypePlugins: [
          rehypeKatex,
          [rehypeKatexStylesheet, {baseUrl: BASE_URL}],
          // Code is highlighted here, at build time: no highlighter ships to the browser.
          rehypeBuildTimeHighlight,
          // Last: highlighted code and math reach React as HTML strings.
          rehypeStaticHtml,
        ],
      } satisfies DocsOptions,
    ],
    // Diagrams drawn at build time, and the components that show them. Given as
    // a function, not a path: it closes the browser that the remark step
    // imported above opened.
    [mermaidPlugin, {}],
    // A broken link into the docs fails the build with its file and line.
    [
      './src/plugins/docs-link-check/index.ts',
      {routeBasePath: '/docs', extraRoutes: ['/docs']} satisfies DocsLinkCheck.Options,
    ],
    // The web font (Inter) from this origin, preloaded, never swapped in late.
    './src/plugins/web-font/index.ts',
    // KaTeX's stylesheet and fonts as files, linked from math pages only.
    './src/plugins/katex/index.ts',
    // Code is highlighted at build time and coloured by its stylesheet; Prism
    // stays out of the browser bundle.
    './src/plugins/build-time-highlight/index.ts',
    // One tslib helper instead of all of tslib in the bundle every page loads.
    './src/plugins/tslib-helper/index.ts',
    // Every docs page as Markdown at <route>.md, plus llms.txt and llms-full.txt.
    ['./src/plugins/llms-txt/index.ts', {} satisfies LlmsTxt.Options],
    [
      '@docusaurus/plugin-client-redirects',
      {redirects: REDIRECTS} satisfies ClientRedirects.Options,
    ],
    // Corrupted stored preferences (a theme "purple") fall back to the defaults.
    './src/plugins/storage-guard/index.ts',
    // The server's security headers (CSP with this build's script hashes), redirects and
    // gzip files, written after the build by `docusaurus server-config` (npm run build).
    [
      './src/plugins/server-config/index.ts',
      {
        frameAncestors: FRAME_ANCESTORS,
        services: {
          gtmContainerId: GTM_CONTAINER_ID,
          algoliaAppId: ALGOLIA_APP_ID,
          // The widget's host joins the CSP only when the widget is on.
          docsAssistantScriptUrl: DOCS_ASSISTANT_KEY ? DOCS_ASSISTANT_SCRIPT_URL : undefined,
        },
        redirects: REDIRECTS,
      } satisfies ServerConfig.Options,
    ],
    [
      // Search modal, /search page and the index they query. The file is
      // named in full: module resolution would not look for a .ts index.
      './src/plugins/search/index.ts',
      {repositoryUrl: REPOSITORY_URL, hosted: hostedSearch()} satisfies Search.Options,
    ],
    // "Ask the docs" on docs pages: quotes from the search index, or the hosted widget.
    [
      './src/plugins/docs-assistant/index.ts',
      {
        hosted: hostedAssistant(DOCS_ASSISTANT_SCRIPT_URL, DOCS_ASSISTANT_KEY),
      } satisfies DocsAssistant.Options,
    ],
    ...optionalPlugins(),
  ],

  clientModules: [
    './src/clientModules/iframeResizer.ts',
    './src/clientModules/idlePrefetch.ts',
    './src/clientModules/anchorLanding.ts',
  ],

  // Paint the page first, then run the bundle: see src/ssr/template.ts.
  ssrTemplate,

  themeConfig: {
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'varathon',
      content: `The Vara &harr; Ethereum bridge testnet is live. Move test tokens across and tell us how it went. <a href="${BRIDGE_APP_URL}" target="_blank" rel="noopener noreferrer">Start bridging</a>`,
      backgroundColor: '#0b5c47',
      textColor: '#ffffff',
      isCloseable: false,
    },
    navbar: {
      title: 'Vara Docs',
      hideOnScroll: true,
      logo: {
        alt: 'Vara Network',
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        {
          type: 'docSidebar',
          sidebarId: 'tutorialSidebar',
          position: 'left',
          label: 'Docs',
        },
        {href: 'https://vara.network', label: 'Vara Network', position: 'right'},
        {href: 'https://gear-tech.io', label: 'Gear Technologies', position: 'right'},
        {href: REPOSITORY_URL, label: 'Contribute', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: true},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    mermaid: {theme: MERMAID_DIAGRAMS.themes},
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Learn',
          items: [
            {label: 'Welcome', to: '/docs/welcome'},
            {label: 'Getting started in 5 minutes', to: '/docs/getting-started-in-5-minutes'},
            {label: 'Governance', to: '/docs/governance'},
            {label: 'Tokenomics', to: '/docs/tokenomics'},
          ],
        },
        {
          title: 'Network',
          items: [
            {label: 'Vara Network', href: 'https://vara.network'},
            {label: 'Gear Technologies', href: 'https://gear-tech.io'},
            {label: 'Gear IDEA', href: 'https://idea.gear-tech.io'},
          ],
        },
        {
          title: 'Source',
          items: [
            {label: 'Contribute to these docs', href: REPOSITORY_URL},
            {label: 'Gear Protocol', href: 'https://github.com/gear-tech/gear'},
            {label: 'Sails', href: 'https://github.com/gear-tech/sails'},
            {label: 'Gear-JS', href: 'https://github.com/gear-tech/gear-js'},
          ],
        },
      ],
      copyright: `Vara Network documentation. Text available to reuse under the repository's license.`,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
