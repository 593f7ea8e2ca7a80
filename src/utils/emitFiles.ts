import type {Compilation, Compiler} from 'webpack';

/** A file to add to the build: its path under the output folder, and its bytes. */
export type EmittedFile = {name: string; content: Buffer | string};

/**
 * A bundler plugin that adds files to the client build's output (dev server
 * included) once the build's own assets exist, for files that are not
 * imported by any module: KaTeX's styles, the web font, drawn diagrams.
 */
export class EmitFiles {
  constructor(
    private readonly pluginName: string,
    private readonly files: (compilation: Compilation) => Iterable<EmittedFile>,
  ) {}

  apply(compiler: Compiler): void {
    const {RawSource} = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(this.pluginName, (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: this.pluginName,
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          for (const {name, content} of this.files(compilation)) {
            compilation.emitAsset(name, new RawSource(content));
          }
        },
      );
    });
  }
}
