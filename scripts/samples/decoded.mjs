// @ts-check
// Runs a TypeScript sample of the docs against real encoded values: the
// sample's own code, with its network replaced by a stand-in that answers with
// values encoded by the real library (@gear-js/api, @polkadot/types) from the
// program's types at the pinned commit. A sample that misreads a decoded value
// (calls an array method on a map, tests a payload's length the program never
// sends) throws or misses the branch, and the failure names the page line.
import {SourceMap} from 'node:module';
import {createRequire} from 'node:module';
import ts from 'typescript';
import {TypeRegistry} from '@polkadot/types';
import {u8aConcat, u8aToHex} from '@polkadot/util';
import {splitTop} from '../data/program-types.mjs';

/** @typedef {import('./extract.mjs').CodeBlock} CodeBlock */
/** @typedef {import('./extract.mjs').Problem} Problem */
/** @typedef {import('../data/program-types.mjs').ProgramTypes} ProgramTypes */

const ID_TYPES = new Set(['ActorId', 'MessageId', 'CodeId', 'ReservationId', 'H256']);
const PRIMITIVES = /** @type {Record<string, string>} */ ({
  bool: 'Bool',
  char: 'Char',
  str: 'Str',
  String: 'Str',
  u8: 'U8',
  u16: 'U16',
  u32: 'U32',
  u64: 'U64',
  u128: 'U128',
  i8: 'I8',
  i16: 'I16',
  i32: 'I32',
  i64: 'I64',
  i128: 'I128',
});

/**
 * A recorded type by name, its generic parameters replaced by the arguments given.
 * @param {ProgramTypes} program
 * @param {string} head
 * @param {string[]} args
 */
function definition(program, head, args) {
  const def = program.types[head];
  if (!def || def.kind === 'alias' || !def.params?.length) return def;
  const swap = (/** @type {string} */ ty) =>
    def.params?.reduce((t, p, i) => t.replace(new RegExp(`\\b${p}\\b`, 'g'), args[i] ?? p), ty) ??
    ty;
  const field = (/** @type {{name: string | null, ty: string}} */ f) => ({...f, ty: swap(f.ty)});
  return def.kind === 'struct'
    ? {...def, fields: def.fields.map(field)}
    : {...def, variants: def.variants.map((v) => ({...v, fields: v.fields.map(field)}))};
}

/**
 * The program's metadata as the build's <name>.meta.txt gives it (gmeta V2):
 * a scale-info registry of its types, built from the recorded Rust types.
 * @param {ProgramTypes} program
 * @returns {`0x${string}`}
 */
