import { keccak_256 } from '@noble/hashes/sha3';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The EIP-55 mixed-case form of a 0x-prefixed 40-hex-digit address. */
export const checksummed = (address: string): string => {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(hex));
  let out = '0x';
  for (let i = 0; i < hex.length; i++) {
    // Each letter is upper-case where the hash's matching nibble is 8 or more.
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    out += nibble >= 8 ? hex[i]!.toUpperCase() : hex[i];
  }
  return out;
};

/**
 * An address a person may send money to: all lower-case (no checksum to check) or exactly its
 * EIP-55 form. A mixed-case address with a wrong checksum is a typo, refused before any money moves.
 */
export const isSafeAddress = (value: string): boolean => {
  if (!HEX_ADDRESS.test(value)) return false;
  return value.slice(2) === value.slice(2).toLowerCase() || value === checksummed(value);
};

/** Whether two addresses are the same account, whatever their case; false when either is not a 0x-prefixed 40-hex-digit address. */
export const sameAddress = (a: string, b: string): boolean => HEX_ADDRESS.test(a) && HEX_ADDRESS.test(b) && a.toLowerCase() === b.toLowerCase();
