/**
 * Draws Mermaid diagrams to SVG at build time, in a headless Chromium, with
 * the same Mermaid the theme would load in the browser.
 */
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {CHROMIUM_FLAGS} from '../../utils/chromium.mjs';

const require = createRequire(import.meta.url);
const MERMAID_SCRIPT = require.resolve('mermaid/dist/mermaid.min.js');
const MERMAID_VERSION = (require('mermaid/package.json') as {version: string}).version;

/** The two looks of a diagram, as the theme config names Mermaid's themes. */
export type Themes = {light: string; dark: string};
export type Svg = {svg: string; width: number; height: number};
/** `name`: the file's name in the cache and in the build, from what was drawn and how. */
export type DrawnDiagram = {light: Svg & {name: string}; dark: Svg & {name: string}};

/**
 * Options every drawing uses: labels as SVG text rather than HTML in a
 * foreignObject, because the SVG is shown as an image, where some browsers
 * leave foreignObject blank.
 */
const MERMAID_OPTIONS = {
  startOnLoad: false,
  securityLevel: 'strict',
  htmlLabels: false,
  flowchart: {htmlLabels: false},
};

/** The width and height of an SVG, from its viewBox. */
export function svgSize(svg: string): {width: number; height: number} {
  const box = /viewBox="([\d.\s-]+)"/.exec(svg)?.[1]?.trim().split(/\s+/).map(Number);
  if (!box || box.length !== 4 || box.some((n) => !Number.isFinite(n))) {
    throw new Error('the drawn diagram has no viewBox');
  }
  return {width: Math.ceil(box[2] ?? 0), height: Math.ceil(box[3] ?? 0)};
}

export class MermaidRenderer {
  private browser: Promise<Browser> | null = null;
  private page: Promise<Page> | null = null;
  // One drawing at a time: Mermaid keeps global state (its config) per page.
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly chromiumPath: string,
    private readonly cacheDir: string,
  ) {}

  /** Whether this machine has the browser to draw with. */
  available(): boolean {
    return existsSync(this.chromiumPath);
  }

  private async openPage(): Promise<Page> {
    const {chromium} = await import('playwright-core');
    this.browser ??= chromium.launch({
      executablePath: this.chromiumPath,
      args: CHROMIUM_FLAGS,
    });
    const page = await (await this.browser).newPage();
    await page.setContent('<!DOCTYPE html><html><body></body></html>');
    await page.addScriptTag({path: MERMAID_SCRIPT});
    return page;
  }

  private async drawOne(code: string, theme: string, id: string): Promise<string> {
    this.page ??= this.openPage();
    const page = await this.page;
    return page.evaluate(
      async ({code, theme, id, options}) => {
        // The page's global, from the script tag above.
        const {mermaid} = window as unknown as {
          mermaid: {
            initialize(config: object): void;
            render(id: string, code: string): Promise<{svg: string}>;
          };
        };
        mermaid.initialize({...options, theme});
        const {svg} = await mermaid.render(id, code);
        return svg;
      },
      {code, theme, id, options: MERMAID_OPTIONS},
    );
  }

  /** Both looks of one diagram; from the disk cache when drawn before. */
  async draw(code: string, themes: Themes): Promise<DrawnDiagram> {
    const looks = await Promise.all(
      [themes.light, themes.dark].map(async (theme) => {
        const key = createHash('sha256')
          .update(`${MERMAID_VERSION}\0${JSON.stringify(MERMAID_OPTIONS)}\0${theme}\0${code}`)
          .digest('hex')
          .slice(0, 20);
        const name = `diagram-${key}.svg`;
        const file = path.join(this.cacheDir, name);
        let svg: string;
        if (existsSync(file)) {
          svg = await readFile(file, 'utf8');
        } else {
          // The key as the SVG's id: the same diagram always gives the same file.
          const drawing = this.queue.then(() => this.drawOne(code, theme, `mermaid-${key}`));
          this.queue = drawing.catch(() => undefined);
          svg = await drawing;
          await mkdir(this.cacheDir, {recursive: true});
          await writeFile(file, svg);
        }
        return {name, svg, ...svgSize(svg)};
      }),
    );
    return {light: looks[0]!, dark: looks[1]!};
  }

  /** Closes the browser once the drawings already asked for are done. */
  async close(): Promise<void> {
    await this.queue;
    const browser = this.browser;
    this.browser = null;
    this.page = null;
    if (browser) await (await browser).close();
  }
}
