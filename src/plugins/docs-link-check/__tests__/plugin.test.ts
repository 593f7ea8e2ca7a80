import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {AllContent, LoadContext, PluginContentLoadedActions} from '@docusaurus/types';
import docsLinkCheckPlugin from '../index';

function site(pages: Record<string, string>): {context: LoadContext; allContent: AllContent} {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'link-check-'));
  const docs = Object.entries(pages).map(([file, body]) => {
    mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
    writeFileSync(path.join(siteDir, file), body);
    return {source: `@site/${file}`, permalink: `/${file.replace(/\.mdx?$/, '')}`};
  });
  const allContent = {
    'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs}]}},
  } as unknown as AllContent; // only the fields the plugin reads
  return {context: {siteDir} as LoadContext, allContent};
}

const run = (pages: Record<string, string>) => {
  const {context, allContent} = site(pages);
  const plugin = docsLinkCheckPlugin(context, {routeBasePath: '/docs', extraRoutes: ['/docs']});
  return plugin.allContentLoaded!({allContent, actions: {} as PluginContentLoadedActions});
};

describe('docsLinkCheckPlugin', () => {
  it('passes when every docs link resolves', async () => {
    await expect(
      run({'docs/a.md': '[b](/docs/b) [root](/docs)', 'docs/b.md': '[a](/docs/a#x)'}),
    ).resolves.toBeUndefined();
  });

  it('fails the build naming file and line of a broken link', async () => {
    await expect(run({'docs/a.md': 'line one\n[gone](/docs/gone)'})).rejects.toThrow(
      'docs/a.md:2: /docs/gone',
    );
  });
});
