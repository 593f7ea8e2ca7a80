/**
 * sails-js's own IDL parser, loaded once when the explorer first needs it.
 * It is a WebAssembly module: its own chunk, fetched with the explorer.
 */
import type {ISailsProgram} from 'sails-js-types';
import {loadOnce} from '@site/src/utils/loadOnce';

type Parser = {parse(idl: string): ISailsProgram};

export const loadParser: () => Promise<Parser> = loadOnce(() =>
  import('sails-js-parser').then(({SailsIdlParser}) => SailsIdlParser.new()),
);