export function programMetadataHex(program) {
  /** @type {{id: number, type: {path: string[], params: {name: string, type: number | null}[], def: object, docs: string[]}}[]} */
  const types = [];
  /** @type {Map<string, number>} */
  const ids = new Map();
  const add = (
    /** @type {string} */ key,
    /** @type {(id: number) => {path?: string[], params?: {name: string, type: number | null}[], def: object}} */ make,
  ) => {
    const known = ids.get(key);
    if (known !== undefined) return known;
    const id = types.length;
    ids.set(key, id);
    types.push({id, type: {path: [], params: [], def: {}, docs: []}});
    const made = make(id);
    types[id] = {
      id,
      type: {path: made.path ?? [], params: made.params ?? [], def: made.def, docs: []},
    };
    return id;
  };
  /** @type {(ty: string) => number} */
  const typeId = (raw) => {
    const {ty, head, args} = readTypeName(raw);
    if (PRIMITIVES[ty]) return add(ty, () => ({def: {Primitive: PRIMITIVES[ty]}}));
    if (ty === '()') return add('()', () => ({def: {Tuple: []}}));
    if (/^\(.*\)$/s.test(ty)) {
      const parts = splitTop(ty.slice(1, -1));
      return add(ty, () => ({def: {Tuple: parts.map(typeId)}}));
    }
    const array = /^\[(.+);\s*(\d+)\]$/s.exec(ty);
    if (array)
      return add(ty, () => ({def: {Array: {len: Number(array[2]), type: typeId(array[1] ?? '')}}}));
    if (ID_TYPES.has(ty)) {
      return add(ty, () => ({
        path: ['gprimitives', ty],
        def: {
          Composite: {
            fields: [{name: null, type: typeId('[u8; 32]'), typeName: '[u8; 32]', docs: []}],
          },
        },
      }));
    }
    if (ty === 'U256')
      return add(ty, () => ({
        path: ['primitive_types', 'U256'],
        def: {
          Composite: {fields: [{name: null, type: typeId('[u64; 4]'), typeName: null, docs: []}]},
        },
      }));
    if (head === 'Box') return typeId(args[0] ?? '');
    if (head === 'Vec' || head === 'VecDeque')
      return add(ty, () => ({def: {Sequence: {type: typeId(args[0] ?? '')}}}));
    if (head === 'Option' || head === 'Result') {
      const [a = '()', b = '()'] = args;
      const variants =
        head === 'Option'
          ? [
              {name: 'None', fields: [], index: 0, docs: []},
              {
                name: 'Some',
                fields: [{name: null, type: typeId(a), typeName: a, docs: []}],
                index: 1,
                docs: [],
              },
            ]
          : [
              {
                name: 'Ok',
                fields: [{name: null, type: typeId(a), typeName: a, docs: []}],
                index: 0,
                docs: [],
              },
              {
                name: 'Err',
                fields: [{name: null, type: typeId(b), typeName: b, docs: []}],
                index: 1,
                docs: [],
              },
            ];
      return add(ty, () => ({
        path: [head],
        params: args.map((arg, i) => ({name: 'TE'[i] ?? 'T', type: typeId(arg)})),
        def: {Variant: {variants}},
      }));
    }
    if (head === 'BTreeMap' || head === 'HashMap' || head === 'BTreeSet' || head === 'HashSet') {
      const entry = head.endsWith('Map') ? `(${args.join(', ')})` : (args[0] ?? '');
      const path = head.startsWith('BTree')
        ? [head]
        : [head === 'HashMap' ? 'BTreeMap' : 'BTreeSet'];
      return add(ty, () => ({
        path,
        params: args.map((arg, i) => ({name: 'KV'[i] ?? 'T', type: typeId(arg)})),
        def: {
          Composite: {
            fields: [{name: null, type: typeId(`Vec<${entry}>`), typeName: null, docs: []}],
          },
        },
      }));
    }
    const def = definition(program, head, args);
    if (!def) throw new Error(`${program.source}: no type ${ty} (add it to the recorded types)`);
    if (def.kind === 'alias') return typeId(def.ty);
    const field = (/** @type {{name: string | null, ty: string}} */ f) => ({
      name: f.name,
      type: typeId(f.ty),
      typeName: f.ty,
      docs: [],
    });
    return add(ty, () =>
      def.kind === 'struct'
        ? {path: ['program', head], def: {Composite: {fields: def.fields.map(field)}}}
        : {
            path: ['program', head],
            def: {
              Variant: {
                variants: def.variants.map((v) => ({
                  name: v.name,
                  fields: v.fields.map(field),
                  index: v.index,
                  docs: [],
                })),
              },
            },
          },
    );
  };
  const registry = new TypeRegistry();
  const pair = (/** @type {string} */ name) => {
    const entry = program.metadata[name] ?? {input: null, output: null};
    return {
      input: entry.input ? typeId(entry.input) : null,
      output: entry.output ? typeId(entry.output) : null,
    };
  };
  const repr = {
    init: pair('init'),
    handle: pair('handle'),
    reply: null,
    others: pair('others'),
    signal: null,
    state: pair('state'),
  };
  const reg = registry.createType('PortableRegistry', {types}).toU8a();
  // Bytes read from a Uint8Array expect a length prefix: pass the raw bytes as hex.
  const body = registry.createType(
    '(Option<u32>, Option<u32>, Option<u32>, Option<u32>, Option<u32>, Option<u32>, Option<u32>, Option<u32>, Option<u32>, Option<u32>, Bytes)',
    [
      repr.init.input,
      repr.init.output,
      repr.handle.input,
      repr.handle.output,
      repr.reply,
      repr.others.input,
      repr.others.output,
      repr.signal,
      repr.state.input,
      repr.state.output,
      u8aToHex(reg),
    ],
  );
  // lang 0 (Rust), version 2 (u16, little-endian), then ProgramMetadataReprRustV2.
  return u8aToHex(u8aConcat(new Uint8Array([0, 2, 0]), body.toU8a()));
}

