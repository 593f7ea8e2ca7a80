/** Facts about the site that several browser tests assert against. */
import {readFileSync} from 'node:fs';

export const SITE_TITLE = 'Vara Network Documentation Portal';
export const REPOSITORY_URL = (
  process.env.REPOSITORY_URL ?? 'https://github.com/gear-foundation/vara-wiki'
).replace(/\/+$/, '');
export const DESKTOP_BREAKPOINT = 996;

/** The spec's route list (a copy of shared/spec/routes.txt kept in the repo). */
export function specRoutes(): string[] {
  return readFileSync('e2e/fixtures/routes.txt', 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** Paths listed in build/sitemap.xml, without the site origin. */
export function sitemapPaths(): string[] {
  const xml = readFileSync('build/sitemap.xml', 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const path = new URL(m[1]!).pathname;
    return path.length > 1 ? path.replace(/\/$/, '') : path;
  });
}
