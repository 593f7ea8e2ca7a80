import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {IMPORT_DEFAULT_ONLY, UTILS_COMMON_FILES} from '..';

const require = createRequire(import.meta.url);

describe('tslib stand-in for @docusaurus/utils-common', () => {
  const utilsCommon = path.dirname(require.resolve('@docusaurus/utils-common'));
  const files = readdirSync(utilsCommon)
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(utilsCommon, name));

  it('covers every tslib helper utils-common calls', () => {
    const stand = require(IMPORT_DEFAULT_ONLY) as Record<string, unknown>;
    const used = new Set(
      files.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/tslib_1\.(__\w+)/g)].map((m) => m[1]),
      ),
    );
    expect(used.size).toBeGreaterThan(0);
    for (const helper of used) expect(typeof stand[helper], helper).toBe('function');
  });

  it('matches the files the alias is for, and no other package', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(UTILS_COMMON_FILES.test(file)).toBe(true);
    expect(UTILS_COMMON_FILES.test(require.resolve('@docusaurus/core/package.json'))).toBe(false);
    expect(UTILS_COMMON_FILES.test('/x/node_modules/@docusaurus/utils/lib/index.js')).toBe(false);
  });

  it('wraps CommonJS modules and passes ES modules through, as tslib does', () => {
    const {__importDefault} = require(IMPORT_DEFAULT_ONLY) as {
      __importDefault: (mod: unknown) => {default: unknown};
    };
    const tslib = require('tslib') as {__importDefault: (mod: unknown) => {default: unknown}};
    const cjs = {a: 1};
    const esm = {__esModule: true, default: 2};
    expect(__importDefault(cjs)).toEqual(tslib.__importDefault(cjs));
    expect(__importDefault(cjs).default).toBe(cjs);
    expect(__importDefault(esm)).toBe(esm);
  });
});
