import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {scopeVariablesSource, variablesSourcePath} from '../scopeVariables';

describe('scopeVariablesSource', () => {
  it("scopes DocSearch 4.7's variables to its own elements, values untouched", () => {
    const source = readFileSync(variablesSourcePath(), 'utf8');
    const scoped = scopeVariablesSource(source);
    expect(scoped).not.toContain(':root');
    expect(scoped).toContain('.DocSearch{--docsearch-primary-color:');
    expect(scoped).toContain('html[data-theme=dark] .DocSearch{');
    expect(scoped.length - source.length).toBe(
      '.DocSearch'.length - ':root'.length + ' .DocSearch'.length,
    );
  });

  it('refuses a file that changed its selectors or added a rule', () => {
    expect(() => scopeVariablesSource('html{--a:1}html[data-theme=dark]{--a:2}')).toThrow(
      /":root\{" was found 0 times/,
    );
    expect(() =>
      scopeVariablesSource(':root{--a:1}html[data-theme=dark]{--a:2}body{--b:1}'),
    ).toThrow(/unexpected rules/);
  });
});
