/**
 * The plain form of a path as the portal serves it: no `.html`, no
 * `/index.html` or `/index`, no trailing slash (the site's trailingSlash is false).
 * Query and hash are not part of the input.
 */
export function canonicalPath(pathname: string): string {
  let path = pathname
    .replace(/\/index(\.html)?$/i, '')
    .replace(/\.html$/i, '')
    .replace(/\/+$/, '');
  if (path === '') path = '/';
  return path;
}
