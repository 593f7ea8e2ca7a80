/**
 * A Sails IDL as the explorer shows it: services with their commands, queries
 * and events, the custom types and the constructors, each type written both
 * as the IDL writes it and as sails-js hands it to TypeScript. Built from the
 * program sails-js-parser returns, into plain data the page can keep.
 */
import type {ISailsProgram, ISailsTypeDef} from 'sails-js-types';

export type TypeText = {readonly idl: string; readonly ts: string};
export type Param = TypeText & {readonly name: string};
export type Method = {
  readonly name: string;
  readonly kind: 'command' | 'query';
  readonly params: readonly Param[];
  readonly returns: TypeText;
  readonly docs?: string;
};
export type Event = {readonly name: string; readonly payload: TypeText | null};
export type Service = {
  readonly name: string;
  readonly commands: readonly Method[];
  readonly queries: readonly Method[];
  readonly events: readonly Event[];
};
export type CustomType = {readonly name: string; readonly definition: string};
export type Constructor = {readonly name: string; readonly params: readonly Param[]};
export type Model = {
  readonly services: readonly Service[];
  readonly types: readonly CustomType[];
  readonly constructors: readonly Constructor[];
};

/** Primitive names in the IDL and the TypeScript types sails-js uses for them. */
const PRIMITIVES: readonly (readonly [keyof ISailsTypeDef['asPrimitive'], string, string])[] = [
  ['isNull', 'null', 'null'],
  ['isBool', 'bool', 'boolean'],
  ['isChar', 'char', 'string'],
  ['isStr', 'str', 'string'],
  ['isU8', 'u8', 'number'],
  ['isU16', 'u16', 'number'],
  ['isU32', 'u32', 'number'],
  ['isU64', 'u64', 'bigint'],
  ['isU128', 'u128', 'bigint'],
  ['isU256', 'u256', 'bigint'],
  ['isI8', 'i8', 'number'],
  ['isI16', 'i16', 'number'],
  ['isI32', 'i32', 'number'],
  ['isI64', 'i64', 'bigint'],
  ['isI128', 'i128', 'bigint'],
  ['isActorId', 'actor_id', 'ActorId'],
  ['isCodeId', 'code_id', 'CodeId'],
  ['isMessageId', 'message_id', 'MessageId'],
  ['isH256', 'h256', 'H256'],
  ['isH160', 'h160', 'H160'],
  ['isNonZeroU8', 'nat8', 'number'],
  ['isNonZeroU16', 'nat16', 'number'],
  ['isNonZeroU32', 'nat32', 'number'],
  ['isNonZeroU64', 'nat64', 'bigint'],
  ['isNonZeroU128', 'nat128', 'bigint'],
  ['isNonZeroU256', 'nat256', 'bigint'],
];

