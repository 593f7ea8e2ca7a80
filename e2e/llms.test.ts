import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {baseUrl} from './support/browser';
import {sitemapPaths} from './support/site';

/** The docs routes of the sitemap: every one is a docs page with a Markdown twin. */
function docsRoutes(): string[] {
  return sitemapPaths().filter((p) => p.startsWith('/docs/'));
}

/** The text of a Markdown page outside its code blocks and code spans. */
function prose(markdown: string): string {
  return markdown
    .replace(/^( *)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, '')
    .replace(/(`+)[^`]+?\1/g, '');
}

describe('Markdown twins and llms files', () => {
  it('writes a clean .md twin for every docs route of the sitemap', () => {
    const routes = docsRoutes();
    expect(routes.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const route of routes) {
      const file = `build${route}.md`;
      if (!existsSync(file)) {
        problems.push(`${route}: no ${file}`);
        continue;
      }
      const markdown = readFileSync(file, 'utf8');
      const text = prose(markdown);
      // Front matter would come first; a title opening the file rules it out.
      if (!markdown.startsWith('# ')) problems.push(`${route}: does not open with a title`);
      if (/^(import|export) /m.test(text)) problems.push(`${route}: import/export left in`);
      if (/<[A-Z][A-Za-z]*[\s/>]/.test(text)) problems.push(`${route}: JSX left in`);
      if (/^:::/m.test(text)) problems.push(`${route}: admonition fence left in`);
    }
    console.log(`llms: ${routes.length - problems.length} of ${routes.length} docs routes clean`);
    expect(problems).toEqual([]);
  });

  it('keeps code blocks: a page with code has the same fences in its twin', () => {
    const source = readFileSync('docs/build/gstd/mailbox.md', 'utf8');
    const twin = readFileSync('build/docs/build/gstd/mailbox.md', 'utf8');
    const fences = (text: string) => text.match(/^ *```[a-z]+/gm)?.map((f) => f.trim()) ?? [];
    expect(fences(twin)).toEqual(fences(source));
    expect(fences(twin).length).toBeGreaterThan(0);
  });

  it('lists every docs route in llms.txt under a section, and serves it', async () => {
    const llms = readFileSync('build/llms.txt', 'utf8');
    expect(llms).toMatch(/^# .+\n\n> .+\n/);
    const listed = [...llms.matchAll(/^- \[[^\]]+\]\(https?:\/\/[^/]+(\/[^)]+)\.md\)/gm)].map(
      (m) => m[1],
    );
    expect([...listed].sort()).toEqual(docsRoutes().sort());
    expect(llms).toMatch(/^## /m);
    const response = await fetch(new URL('/llms.txt', baseUrl()));
    expect(response.status).toBe(200);
    await expect(response.text()).resolves.toBe(llms);
  });

  it('puts every page of llms.txt in llms-full.txt once', () => {
    const llms = readFileSync('build/llms.txt', 'utf8');
    const full = readFileSync('build/llms-full.txt', 'utf8');
    const order = [...llms.matchAll(/\]\(https?:\/\/[^/]+(\/[^)]+)\.md\)/g)].map((m) => m[1]);
    const sources = [...full.matchAll(/^Source: https?:\/\/[^/]+(\/\S+)$/gm)].map((m) => m[1]);
    expect(new Set(sources)).toEqual(new Set(order));
    expect(sources.length).toBe(order.length);
  });
});

describe('last updated', () => {
  it('dates every docs page from git history', () => {
    const undated = docsRoutes().filter(
      (route) => !readFileSync(`build${route}.html`, 'utf8').includes('theme-last-updated'),
    );
    expect(undated).toEqual([]);
  });
});
