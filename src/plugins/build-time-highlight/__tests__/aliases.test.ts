import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PRISM_INCLUDE_LANGUAGES, PRISM_STAND_IN} from '..';
import * as standIn from '../prismStandIn';

const require = createRequire(import.meta.url);
const THEME_LIB = path.dirname(PRISM_INCLUDE_LANGUAGES);

/** Named imports a file takes from prism-react-renderer. */
function prismImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const match = /import\s*\{([^}]*)\}\s*from\s*'prism-react-renderer'/.exec(text);
  return (match?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

describe('the theme-internal files the bundler aliases', () => {
  it("the classic theme's Prism language loader is still that file, and still a client module", () => {
    expect(existsSync(PRISM_INCLUDE_LANGUAGES)).toBe(true);
    // The theme's getClientModules names it relative to its lib folder.
    const plugin = readFileSync(path.join(THEME_LIB, 'index.js'), 'utf8');
    expect(plugin).toMatch(/getClientModules\(\)[\s\S]*'\.\/prism-include-languages'/);
  });

  it('the Prism stand-in exports every name the bundled theme files import', () => {
    // CodeBlock/Content is replaced by src/theme/CodeBlock, so only the loader stays bundled.
    const used = prismImports(PRISM_INCLUDE_LANGUAGES);
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect(standIn, name).toHaveProperty(name);
    expect(existsSync(PRISM_STAND_IN)).toBe(true);
    expect(require.resolve('prism-react-renderer')).toBeTruthy();
  });
});
