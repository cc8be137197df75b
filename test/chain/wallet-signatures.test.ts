import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRpcClient } from '../../functions/adapters/chain/json-rpc';
import { verifyWalletSignature } from '../../functions/adapters/chain/signatures';
import { type LocalEvm, startLocalEvm } from '../support/evm/local-evm';

const message = 'Handoff: bind this wallet to my agent account.';

describe('Chain: verifyWalletSignature', () => {
  const owner = privateKeyToAccount(generatePrivateKey());
  const stranger = privateKeyToAccount(generatePrivateKey());

  it("accepts an ordinary wallet's signature by key recovery, with no chain needed", async () => {
    expect(await verifyWalletSignature({ address: owner.address, message, signature: await owner.signMessage({ message }) })).toBe(true);
  });

  it('accepts the recovery byte as v (27/28) or as yParity (0/1), and refuses any other', async () => {
    const signature = await owner.signMessage({ message });
    const withLastByte = (byte: number) => `0x${signature.slice(2, 130)}${byte.toString(16).padStart(2, '0')}` as const;
    const v = Number.parseInt(signature.slice(130), 16);
    expect(await verifyWalletSignature({ address: owner.address, message, signature: withLastByte(v - 27) })).toBe(true);
    expect(await verifyWalletSignature({ address: owner.address, message, signature: withLastByte(v + 2) })).toBe(false);
  });

  it('refuses a signature by another key, of another text, or not a signature at all', async () => {
    expect(await verifyWalletSignature({ address: owner.address, message, signature: await stranger.signMessage({ message }) })).toBe(false);
    expect(await verifyWalletSignature({ address: owner.address, message, signature: await owner.signMessage({ message: 'other' }) })).toBe(false);
    expect(await verifyWalletSignature({ address: owner.address, message, signature: '0x00' })).toBe(false);
  });

  describe('with a chain', () => {
    let evm: LocalEvm;
    beforeAll(async () => {
      evm = await startLocalEvm();
    });
    afterAll(async () => {
      await evm?.stop();
    });

    it("accepts a smart-contract wallet's signature (ERC-1271) and refuses a stranger's", async () => {
      const wallet = await evm.deploySmartWallet(owner.address);
      const signed = { address: wallet, message, signature: await owner.signMessage({ message }) };
      expect(await verifyWalletSignature(signed, evm.client)).toBe(true);
      expect(await verifyWalletSignature(signed, jsonRpcClient(evm.url))).toBe(true);
      expect(await verifyWalletSignature({ ...signed, signature: await stranger.signMessage({ message }) }, evm.client)).toBe(false);
      // Without a chain, key recovery alone cannot vouch for a contract.
      expect(await verifyWalletSignature(signed)).toBe(false);
    });

    it("still accepts an ordinary wallet's signature", async () => {
      expect(await verifyWalletSignature({ address: owner.address, message, signature: await owner.signMessage({ message }) }, evm.client)).toBe(
        true,
      );
    });
  });
});
