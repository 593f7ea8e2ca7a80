/**
 * SS58 addresses (Substrate's account address format) to and from 32-byte
 * public keys. The hash is @noble/hashes' BLAKE2b and the alphabet
 * @scure/base's base58: this file only lays out the bytes, as the SS58
 * format describes them (prefix, key, two checksum bytes), and says in
 * plain words what is wrong with an input that is not an address.
 */
import {blake2b} from '@noble/hashes/blake2b';
import {base58} from '@scure/base';

/** Vara's address prefix and the generic Substrate one. */
export const VARA_PREFIX = 137;
export const GENERIC_PREFIX = 42;

/** Names of the prefixes a reader is likely to paste. */
const PREFIX_NAMES: Readonly<Record<number, string>> = {
  0: 'Polkadot',
  2: 'Kusama',
  42: 'generic Substrate',
  137: 'Vara',
};

export type Problem =
  'empty' | 'characters' | 'hexCharacters' | 'hexLength' | 'length' | 'prefix' | 'checksum';

/** An input that is not an address or a public key, with the reason in words. */
export class AddressError extends Error {
  constructor(
    readonly problem: Problem,
    message: string,
  ) {
    super(message);
    this.name = 'AddressError';
  }
}

/** What an input was read as. */
export type Parsed = {
  readonly publicKey: Uint8Array;
  /** The SS58 prefix it was written with; null for a hex public key. */
  readonly prefix: number | null;
};

const SS58_CONTEXT = new TextEncoder().encode('SS58PRE');
const BASE58_ALPHABET = /^[1-9A-HJ-NP-Za-km-z]*$/;

/** The two checksum bytes of an address body (prefix and key). */
function checksum(body: Uint8Array): Uint8Array {
  const input = new Uint8Array(SS58_CONTEXT.length + body.length);
  input.set(SS58_CONTEXT);
  input.set(body, SS58_CONTEXT.length);
  return blake2b(input, {dkLen: 64}).subarray(0, 2);
}

/** The prefix's bytes: one below 64, two (the format's 14-bit form) from 64 to 16383. */
function prefixBytes(prefix: number): Uint8Array {
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 16383 || prefix === 46 || prefix === 47) {
    throw new RangeError(`${prefix} is not an SS58 prefix`);
  }
  if (prefix < 64) return Uint8Array.of(prefix);
  return Uint8Array.of(((prefix & 0xfc) >> 2) | 0x40, (prefix >> 8) | ((prefix & 0x03) << 6));
}

/** Writes a 32-byte public key as an SS58 address with the given prefix. */
export function encodeAddress(publicKey: Uint8Array, prefix: number): string {
  if (publicKey.length !== 32) throw new RangeError('a public key is 32 bytes');
  const head = prefixBytes(prefix);
  const body = new Uint8Array(head.length + 32);
  body.set(head);
  body.set(publicKey, head.length);
  const full = new Uint8Array(body.length + 2);
  full.set(body);
  full.set(checksum(body), body.length);
  return base58.encode(full);
}

/** Reads an SS58 account address: its public key and prefix, or an AddressError. */
export function decodeAddress(address: string): Parsed {
  if (!BASE58_ALPHABET.test(address)) {
    const bad = [...address].findIndex((c) => !BASE58_ALPHABET.test(c));
    throw new AddressError(
      'characters',
      `Character ${bad + 1} ("${address[bad]}") is not used in addresses: SS58 leaves out 0, O, I, l and anything that is not a letter or digit.`,
    );
  }
  const bytes = base58.decode(address);
  // 1 or 2 prefix bytes, the 32-byte key and 2 checksum bytes.
  if (bytes.length !== 35 && bytes.length !== 36) {
    throw new AddressError(
      'length',
      `This decodes to ${bytes.length} bytes; an account address holds 35 or 36 (prefix, 32-byte key, 2-byte checksum). A character may be missing or extra.`,
    );
  }
  const first = bytes[0] ?? 0;
  if (first >= 128 || first === 46 || first === 47) {
    throw new AddressError(
      'prefix',
      'This is not an address: its first byte is not a valid SS58 prefix.',
    );
  }
  const headLength = first < 64 ? 1 : 2;
  if (bytes.length !== headLength + 32 + 2) {
    throw new AddressError(
      'length',
      `This decodes to ${bytes.length} bytes; an account address holds ${headLength + 34} (prefix, 32-byte key, 2-byte checksum). A character may be missing or extra.`,
    );
  }
  const body = bytes.subarray(0, headLength + 32);
  const expected = checksum(body);
  if (bytes[body.length] !== expected[0] || bytes[body.length + 1] !== expected[1]) {
    throw new AddressError(
      'checksum',
      'The checksum does not match: a character was mistyped or swapped. Copy the address again from its source.',
    );
  }
  const second = bytes[1] ?? 0;
  const prefix =
    headLength === 1 ? first : ((first & 0x3f) << 2) | (second >> 6) | ((second & 0x3f) << 8);
  return {publicKey: bytes.slice(headLength, headLength + 32), prefix};
}

/** A public key as 0x-prefixed lowercase hex. */
export function toHex(bytes: Uint8Array): string {
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Reads a 0x-prefixed 32-byte public key. */
function fromHex(input: string): Uint8Array {
  const digits = input.slice(2);
  if (!/^[0-9a-fA-F]*$/.test(digits)) {
    throw new AddressError('hexCharacters', 'A public key in hex has only 0-9 and a-f after "0x".');
  }
  if (digits.length !== 64) {
    throw new AddressError(
      'hexLength',
      `A public key is 32 bytes, 64 hex digits after "0x"; this one has ${digits.length}.`,
    );
  }
  return Uint8Array.from(digits.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

/** Reads what a reader pasted: an SS58 address in any prefix or a hex public key. */
export function parseInput(raw: string): Parsed {
  const input = raw.trim();
  if (input === '') throw new AddressError('empty', 'Paste an address or a public key.');
  if (/^0x/i.test(input)) return {publicKey: fromHex(input), prefix: null};
  return decodeAddress(input);
}

/** "137 (Vara)", "5", or "hex public key": what the input was written in. */
export function describePrefix(prefix: number | null): string {
  if (prefix === null) return 'hex public key';
  const name = PREFIX_NAMES[prefix];
  return name ? `SS58 prefix ${prefix} (${name})` : `SS58 prefix ${prefix}`;
}
