import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const CSS = readFileSync(path.join(__dirname, '..', 'code.css'), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

/** The rules of code.css: selector and declarations, by property. */
const RULES = [...CSS.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => ({
  selector: selector!.trim(),
  declarations: new Map(
    body!
      .split(';')
      .map((line) => line.split(':').map((part) => part.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== ''),
  ),
}));

/** The colour variables of one mode's block. */
function modeColours(selector: string): Map<string, string> {
  const rule = RULES.find((r) => r.selector === selector);
  if (!rule) throw new Error(`code.css has no ${selector} block`);
  return rule.declarations;
}

const MODES = {light: modeColours(':root'), dark: modeColours("[data-theme='dark']")};

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const match = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The variables the token rules colour text with, and the block's own text colour. */
const TEXT_VARIABLES = [
  '--vara-code-color',
  ...new Set(
    RULES.filter((r) => r.selector.includes('.token'))
      .map((r) => r.declarations.get('color'))
      .filter((value): value is string => value !== undefined)
      .map((value) => /^var\((--[\w-]+)\)$/.exec(value)?.[1] ?? value),
  ),
];

describe('contrast', () => {
  it('is the WCAG ratio', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe('code token colours (code.css)', () => {
  it('colour every token through a variable that both modes set', () => {
    expect(TEXT_VARIABLES.length).toBeGreaterThanOrEqual(7);
    for (const variable of TEXT_VARIABLES) {
      expect(variable, 'a token colour outside the two modes').toMatch(/^--vara-/);
      for (const [mode, colours] of Object.entries(MODES)) {
        expect(colours.has(variable), `${mode} sets ${variable}`).toBe(true);
      }
    }
  });

  for (const [mode, colours] of Object.entries(MODES)) {
    it(`read at 4.5:1 or more on the ${mode} code background`, () => {
      const background = colours.get('--vara-code-background')!;
      const low = TEXT_VARIABLES.map((variable) => ({
        variable,
        ratio: contrast(colours.get(variable)!, background),
      })).filter(({ratio}) => ratio < 4.5);
      expect(low).toEqual([]);
    });
  }
});
