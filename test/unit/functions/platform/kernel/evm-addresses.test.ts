import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { checksummed, isSafeAddress } from '../../../../../functions/platform/kernel/evm-addresses';

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
});
