/**
 * Ready-to-copy sails-js calls for each method and event the explorer shows,
 * written for sails-js 0.5.1 on @gear-js/api 0.44.2 (the versions the docs
 * describe). Every snippet assumes the `sails` object of setupSnippet().
 */
import type {Event, Method} from './model';

/** Turns an IDL name into a TypeScript variable name: `token_id` → `tokenId`. */
function variable(name: string, index: number): string {
  const camel = name.replace(/_+([a-z0-9])/gi, (_, c: string) => c.toUpperCase());
  const safe = camel.replace(/[^A-Za-z0-9_$]/g, '');
  return /^[A-Za-z_$]/.test(safe) ? safe : `arg${index}`;
}

function declarations(method: Method): string[] {
  return method.params.map(
    (param, i) => `declare const ${variable(param.name, i)}: ${param.ts}; // ${param.idl}`,
  );
}

function args(method: Method): string {
  return method.params.map((param, i) => variable(param.name, i)).join(', ');
}

/** Creates the `sails` object all other snippets use. */
export function setupSnippet(): string {
  return [
    "import { GearApi, type HexString } from '@gear-js/api';",
    "import { Sails } from 'sails-js';",
    "import { SailsIdlParser } from 'sails-js-parser';",
    '',
    "const api = await GearApi.create({ providerAddress: 'wss://testnet.vara.network' });",
    'const sails = new Sails(await SailsIdlParser.new());',
    'sails.parseIdl(idl); // the IDL text shown above',
    "sails.setApi(api).setProgramId('0x…' as HexString); // your program's ID",
  ].join('\n');
}

/** Sends a command, or reads a query, of one service. */
export function methodSnippet(service: string, method: Method): string {
  const lines = declarations(method);
  const call = `${method.name}<${method.returns.ts}>(${args(method)})`;
  if (method.kind === 'query') {
    lines.push(
      `const result = await sails.services.${service}.queries.${call}.call();`,
      `// result: ${method.returns.idl}`,
    );
  } else {
    lines.push(
      `const tx = sails.services.${service}.functions.${call};`,
      'tx.withAccount(account); // an address plus signer, or a keyring pair',
      'await tx.calculateGas();',
      'const { msgId, response } = await tx.signAndSend();',
      `const reply = await response(); // ${method.returns.idl}`,
    );
  }
  return lines.join('\n');
}

/** Listens to one event of a service. */
export function eventSnippet(service: string, event: Event): string {
  const type = event.payload ? event.payload.ts : 'null';
  return [
    `const stop = await sails.services.${service}.events.${event.name}.subscribe<${type}>((data) => {`,
    `  console.log('${event.name}', data);`,
    '});',
    '// later: stop();',
  ].join('\n');
}
