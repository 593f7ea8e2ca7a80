/**
 * Mermaid diagrams, drawn at build time. This plugin emits the SVG files the
 * pages name (drawn by the remark step, remark.ts), closes the browser after
 * the build, and serves the theme components: MermaidDiagram for a drawn
 * diagram and MermaidLazy for the ones the browser draws.
 *
 * docusaurus.config.ts imports this factory from the same module graph as the
 * remark step: a plugin given by path would be a second copy of the module,
 * and the browser it never opened would keep the build running.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import type {Compilation, Compiler} from 'webpack';
import {EmitFiles, type EmittedFile} from '../../utils/emitFiles';
import {CACHE_DIR, closeMermaidRenderer, DIAGRAM_DIR} from './remark';

export {remarkMermaidSvg} from './remark';

const here = path.dirname(fileURLToPath(import.meta.url));
const REFERENCE = /\/assets\/diagrams\/(diagram-[0-9a-f]{20}\.svg)/g;

/**
 * The SVG files the client build's scripts name. They are read from the
 * build's JavaScript rather than remembered while pages compile: the
 * bundler's cache skips compiling a page that has not changed.
 */
function diagramFiles(compilation: Compilation): EmittedFile[] {
  const names = new Set<string>();
  for (const asset of compilation.getAssets()) {
    if (!asset.name.endsWith('.js')) continue;
    for (const match of asset.source.source().toString().matchAll(REFERENCE)) {
      if (match[1]) names.add(match[1]);
    }
  }
  return [...names].map((name) => {
    const file = path.join(CACHE_DIR, name);
    if (!existsSync(file)) {
      throw new Error(
        `[mermaid] ${name} is named by a page but not in ${CACHE_DIR}: run \`npm run clear\` and build again`,
      );
    }
    return {name: `${DIAGRAM_DIR}/${name}`, content: readFileSync(file)};
  });
}

export function mermaidPlugin(): Plugin {
  return {
    name: 'mermaid',
    getThemePath() {
      return path.join(here, 'theme');
    },
    configureWebpack(_config, isServer) {
      // Pages are compiled (and diagrams drawn) while the bundler runs: the
      // browser is closed when each compiler is done, before the pages are
      // rendered, so it holds no memory then. A later drawing opens it again.
      const closeBrowser = {
        apply(compiler: Compiler) {
          compiler.hooks.done.tapPromise('mermaid', () => closeMermaidRenderer());
        },
      };
      return {
        plugins: isServer ? [closeBrowser] : [new EmitFiles('mermaid', diagramFiles), closeBrowser],
      };
    },
    async postBuild() {
      await closeMermaidRenderer();
    },
  };
}
