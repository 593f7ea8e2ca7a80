import {beforeAll, describe, expect, it} from 'vitest';
import {SailsIdlParser} from 'sails-js-parser';
import {describeParseError, toModel, type Model} from '../model';
import {eventSnippet, methodSnippet} from '../snippets';

const IDL = `type Status = enum {
  Open,
  Closed: u32,
};

type Entry = struct {
  owner: actor_id,
  tags: vec str,
};

constructor {
  New : (name: str, limit: opt u64);
};

service Book {
  Add : (entry: Entry, data: vec u8) -> result (u32, str);
  query Entries : (owner: actor_id) -> vec Entry;
  query Totals : () -> map (actor_id, u128);
  query Pair : () -> struct { u8, bool };
  events {
    Added: struct { id: u32, by: actor_id };
    Cleared;
  }
};
`;

let parser: SailsIdlParser;
let model: Model;
beforeAll(async () => {
  parser = await SailsIdlParser.new();
  model = toModel(parser.parse(IDL));
});

describe('toModel', () => {
  it('lists commands, queries and events with IDL and TypeScript types', () => {
    const [book] = model.services;
    expect(book?.name).toBe('Book');
    expect(book?.commands).toEqual([
      {
        name: 'Add',
        kind: 'command',
        params: [
          {name: 'entry', idl: 'Entry', ts: 'Entry'},
          {name: 'data', idl: 'vec u8', ts: '`0x${string}`'},
        ],
        returns: {idl: 'result (u32, str)', ts: '{ ok: number } | { err: string }'},
      },
    ]);
    expect(book?.queries.map((q) => [q.name, q.returns.idl, q.returns.ts])).toEqual([
      ['Entries', 'vec Entry', 'Array<Entry>'],
      ['Totals', 'map (actor_id, u128)', 'Array<[ActorId, bigint]>'],
      ['Pair', '(u8, bool)', '[number, boolean]'],
    ]);
    expect(book?.events).toEqual([
      {
        name: 'Added',
        payload: {idl: 'struct { id: u32, by: actor_id }', ts: '{ id: number; by: ActorId }'},
      },
      {name: 'Cleared', payload: null},
    ]);
  });

  it('lists custom types and constructors', () => {
    expect(model.types).toEqual([
      {name: 'Status', definition: 'enum { Open, Closed: u32 }'},
      {name: 'Entry', definition: 'struct { owner: actor_id, tags: vec str }'},
    ]);
    expect(model.constructors).toEqual([
      {
        name: 'New',
        params: [
          {name: 'name', idl: 'str', ts: 'string'},
          {name: 'limit', idl: 'opt u64', ts: 'bigint | null'},
        ],
      },
    ]);
  });
});

describe('describeParseError', () => {
  it('turns the parser byte offset into line and column', () => {
    const bad = 'service Book {\n  Add : (a: u32 -> u32;\n};\n';
    let failure;
    try {
      parser.parse(bad);
    } catch (err) {
      failure = describeParseError(err, bad);
    }
    expect(failure?.line).toBe(2);
    expect(failure?.column).toBe(17);
    expect(failure?.message).toMatch(/^Line 2, column 17: Unrecognized token `Arrow`/);
  });

  it('counts columns in characters after non-ASCII text', () => {
    const failure = describeParseError(
      new Error(
        'Error code: 2, Error details: parse IDL: parse error: `Unrecognized token found at 8:9`',
      ),
      '/// é\nx y',
    );
    expect([failure.line, failure.column]).toEqual([2, 2]);
  });

  it('keeps a message without a place', () => {
    expect(describeParseError(new Error('boom'), '')).toEqual({message: 'boom'});
  });
});

describe('snippets', () => {
  it('sends a command and reads the reply', () => {
    const add = model.services[0]!.commands[0]!;
    expect(methodSnippet('Book', add)).toBe(
      [
        'declare const entry: Entry; // Entry',
        'declare const data: `0x${string}`; // vec u8',
        'const tx = sails.services.Book.functions.Add<{ ok: number } | { err: string }>(entry, data);',
        'tx.withAccount(account); // an address plus signer, or a keyring pair',
        'await tx.calculateGas();',
        'const { msgId, response } = await tx.signAndSend();',
        'const reply = await response(); // result (u32, str)',
      ].join('\n'),
    );
  });

  it('calls a query and subscribes to an event', () => {
    const entries = model.services[0]!.queries[0]!;
    expect(methodSnippet('Book', entries)).toContain(
      'const result = await sails.services.Book.queries.Entries<Array<Entry>>(owner).call();',
    );
    expect(eventSnippet('Book', model.services[0]!.events[1]!)).toContain(
      'sails.services.Book.events.Cleared.subscribe<null>((data) => {',
    );
  });
});
