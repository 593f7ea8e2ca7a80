import type {KnipConfig} from 'knip';

/**
 * The dependency check of `npm test` (`knip --dependencies`): every package
 * imported by the site, a plugin, a script or a test is declared in
 * package.json, and every declared one is used. Files and exports are not
 * judged here, so every source file is an entry.
 */
const config: KnipConfig = {
  entry: ['src/**/*.{ts,tsx,mjs,cjs}', 'scripts/**/*.{mjs,ts}', 'e2e/**/*.ts', 'docs/**/*.mdx'],
  project: ['**/*.{ts,tsx,mjs,cjs,mdx}'],
  ignoreDependencies: [
    // Packages the docs' code samples are type-checked against
    // (scripts/samples/typecheck.mjs) that no source file imports.
    '@gear-js/react-hooks',
    '@polkadot/api-derive',
    '@polkadot/keyring',
    '@tanstack/react-query',
    'sails-js',
  ],
  // Debian's wrk, installed by scripts/ensure-wrk.sh, not an npm package.
  ignoreBinaries: ['wrk'],
};

export default config;