/**
 * A value of a Rust type, as createType takes it, with something in every
 * collection and the given variant (or the first one with data) of every enum.
 * @param {ProgramTypes} program
 * @param {string} raw
 * @param {Record<string, string>} [variants] enum name -> variant to pick; under ANSWERING, the
 *   action a reply answers, so an event enum picks the variant of the same stem (Create -> Created)
 * @returns {unknown}
 */
export function sampleValue(program, raw, variants = {}) {
  const {ty, head, args} = readTypeName(raw);
  const value = (/** @type {string} */ t) => sampleValue(program, t, variants);
  if (ty === 'bool') return true;
  if (ty === 'String' || ty === 'str') return 'text';
  if (ty === 'char') return 'c';
  if (PRIMITIVES[ty]) return 7;
  if (ty === '()') return [];
  if (/^\(.*\)$/s.test(ty)) return splitTop(ty.slice(1, -1)).map(value);
  const array = /^\[(.+);\s*(\d+)\]$/s.exec(ty);
  if (array) return Array.from({length: Number(array[2])}, () => value(array[1] ?? ''));
  if (ID_TYPES.has(ty)) return `0x${'ab'.repeat(32)}`;
  if (ty === 'U256') return 9;
  if (head === 'Box') return value(args[0] ?? '');
  if (head === 'Vec' || head === 'VecDeque' || head.endsWith('Set')) return [value(args[0] ?? '')];
  if (head === 'Option') return value(args[0] ?? '');
  if (head === 'Result')
    return {[variants.Result ?? 'Ok']: value(args[variants.Result === 'Err' ? 1 : 0] ?? '')};
  if (head.endsWith('Map')) return new Map([[value(args[0] ?? ''), value(args[1] ?? '')]]);
  const def = definition(program, head, args);
  if (!def) throw new Error(`${program.source}: no type ${ty}`);
  if (def.kind === 'alias') return value(def.ty);
  const fieldsValue = (/** @type {{name: string | null, ty: string}[]} */ fields) =>
    fields.length === 0
      ? null
      : fields.every((f) => f.name)
        ? Object.fromEntries(fields.map((f) => [f.name, value(f.ty)]))
        : fields.length === 1
          ? value(fields[0]?.ty ?? '')
          : fields.map((f) => value(f.ty));
  if (def.kind === 'struct') return fieldsValue(def.fields) ?? {};
  const asked = variants[ANSWERING];
  const chosen =
    def.variants.find((v) => v.name === variants[head]) ??
    (asked ? def.variants.find((v) => sameStem(v.name, asked)) : undefined) ??
    def.variants.find((v) => v.fields.length > 0) ??
    def.variants[0];
  if (!chosen) throw new Error(`${program.source}: enum ${ty} has no variants`);
  const inner = fieldsValue(chosen.fields);
  return inner === null ? chosen.name : {[chosen.name]: inner};
}

/** The key of `variants` that names the action a reply answers. */
export const ANSWERING = '*answering';

/** Whether two variant names share a stem: Create and Created, Deposit and Deposited. */
function sameStem(/** @type {string} */ a, /** @type {string} */ b) {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short);
}

