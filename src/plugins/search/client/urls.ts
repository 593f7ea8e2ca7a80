/** External URLs stay; others become site paths, with the configured replacement. */

export type UrlOptions = {
  readonly externalUrlRegex: string | null;
  readonly replaceSearchResultPathname: {readonly from: string; readonly to: string} | null;
};

function matches(pattern: string, url: string): boolean {
  try {
    return new RegExp(pattern).test(url);
  } catch {
    // A broken pattern from the configuration matches nothing.
    return false;
  }
}

function replacePath(pathname: string, rule: UrlOptions['replaceSearchResultPathname']): string {
  if (!rule) return pathname;
  try {
    return pathname.replace(new RegExp(rule.from), rule.to);
  } catch {
    return pathname.replace(rule.from, rule.to);
  }
}

export function processResultUrl(url: string, options: UrlOptions): string {
  if (options.externalUrlRegex && matches(options.externalUrlRegex, url)) return url;
  let parsed: URL;
  try {
    // The base only resolves relative URLs; its host is never used.
    parsed = new URL(url, 'https://site.invalid');
  } catch {
    return url;
  }
  return `${replacePath(parsed.pathname, options.replaceSearchResultPathname)}${parsed.search}${parsed.hash}`;
}
