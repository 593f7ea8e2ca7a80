/**
 * Makes a corrupted stored colour mode fall back to the site default.
 * Docusaurus's own head script copies whatever `theme` holds into
 * data-theme, and React then reads anything but "dark" as light, so a stored
 * "purple" showed the light theme on a dark-by-default site. This script runs
 * first (a head tag; the theme script is at the top of <body>) and drops a
 * value that is neither "light" nor "dark". Storage that throws is left alone.
 */
import type {Plugin} from '@docusaurus/types';

export const STORAGE_KEY = 'theme';

/** Kept to one expression: the CSP allows it by its hash (src/plugins/deploy). */
export const GUARD_SCRIPT = `try{var s=window.localStorage,v=s.getItem("${STORAGE_KEY}");if(v!==null&&v!=="light"&&v!=="dark")s.removeItem("${STORAGE_KEY}")}catch(e){}`;

export default function colorModeGuardPlugin(): Plugin {
  return {
    name: 'color-mode-guard',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: GUARD_SCRIPT}]};
    },
  };
}
