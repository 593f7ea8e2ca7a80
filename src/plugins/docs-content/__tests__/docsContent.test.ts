import {describe, expect, it} from 'vitest';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';
import {cardDescriptions, withoutDescriptions} from '../index';

const versionRoute = (docs: Record<string, object>): RouteConfig => ({
  path: '/docs',
  component: '@theme/DocVersionRoot',
  props: {version: {version: 'current', docsSidebars: {}, docs}},
  routes: [{path: '/docs/a', component: '@theme/DocItem', exact: true}],
});

describe('withoutDescriptions', () => {
  it('drops the descriptions from the version data, at any depth, and keeps the rest', () => {
    const root: RouteConfig = {
      path: '/docs',
      component: '@theme/DocsRoot',
      routes: [
        versionRoute({
          a: {id: 'a', title: 'A', description: 'About A.', sidebar: 's'},
          b: {id: 'b', title: 'B', description: 'About B.'},
        }),
      ],
    };
    const out = withoutDescriptions(root);
    expect(JSON.parse(JSON.stringify(out))).toEqual({
      path: '/docs',
      component: '@theme/DocsRoot',
      routes: [
        {
          path: '/docs',
          component: '@theme/DocVersionRoot',
          props: {
            version: {
              version: 'current',
              docsSidebars: {},
              docs: {a: {id: 'a', title: 'A', sidebar: 's'}, b: {id: 'b', title: 'B'}},
            },
          },
          routes: [{path: '/docs/a', component: '@theme/DocItem', exact: true}],
        },
      ],
    });
    // The input is left as it was.
    expect(JSON.stringify(root)).toContain('About A.');
  });

  it('leaves routes without version data alone', () => {
    const route: RouteConfig = {path: '/x', component: 'X', props: {other: 1}};
    expect(withoutDescriptions(route)).toEqual(route);
  });
});

describe('cardDescriptions', () => {
  it('maps each doc of the current version to its description, leaving out empty ones', () => {
    const content = {
      loadedVersions: [
        {
          versionName: 'current',
          docs: [
            {id: 'a', description: 'About A.'},
            {id: 'b', description: ''},
          ],
        },
        {versionName: '1.0', docs: [{id: 'a', description: 'Old.'}]},
      ],
    } as unknown as LoadedContent;
    expect(cardDescriptions(content)).toEqual({a: 'About A.'});
  });
});
