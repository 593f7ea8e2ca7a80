// The converter's SS58 code against two independent implementations:
// @polkadot/util-crypto (the library wallets use) and @subsquid/ss58-codec
// (another codebase: base-x and the blake2b package).
import {describe, expect, it} from 'vitest';
import {
  decodeAddress as polkadotDecode,
  encodeAddress as polkadotEncode,
} from '@polkadot/util-crypto';
import * as subsquid from '@subsquid/ss58-codec';
import {
  AddressError,
  GENERIC_PREFIX,
  VARA_PREFIX,
  decodeAddress,
  describePrefix,
  encodeAddress,
  parseInput,
  toHex,
} from '../ss58';
import {releaseValues} from '../../../data/releaseSet';

/** Public keys: Alice's well-known dev key, all zeros, all 0xff and a counting one. */
const KEYS = [
  '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d',
  `0x${'00'.repeat(32)}`,
  `0x${'ff'.repeat(32)}`,
  `0x${Array.from({length: 32}, (_, i) => i.toString(16).padStart(2, '0')).join('')}`,
];
const PREFIXES = [0, 2, 42, 63, 64, 137, 255, 16383];

const bytes = (hex: string) => Uint8Array.from(hex.slice(2).match(/../g)!, (b) => parseInt(b, 16));

describe('encodeAddress', () => {
  it.each(KEYS.flatMap((key) => PREFIXES.map((prefix) => [key, prefix] as const)))(
    '%s with prefix %i matches both references',
    (key, prefix) => {
      const ours = encodeAddress(bytes(key), prefix);
      expect(ours).toBe(polkadotEncode(key, prefix));
      expect(ours).toBe(subsquid.encode({prefix, bytes: bytes(key)}));
    },
  );

  it("writes Alice's key in the forms wallets show", () => {
    expect(encodeAddress(bytes(KEYS[0]!), GENERIC_PREFIX)).toBe(
      '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
    );
    expect(encodeAddress(bytes(KEYS[0]!), VARA_PREFIX)).toBe(polkadotEncode(KEYS[0]!, VARA_PREFIX));
  });
});

describe('decodeAddress', () => {
  it.each(KEYS.flatMap((key) => PREFIXES.map((prefix) => [key, prefix] as const)))(
    'reads %s with prefix %i back',
    (key, prefix) => {
      const address = polkadotEncode(key, prefix);
      const decoded = decodeAddress(address);
      expect(toHex(decoded.publicKey)).toBe(key);
      expect(decoded.prefix).toBe(prefix);
      expect(decoded.prefix).toBe(subsquid.decode(address).prefix);
      expect(toHex(subsquid.decode(address).bytes)).toBe(key);
      expect(toHex(polkadotDecode(address))).toBe(key);
    },
  );
});

describe('parseInput', () => {
  const vara = polkadotEncode(KEYS[0]!, VARA_PREFIX);

  it('reads a hex public key, any case, with spaces around', () => {
    expect(parseInput(`  ${KEYS[0]!.toUpperCase().replace('0X', '0x')} `)).toEqual({
      publicKey: bytes(KEYS[0]!),
      prefix: null,
    });
  });

  const problem = (input: string) => {
    try {
      parseInput(input);
    } catch (err) {
      return err instanceof AddressError ? err.problem : 'other';
    }
    return 'none';
  };

  it('says which problem a bad input has', () => {
    expect(problem('')).toBe('empty');
    expect(problem('   ')).toBe('empty');
    expect(problem(vara.replace(/.$/, '0'))).toBe('characters');
    expect(problem(`${vara.slice(0, 10)}l${vara.slice(11)}`)).toBe('characters');
    expect(problem(vara.slice(0, -3))).toBe('length');
    expect(problem(`${vara}1`)).toBe('length');
    const swapped = vara.slice(0, 5) + vara[6] + vara[5] + vara.slice(7);
    expect(swapped).not.toBe(vara);
    expect(problem(swapped)).toBe('checksum');
    expect(problem('0x1234')).toBe('hexLength');
    expect(problem(`0x${'zz'.repeat(32)}`)).toBe('hexCharacters');
  });

  it('names the offending character', () => {
    expect(() => parseInput('5Grwva0F')).toThrow(/Character 7 \("0"\)/);
  });
});

describe('describePrefix', () => {
  it('names the prefixes readers paste', () => {
    expect(describePrefix(137)).toBe('SS58 prefix 137 (Vara)');
    expect(describePrefix(42)).toBe('SS58 prefix 42 (generic Substrate)');
    expect(describePrefix(7)).toBe('SS58 prefix 7');
    expect(describePrefix(null)).toBe('hex public key');
  });
});

describe('the Vara prefix', () => {
  // Kept as a constant (release.json would add 50 KB to the tool's chunk), pinned to it here.
  it('is the one src/data/release.json declares', () => {
    expect(VARA_PREFIX).toBe(Number(releaseValues.ss58Prefix?.value));
  });
});
