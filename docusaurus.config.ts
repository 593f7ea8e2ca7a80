import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type * as GTM from '@docusaurus/plugin-google-tag-manager';
import type * as ClientRedirects from '@docusaurus/plugin-client-redirects';
import remarkMath from 'remark-math';
import docsLinkCheck from './src/plugins/docs-link-check';
import katexStyles, {rehypeKatexStylesheet} from './src/plugins/katex-styles';
import rehypeKatex from 'rehype-katex';
import {darkCodeTheme, lightCodeTheme} from './src/utils/codeThemes';

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
        docs: {
          sidebarPath: './sidebars.ts',
          editUrl: `${REPOSITORY_URL}/edit/${EDIT_BRANCH}/`,
          breadcrumbs: true,
          lastVersion: 'current',
          versions: {current: {label: 'Next'}},
          remarkPlugins: [remarkMath],
          // KaTeX's stylesheet is linked only from pages that show math.
          rehypePlugins: [rehypeKatex, [rehypeKatexStylesheet, {baseUrl: BASE_URL}]],
        },
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          changefreq: 'weekly',
          ignorePatterns: ['/404'],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Local plugins are passed as functions: Docusaurus resolves string
    // plugin paths with require(), which does not load TypeScript.
    (context) => docsLinkCheck(context, {routeBasePath: '/docs', extraRoutes: ['/docs']}),
    katexStyles,
    [
      '@docusaurus/plugin-client-redirects',
      {
        // The docs root has no page of its own: it leads to the start page.
        redirects: [{from: '/docs', to: '/docs/welcome'}],
      } satisfies ClientRedirects.Options,
    ],
    ...optionalPlugins(),
  ],

  clientModules: ['./src/clientModules/iframeResizer.ts'],

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
    mermaid: {theme: {light: 'default', dark: 'dark'}},
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
    prism: {
      // Stock themes with their low-contrast token colours fixed (WCAG AA).
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['rust', 'toml', 'bash', 'json', 'diff'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