/** The variant name of a payload the sample sends: 'Start' or {Create: {...}} -> Create. */
function actionName(/** @type {unknown} */ payload) {
  if (typeof payload === 'string' && /^[A-Z]\w*$/.test(payload)) return payload;
  if (payload && typeof payload === 'object' && !Array.isArray(payload)) {
    const [key] = Object.keys(payload);
    return key && /^[A-Z]/.test(key) ? key : undefined;
  }
  return undefined;
}

/**
 * The sample compiled to a function of its imports and globals, with a map
 * from generated lines back to the sample's lines.
 * @param {CodeBlock} block
 */
function compile(block) {
  const {outputText, sourceMapText} = ts.transpileModule(block.code, {
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      sourceMap: true,
    },
    fileName: 'sample.ts',
  });
  // Imports become lookups in the stand-in modules; exports are plain declarations.
  const body = outputText
    .replace(
      /^import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+(['"])([^'"]+)\2;?$/gm,
      (_, names, _q, from) =>
        `const {${names.replace(/\bas\b/g, ':')}} = __import(${JSON.stringify(from)});`,
    )
    .replace(
      /^import\s+\*\s+as\s+(\w+)\s+from\s+(['"])([^'"]+)\2;?$/gm,
      (_, name, _q, from) => `const ${name} = __import(${JSON.stringify(from)});`,
    )
    .replace(
      /^import\s+(\w+)\s+from\s+(['"])([^'"]+)\2;?$/gm,
      (_, name, _q, from) => `const ${name} = __import(${JSON.stringify(from)}).default;`,
    )
    .replace(/^export\s+(?=(async\s+)?(function|const|let|class)\b)/gm, '')
    .replace(/^export\s*\{[^}]*\};?$/gm, '')
    .replace(/^\/\/# sourceMappingURL=.*$/gm, '');
  return {body, map: new SourceMap(JSON.parse(sourceMapText ?? '{}'))};
}

/**
 * What a run of a sample did: its console lines, and the error it ended with as a page problem.
 * @typedef {{logs: string[], problem: Problem | undefined}} SampleRun
 */

/**
 * Runs a sample with stand-in modules (by import specifier) and globals.
 * Timers are recorded, not run: a sample's clean-up after a delay does not block the test.
 * @param {CodeBlock} block
 * @param {{modules: Record<string, unknown>, settle?: () => Promise<void>}} world
 * @returns {Promise<SampleRun>}
 */
export async function runSample(block, world) {
  const {body, map} = compile(block);
  /** @type {string[]} */
  const logs = [];
  const print = (/** @type {unknown[]} */ ...args) =>
    logs.push(
      args
        .map((a) =>
          typeof a === 'string'
            ? a
            : JSON.stringify(a, (_, v) => (typeof v === 'bigint' ? `${v}n` : v)),
        )
        .join(' '),
    );
  const fakeConsole = {log: print, info: print, warn: print, error: print};
  const require = createRequire(import.meta.url);
  const __import = (/** @type {string} */ from) => world.modules[from] ?? require(from);
  const timers = {
    setTimeout: () => 0,
    setInterval: () => 0,
    clearTimeout: () => undefined,
    clearInterval: () => undefined,
  };
  const AsyncFunction = /** @type {FunctionConstructor} */ (
    Object.getPrototypeOf(async () => {}).constructor
  );
  const name = `sample-${block.line}.js`;
  const fn = new AsyncFunction(
    '__import',
    'console',
    'setTimeout',
    'setInterval',
    'clearTimeout',
    'clearInterval',
    `${body}\n//# sourceURL=${name}`,
  );
  /** @type {Problem | undefined} */
  let problem;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const stuck = new Promise((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            'the sample still waits after 5 s: for a reply or an event the program never sends?',
          ),
        ),
      5000,
    );
  });
  try {
    await Promise.race([
      fn(
        __import,
        fakeConsole,
        timers.setTimeout,
        timers.setInterval,
        timers.clearTimeout,
        timers.clearInterval,
      ),
      stuck,
    ]);
    await world.settle?.();
  } catch (err) {
    const error = /** @type {Error} */ (err);
    // The first stack frame in the sample: "sample-<line>.js:<line>:<column>", lines of the compiled body.
    const frame = new RegExp(`${name.replace('.', '\\.')}:(\\d+):(\\d+)`).exec(error.stack ?? '');
    // The function wrapper adds two lines before the body.
    const entry = frame ? map.findEntry(Number(frame[1]) - 3, Number(frame[2]) - 1) : undefined;
    const row =
      entry && 'originalLine' in entry && typeof entry.originalLine === 'number'
        ? entry.originalLine
        : undefined;
    // The sample's own `throw` refusing a state it does not handle is behaviour, not a misread.
    const own = row !== undefined && /\bthrow new Error\(/.test(block.code.split('\n')[row] ?? '');
    if (own && !(error instanceof TypeError))
      return {logs: [...logs, `throws: ${error.message}`], problem: undefined};
    problem = {
      file: block.file,
      line: row === undefined ? block.line : block.line + 1 + row,
      message: `${block.lang} block (line ${block.line}) throws on a real decoded value: ${error.name}: ${error.message}`,
    };
  } finally {
    clearTimeout(timer);
  }
  return {logs, problem};
}

/**
 * A message a program sends to a user, as the UserMessageSent event carries it.
 * @typedef {{source: string, destination: string, payload: Uint8Array, value?: bigint, reply?: 'success' | 'error'}} SentMessage
 * `reply` makes it a reply (the event's `details` is Some with that kind of code); without it, a plain message (`details` is None).
 */

/**
 * The stand-in network of a sample that talks to a gmeta program through
 * @gear-js/api: the program's state read, dry-run replies, gas, sending, and
 * the UserMessageSent events the program emits. Payloads are encoded and
 * decoded by the real library with the program's metadata; the event fields
 * are the same codec classes the node's event has (ids as [u8;32], payload as
 * Bytes, value as u128).
 * @param {{metaHex: string, metaFile: string, state?: Uint8Array, reply?: Uint8Array, messages?: (me: string, action?: string) => SentMessage[]}} setup
 */
export async function gmetaWorld(setup) {
  const gear = await import('@gear-js/api');
  const registry = new TypeRegistry();
  // The reply details of gear's UserMessage, as the node's metadata names them (lookup.d.ts of @gear-js/api 0.44.2).
  registry.register({
    GearCoreErrorsSimpleSuccessReplyReason: {_enum: ['Auto', 'Manual', 'Unsupported']},
    GearCoreErrorsSimpleErrorReplyReason: {
      _enum: {
        Execution: 'u8',
        UnavailableActor: 'u8',
        RemovedFromWaitlist: 'Null',
        Unsupported: 'Null',
      },
    },
    GearCoreErrorsSimpleReplyCode: {
      _enum: {
        Success: 'GearCoreErrorsSimpleSuccessReplyReason',
        Error: 'GearCoreErrorsSimpleErrorReplyReason',
        Unsupported: 'Null',
      },
    },
    GearCoreMessageCommonReplyDetails: {to: '[u8; 32]', code: 'GearCoreErrorsSimpleReplyCode'},
  });
  /** @type {((event: unknown) => void)[]} */
  const listeners = [];
  /** @type {unknown[]} */
  const sent = [];
  const meta = () => gear.ProgramMetadata.from(setup.metaHex);
  const api = {
    // As GearProgramState.read in @gear-js/api 0.44.2 (lib/api/State.js): encode the query, decode the state.
    programState: {
      read: async (
        /** @type {{payload: unknown}} */ args,
        /** @type {import('@gear-js/api').ProgramMetadata} */ m,
      ) => {
        gear.encodePayload(/** @type {never} */ (args.payload), m, 'state');
        // gmeta V2 metadata: state is {input, output} (lib/api/State.js reads types.state.output).
        const type = /** @type {{output: number}} */ (/** @type {unknown} */ (m.types.state))
          .output;
        return m.createType(type, setup.state ?? new Uint8Array());
      },
    },
    message: {
      calculateReply: async (
        /** @type {{payload: unknown}} */ args,
        /** @type {import('@gear-js/api').ProgramMetadata} */ m,
      ) => {
        gear.encodePayload(/** @type {never} */ (args.payload), m, 'handle');
        return {
          payload: registry.createType('Bytes', u8aToHex(setup.reply ?? new Uint8Array())),
          value: registry.createType('u128', 0),
        };
      },
      send: (
        /** @type {{payload: unknown}} */ args,
        /** @type {import('@gear-js/api').ProgramMetadata} */ m,
      ) => {
        sent.push(gear.encodePayload(/** @type {never} */ (args.payload), m, 'handle'));
        const action = actionName(args.payload);
        // The queued message's id: the inclusion block's MessageQueued event names it, and the
        // program's reply points back at it (details.to), as on chain.
        const id = new Uint8Array(32).fill(sent.length);
        return {
          signAndSend: async (/** @type {unknown} */ _signer, /** @type {unknown} */ onStatus) => {
            // The program answers once the message is in a block: after the sample's await returns.
            setImmediate(() => emit(action, id));
            if (typeof onStatus === 'function') {
              const hash = new Uint8Array(32);
              const queued = {
                event: {
                  section: 'gear',
                  method: 'MessageQueued',
                  data: {id: registry.createType('[u8; 32]', id)},
                },
              };
              for (const status of [{InBlock: hash}, {Finalized: hash}]) {
                onStatus({
                  status: registry.createType('ExtrinsicStatus', status),
                  events: [queued],
                  isError: false,
                });
              }
              return () => undefined;
            }
            return registry.createType('H256', new Uint8Array(32));
          },
        };
      },
    },
    program: {
      calculateGas: {handle: async () => ({min_limit: registry.createType('u64', 1_000_000_000)})},
    },
    gearEvents: {
      subscribeToGearEvent: async (
        /** @type {string} */ name,
        /** @type {(event: unknown) => void} */ callback,
      ) => {
        if (name === 'UserMessageSent') listeners.push(callback);
        return () => undefined;
      },
      subscribeToUserMessageSentByActor: async (
        /** @type {unknown} */ _filter,
        /** @type {(event: unknown) => void} */ callback,
      ) => {
        listeners.push(callback);
        return () => undefined;
      },
    },
    disconnect: async () => undefined,
  };
  /** @type {string[]} */
  const me = [];
  const GearKeyring = {
    fromSuri: async (/** @type {string} */ suri) => {
      const pair = await gear.GearKeyring.fromSuri(suri);
      me.push(gear.decodeAddress(pair.address));
      return pair;
    },
  };
  return {
    meta,
    sent,
    modules: {
      '@gear-js/api': {...gear, GearApi: {create: async () => api}, GearKeyring},
      'node:fs': {
        readFileSync: (/** @type {string} */ path) => {
          if (!path.endsWith(setup.metaFile))
            throw new Error(`the stand-in network has no file ${path}`);
          return setup.metaHex.slice(2);
        },
      },
    },
    // A sample that sends nothing and only listens hears the program after its script.
    // A sample that sent something hears the answers queued with setImmediate: wait until they ran.
    settle: async () => {
      if (sent.length === 0) emit();
      else await new Promise((resolve) => setImmediate(resolve));
    },
  };

  /** The program's messages to users arrive as events (each sent message gets them). */
  function emit(
    /** @type {string | undefined} */ action,
    /** @type {Uint8Array} */ repliedTo = new Uint8Array(32),
  ) {
    {
      for (const message of setup.messages?.(me[0] ?? '', action) ?? []) {
        const data = {
          message: {
            source: registry.createType('[u8; 32]', message.source),
            destination: registry.createType('[u8; 32]', message.destination),
            payload: registry.createType('Bytes', u8aToHex(message.payload)),
            value: registry.createType('u128', message.value ?? 0n),
            details: registry.createType(
              'Option<GearCoreMessageCommonReplyDetails>',
              message.reply
                ? {
                    to: repliedTo,
                    code:
                      message.reply === 'success' ? {Success: 'Manual'} : {Error: {Execution: 0}},
                  }
                : null,
            ),
          },
        };
        for (const listener of listeners) listener({data});
      }
    }
  }
}

/**
 * The recorded types of the program a page's sample talks to: the page's
 * source folder at its pin, in src/data/program-types.json.
 * @param {Record<string, ProgramTypes>} programs
 * @param {readonly {pin: {repo: string, ref: string}, path: string}[]} folders the page's source folders
 */
export function programOfPage(programs, folders) {
  for (const {pin, path} of folders) {
    const program = programs[`${pin.repo}@${pin.ref}:${path}`];
    if (program) return program;
  }
  return undefined;
}

/**
 * A gmeta sample's world with real values of the program's types in it: its
 * state, a dry-run reply, and one message to the user from every program ID
 * the sample names, each carrying a reply of the handle output type.
 * @param {ProgramTypes} program
 * @param {CodeBlock} block
 * @param {{variants?: Record<string, string>, messages?: (me: string, action?: string) => SentMessage[], alsoSent?: (me: string) => SentMessage[]}} [options]
 * `messages` replaces the program's answers; `alsoSent` adds messages to them (a payout, say).
 */
export async function gmetaSampleWorld(program, block, options = {}) {
  const metaFile = /readFileSync\(\s*['"]([^'"]+\.meta\.txt)['"]/.exec(block.code)?.[1] ?? '';
  const metaHex = programMetadataHex(program);
  const {ProgramMetadata} = await import('@gear-js/api');
  const meta = ProgramMetadata.from(metaHex);
  const encode = (/** @type {'state' | 'handle'} */ kind, /** @type {string=} */ action) => {
    const ty = program.metadata[kind]?.output;
    const variants = action ? {...options.variants, [ANSWERING]: action} : options.variants;
    const state = /** @type {{output: number | null}} */ (
      /** @type {unknown} */ (meta.types.state)
    );
    const index = kind === 'state' ? state.output : meta.types.handle.output;
    return ty && typeof index === 'number'
      ? meta.createType(index, sampleValue(program, ty, variants)).toU8a()
      : undefined;
  };
  const reply = encode('handle');
  const ids = [...new Set(block.code.match(/0x[0-9a-f]{64}/gi) ?? [])];
  return gmetaWorld({
    metaHex,
    metaFile,
    state: encode('state'),
    reply,
    messages:
      options.messages ??
      ((me, action) => {
        // The program answers the message it got: an event of the same stem where there is one.
        const answer = encode('handle', action);
        const answers = answer
          ? ids.map((source) => ({source, destination: me, payload: answer, reply: 'success'}))
          : [];
        return [.../** @type {SentMessage[]} */ (answers), ...(options.alsoSent?.(me) ?? [])];
      }),
  });
}

/**
 * A Rust type name as written in a program's types: spaces folded, module
 * path dropped, and its head and top-level generic arguments.
 * @param {string} raw
 * @returns {{ty: string, head: string, args: string[]}}
 */
function readTypeName(raw) {
  const ty = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(\w+::)+/, '');
  const generic = /^(\w+)<(.*)>$/s.exec(ty);
  const [head = ty, args = []] = generic ? [generic[1], splitTop(generic[2] ?? '')] : [ty];
  return {ty, head, args};
}