/** A type as the IDL writes it and as TypeScript sees it (no type: `null`, as for a unit event). */
export function typeText(def: ISailsTypeDef | undefined): TypeText {
  if (!def) return {idl: 'null', ts: 'null'};
  if (def.isPrimitive) {
    const primitive = def.asPrimitive;
    const found = PRIMITIVES.find(([flag]) => primitive[flag]);
    return found ? {idl: found[1], ts: found[2]} : {idl: '?', ts: 'unknown'};
  }
  if (def.isUserDefined) return {idl: def.asUserDefined.name, ts: def.asUserDefined.name};
  if (def.isOptional) {
    const inner = typeText(def.asOptional.def);
    return {idl: `opt ${inner.idl}`, ts: `${inner.ts} | null`};
  }
  if (def.isVec) {
    const inner = typeText(def.asVec.def);
    // sails-js reads bytes as hex.
    if (inner.idl === 'u8') return {idl: 'vec u8', ts: '`0x${string}`'};
    return {idl: `vec ${inner.idl}`, ts: `Array<${inner.ts}>`};
  }
  if (def.isFixedSizeArray) {
    const inner = typeText(def.asFixedSizeArray.def);
    const len = def.asFixedSizeArray.len;
    return {
      idl: `[${inner.idl}, ${len}]`,
      ts: inner.idl === 'u8' ? '`0x${string}`' : `Array<${inner.ts}>`,
    };
  }
  if (def.isMap) {
    const key = typeText(def.asMap.key.def);
    const value = typeText(def.asMap.value.def);
    return {idl: `map (${key.idl}, ${value.idl})`, ts: `Array<[${key.ts}, ${value.ts}]>`};
  }
  if (def.isResult) {
    const ok = typeText(def.asResult.ok.def);
    const err = typeText(def.asResult.err.def);
    return {idl: `result (${ok.idl}, ${err.idl})`, ts: `{ ok: ${ok.ts} } | { err: ${err.ts} }`};
  }
  if (def.isStruct) {
    const fields = def.asStruct.fields.map((field) => ({name: field.name, ...typeText(field.def)}));
    if (def.asStruct.isTuple) {
      return {
        idl: `(${fields.map((f) => f.idl).join(', ')})`,
        ts: `[${fields.map((f) => f.ts).join(', ')}]`,
      };
    }
    return {
      idl: `struct { ${fields.map((f) => `${f.name}: ${f.idl}`).join(', ')} }`,
      ts: `{ ${fields.map((f) => `${f.name}: ${f.ts}`).join('; ')} }`,
    };
  }
  if (def.isEnum) {
    const variants = def.asEnum.variants.map((variant) => {
      const payload = typeText(variant.def);
      return payload.idl === 'null' ? variant.name : `${variant.name}: ${payload.idl}`;
    });
    return {idl: `enum { ${variants.join(', ')} }`, ts: 'object'};
  }
  return {idl: '?', ts: 'unknown'};
}

/** The explorer's view of a parsed program. */
export function toModel(program: ISailsProgram): Model {
  const params = (list: readonly {name: string; def: ISailsTypeDef}[]): Param[] =>
    list.map((param) => ({name: param.name, ...typeText(param.def)}));
  return {
    services: program.services.map((service) => {
      const methods: Method[] = service.funcs.map((func) => ({
        name: func.name,
        kind: func.isQuery ? 'query' : 'command',
        params: params(func.params),
        returns: typeText(func.def),
        ...(func.docs ? {docs: func.docs} : {}),
      }));
      return {
        name: service.name,
        commands: methods.filter((m) => m.kind === 'command'),
        queries: methods.filter((m) => m.kind === 'query'),
        events: service.events.map((event) => {
          const payload = typeText(event.def);
          return {name: event.name, payload: payload.idl === 'null' ? null : payload};
        }),
      };
    }),
    types: program.types.map((type) => ({name: type.name, definition: typeText(type.def).idl})),
    constructors: (program.ctor?.funcs ?? []).map((func) => ({
      name: func.name,
      params: params(func.params),
    })),
  };
}

export type ParseFailure = {
  readonly message: string;
  /** 1-based line and column of the error, when the parser gives a place. */
  readonly line?: number;
  readonly column?: number;
};

/**
 * The parser's error as a reader needs it: "Line 2, column 21: …". The
 * parser reports a byte offset into the IDL ("found at 28:30").
 */
export function describeParseError(error: unknown, idl: string): ParseFailure {
  const raw = error instanceof Error ? error.message : String(error);
  const details = raw
    .replace(/^Error code: \d+, Error details: /, '')
    .replace(/^parse IDL: parse error: /, '')
    .replace(/^`|`$/g, '')
    .trim();
  const at = /found at (\d+)(?::\d+)?/.exec(details);
  const text = details.replace(/ found at \d+(?::\d+)?/, '').replace(/\s*\n\s*/g, '. ');
  if (!at) return {message: text || 'The IDL could not be read.'};
  const before = new TextEncoder().encode(idl).subarray(0, Number(at[1]));
  const lines = new TextDecoder().decode(before).split('\n');
  const line = lines.length;
  const column = lines[lines.length - 1]!.length + 1;
  return {message: `Line ${line}, column ${column}: ${text}`, line, column};
}
