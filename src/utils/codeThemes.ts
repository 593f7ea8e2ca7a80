/**
 * Syntax-highlighting themes for code blocks. Prism's stock themes have token
 * colours below the WCAG AA contrast ratio (4.5:1) on their own background
 * (github's comments and keywords, dracula's comments), so the site uses two
 * stock themes with the few failing token colours replaced.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** Replaces the colour of every style rule that covers one of `types`. */
function recolour(theme: PrismTheme, colours: Readonly<Record<string, string>>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((rule) => {
      const type = rule.types.find((t) => t in colours);
      return type ? {...rule, style: {...rule.style, color: colours[type]}} : rule;
    }),
  };
}

/** Light mode: VS Code light, whose pure red attribute names read at 4:1. */
export const lightCodeTheme: PrismTheme = recolour(themes.vsLight, {'attr-name': '#c80000'});

/** Dark mode: Dracula with its blue-grey comments lightened (3:1 before). */
export const darkCodeTheme: PrismTheme = recolour(themes.dracula, {comment: '#9aa5d1'});
