/**
 * sails-js's own IDL parser, loaded once when the explorer first needs it.
 * It is a WebAssembly module: its own chunk, fetched with the explorer.
 */
import type {ISailsProgram} from 'sails-js-types';

type Parser = {parse(idl: string): ISailsProgram};
let parser: Promise<Parser> | undefined;

export function loadParser(): Promise<Parser> {
  parser ??= import('sails-js-parser').then(({SailsIdlParser}) => SailsIdlParser.new());
  // A failed load (offline) is tried again on the next parse.
  parser.catch(() => {
    parser = undefined;
  });
  return parser;
}
