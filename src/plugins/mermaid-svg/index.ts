/**
 * The Docusaurus side of the diagrams drawn at build time by
 * src/remark/mermaidSvg.ts: emits the SVG files the pages name and closes the
 * browser after the build. docusaurus.config.ts imports this factory from the
 * same module graph as the remark plugin (a plugin given by path would be a
 * second copy, and the browser would keep the build running).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Compilation} from 'webpack';
import {EmitFiles, type EmittedFile} from '../../utils/emitFiles';
import {CACHE_DIR, closeMermaidRenderer, DIAGRAM_DIR} from '../../remark/mermaidSvg';

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
        `[mermaid-svg] ${name} is named by a page but not in ${CACHE_DIR}: run \`npm run clear\` and build again`,
      );
    }
    return {name: `${DIAGRAM_DIR}/${name}`, content: readFileSync(file)};
  });
}

/** Emits the drawn files into the client build; closes the browser afterwards. */
export function mermaidSvgPlugin(): Plugin {
  return {
    name: 'mermaid-svg',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {plugins: [new EmitFiles('mermaid-svg', diagramFiles)]};
    },
    async postBuild() {
      await closeMermaidRenderer();
    },
  };
}
