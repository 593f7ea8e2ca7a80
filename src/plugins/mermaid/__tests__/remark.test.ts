import {afterAll, describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import {VFile} from 'vfile';
import {closeMermaidRenderer, remarkMermaidSvg} from '../remark';
import {svgSize} from '../renderer';

const OPTIONS = {themes: {light: 'default', dark: 'dark'}, enabled: true, baseUrl: '/'};

async function compileDoc(markdown: string, options = OPTIONS): Promise<string> {
  const file = new VFile({value: markdown, path: 'docs/example/page.md'});
  return String(await compile(file, {remarkPlugins: [[remarkMermaidSvg, options]]}));
}

describe('svgSize', () => {
  it('reads the size from the viewBox, rounded up', () => {
    expect(svgSize('<svg viewBox="-8 -8 300.2 120.5">')).toEqual({width: 301, height: 121});
    expect(() => svgSize('<svg width="10">')).toThrow(/viewBox/);
  });
});

// Needs Chromium at CHROMIUM_PATH (scripts/ensure-chromium.sh): without it these fail, not skip.
describe('remarkMermaidSvg', () => {
  afterAll(async () => {
    // Closes the browser the remark plugin opened.
    await closeMermaidRenderer();
  });

  it('replaces a mermaid block by the drawn images and its text', async () => {
    const out = await compileDoc('# Page\n\n```mermaid\nflowchart LR\n  A --> B\n```\n');
    expect(out).toContain('MermaidDiagram');
    expect(out).toMatch(/light: "\/assets\/diagrams\/diagram-[0-9a-f]{20}\.svg"/);
    expect(out).toMatch(/dark: "\/assets\/diagrams\/diagram-[0-9a-f]{20}\.svg"/);
    expect(out).toMatch(/lightSize: "\d+x\d+"/);
    expect(out).toContain('source: "flowchart LR\\n  A --> B"');
  }, 60_000);

  it('fails with the file and line of a diagram Mermaid cannot draw', async () => {
    await expect(
      compileDoc('# Page\n\nText.\n\n```mermaid\nflowchart LR\n  A -->\n```\n'),
    ).rejects.toThrow(/^docs\/example\/page\.md:5: Mermaid cannot draw this diagram: /);
  }, 60_000);

  it('leaves the block to the browser when switched off', async () => {
    const out = await compileDoc('```mermaid\nflowchart LR\n  A --> B\n```\n', {
      ...OPTIONS,
      enabled: false,
    });
    expect(out).not.toContain('MermaidDiagram');
  });
});
