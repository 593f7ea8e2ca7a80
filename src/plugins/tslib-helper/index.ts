/**
 * Gives @docusaurus/utils-common, inside the browser bundle, a one-function stand-in for tslib.
 *
 * utils-common is CommonJS and calls a single tslib helper, `__importDefault`; because it
 * `require`s tslib, the bundler cannot drop the rest from the bundle every page loads. The alias
 * is scoped to utils-common's files, so any other package that needs tslib gets the real one.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

/** utils-common's compiled files, on either path separator. */
export const UTILS_COMMON_FILES = /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/][^\\/]+\.js$/;

const here = path.dirname(fileURLToPath(import.meta.url));

export const IMPORT_DEFAULT_ONLY = path.join(here, 'importDefault.cjs');

export default function tslibHelperPlugin(): Plugin {
  return {
    name: 'tslib-helper',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{test: UTILS_COMMON_FILES, resolve: {alias: {tslib: IMPORT_DEFAULT_ONLY}}}],
        },
      };
    },
  };
}
