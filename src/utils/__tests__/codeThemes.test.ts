import {describe, expect, it} from 'vitest';
import {colord, extend} from 'colord';
import a11y from 'colord/plugins/a11y';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../codeThemes';

extend([a11y]);

/** Token colours that read below WCAG AA (4.5:1) on the theme's background. */
function lowContrast(theme: PrismTheme): string[] {
  const background = theme.plain.backgroundColor!;
  return [theme.plain, ...theme.styles.map((rule) => rule.style)]
    .map((style) => style.color)
    .filter((color): color is string => Boolean(color))
    .filter((color) => colord(color).contrast(background) < 4.5);
}

describe('lightCodeTheme', () => {
  it('keeps every token at 4.5:1 or more on its background', () => {
    expect(lowContrast(lightCodeTheme)).toEqual([]);
  });

  it('is VS Code light with darker attribute names', () => {
    expect(lightCodeTheme.plain).toEqual({color: '#000000', backgroundColor: '#ffffff'});
    const attr = lightCodeTheme.styles.find((rule) => rule.types.includes('attr-name'));
    expect(attr?.style.color).toBe('#c80000');
  });
});

describe('darkCodeTheme', () => {
  it('keeps every token at 4.5:1 or more on its background', () => {
    expect(lowContrast(darkCodeTheme)).toEqual([]);
  });

  it('is Dracula with lighter comments', () => {
    const comment = darkCodeTheme.styles.find((rule) => rule.types.includes('comment'));
    expect(comment?.style.color).toBe('#9aa5d1');
    expect(darkCodeTheme.plain.backgroundColor).toBe('#282A36');
  });
});
