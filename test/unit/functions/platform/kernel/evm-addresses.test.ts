import { getAddress, isAddressEqual } from 'viem';
import { describe, expect, it } from 'vitest';
import { checksummed, isSafeAddress, sameAddress } from '../../../../../functions/platform/kernel/evm-addresses';

describe('EVM addresses a client may send', () => {
  const samples = [
    '0x52908400098527886e0f7030069857d2e4169ee7',
    '0xde709f2102306220921060314715629080e2fb77',
    '0x27b1fdb04752bbc536007a920d24acb045561c26',
  ];

  it('checksums exactly as viem does (EIP-55)', () => {
    for (const address of samples) expect(checksummed(address)).toBe(getAddress(address));
  });

  it('takes all lower-case and correctly checksummed addresses', () => {
    for (const address of samples) {
      expect(isSafeAddress(address)).toBe(true);
      expect(isSafeAddress(getAddress(address))).toBe(true);
    }
  });

  it('refuses a mixed-case address whose checksum is wrong, and anything not 20 bytes of hex', () => {
    expect(isSafeAddress('0x52908400098527886e0F7030069857D2E4169EE7')).toBe(false);
    expect(isSafeAddress('0x52908400098527886E0F7030069857D2E4169Ee7')).toBe(false);
    expect(isSafeAddress('0x52908400098527886e0f7030069857d2e4169ee')).toBe(false);
    expect(isSafeAddress('52908400098527886e0f7030069857d2e4169ee7aa')).toBe(false);
  });

  it('compares addresses as viem isAddressEqual does, whatever the case or checksum, and is false where it would throw', () => {
    const [address, other] = samples as [string, string];
    const mixed = '0x52908400098527886e0F7030069857D2E4169EE7';
    for (const [a, b] of [
      [address, getAddress(address)],
      [getAddress(address), address.toUpperCase().replace('0X', '0x')],
      [mixed, address],
      [address, other],
    ] as const)
      expect(sameAddress(a, b)).toBe(isAddressEqual(a as `0x${string}`, b as `0x${string}`));
    expect(sameAddress(address, getAddress(address))).toBe(true);
    expect(sameAddress(address, other)).toBe(false);
    for (const notAnAddress of [address.slice(0, -1), address.slice(2), `${address}00`, '']) {
      expect(() => isAddressEqual(notAnAddress as `0x${string}`, address as `0x${string}`)).toThrow();
      expect(sameAddress(notAnAddress, address)).toBe(false);
      expect(sameAddress(address, notAnAddress)).toBe(false);
    }
  });
});
