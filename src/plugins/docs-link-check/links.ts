/** A link from a docs source file to a route that does not exist. */
export type BrokenLink = {
  readonly file: string;
  readonly line: number;
  readonly link: string;
};

// Markdown links `[text](/docs/x#a "title")` and JSX `href="/docs/x"` / `to="/docs/x"`.
const MARKDOWN_LINK = /\]\(\s*<?(\/[^)\s>#?]*)[^)]*\)/g;
const JSX_LINK = /\b(?:href|to)=["'](\/[^"'#?]*)[^"']*["']/g;

/** The form paths are compared in: case and a trailing slash do not matter, as in the router. */
export function normalizeRoute(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

/**
 * Every site-absolute link under `prefix` in one Markdown/MDX source that is
 * not a known route, with its 1-based line. Fenced code blocks and inline
 * code are skipped: a path in a sample is not a link.
 */
export function findBrokenLinks(
  file: string,
  source: string,
  knownRoutes: ReadonlySet<string>,
  prefix: string,
): BrokenLink[] {
  const broken: BrokenLink[] = [];
  let fence: string | null = null;
  source.split('\n').forEach((rawLine, index) => {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(rawLine);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      if (fence === null) fence = marker;
      else if (marker.startsWith(fence)) fence = null;
      return;
    }
    if (fence !== null) return;
    const line = rawLine.replace(/`[^`]*`/g, '');
    for (const pattern of [MARKDOWN_LINK, JSX_LINK]) {
      for (const match of line.matchAll(pattern)) {
        const target = match[1]!;
        if (target !== prefix && !target.startsWith(`${prefix}/`)) continue;
        if (!knownRoutes.has(normalizeRoute(target))) {
          broken.push({file, line: index + 1, link: target});
        }
      }
    }
  });
  return broken;
}

export function formatBrokenLinks(broken: readonly BrokenLink[]): string {
  return [
    `Broken links: ${broken.length} link(s) in the docs point to routes that do not exist.`,
    ...broken.map((b) => `  ${b.file}:${b.line}: ${b.link}`),
  ].join('\n');
}
