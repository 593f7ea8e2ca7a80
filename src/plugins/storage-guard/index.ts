/**
 * Makes corrupted or stale stored preferences fall back to the site defaults.
 * Docusaurus's own head script copies whatever is stored into <html>
 * attributes before React runs, and React then reads them loosely:
 * - a stored theme "purple" showed the light theme on a dark-by-default site
 *   (anything but "dark" reads as light);
 * - a stored "dismissed" flag hid the announcement bar even though this site
 *   makes it impossible to close (the flag can only be stale or corrupted).
 * This script runs first (a head tag; the theme script is at the top of
 * <body>) and removes such values. Storage that throws is left alone.
 *
 * Its client module (client.ts, fallback.ts) keeps the values that storage
 * refuses to store in memory for the visit, with one console warning.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';

const here = path.dirname(fileURLToPath(import.meta.url));

export const THEME_KEY = 'theme';
export const DISMISS_KEY = 'docusaurus.announcement.dismiss';

/** The guard, kept small and inline: the CSP allows it by its hash (src/plugins/server-config). */
export function guardScript({announcementCloseable}: {announcementCloseable: boolean}): string {
  const dropDismissed = announcementCloseable ? '' : `s.removeItem("${DISMISS_KEY}");`;
  return (
    `try{var s=window.localStorage,v=s.getItem("${THEME_KEY}");` +
    `if(v!==null&&v!=="light"&&v!=="dark")s.removeItem("${THEME_KEY}");${dropDismissed}}catch(e){}`
  );
}

export default function storageGuardPlugin(context: LoadContext): Plugin {
  const {announcementBar} = context.siteConfig.themeConfig as ThemeConfig;
  const announcementCloseable = announcementBar?.isCloseable ?? true;
  return {
    name: 'storage-guard',
    getClientModules() {
      return [path.join(here, 'client.ts')];
    },
    injectHtmlTags() {
      return {
        headTags: [{tagName: 'script', innerHTML: guardScript({announcementCloseable})}],
      };
    },
  };
}
