import { generateKeyPairSync } from 'node:crypto';
import { GetPublicKeyCommand, type SignCommand } from '@aws-sdk/client-kms';
import { Secp256k1, Signature } from 'ox';
import { bytesToHex, type Hex, keccak256, parseTransaction, recoverTransactionAddress, toHex, verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kmsAccount } from '../../functions/adapters/chain/kms-account';
import { broadcast, checkPayout, prepareTransfer } from '../../functions/adapters/chain/payout-transfers';
import { type LocalEvm, startLocalEvm } from '../support/evm/local-evm';

const CURVE_ORDER = Secp256k1.noble.CURVE.n;
const KEY_ID = 'arn:aws:kms:us-east-1:111111111111:key/hot-wallet';

/**
 * A stand-in for AWS KMS holding one ECC_SECG_P256K1 key: GetPublicKey answers DER
 * SubjectPublicKeyInfo and Sign a DER (r, s) over the digest as given, like KMS, which does not
 * care for Ethereum's low-s rule (`highS` makes it answer the other half every time).
 */
const stubKms = ({ highS = false } = {}) => {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  const secret = bytesToHex(Buffer.from(privateKey.export({ format: 'jwk' }).d!, 'base64url'), { size: 32 });
  const calls: unknown[] = [];
  const kms = {
    send: async (command: GetPublicKeyCommand | SignCommand) => {
      calls.push(command.input);
      if (command instanceof GetPublicKeyCommand) return { PublicKey: new Uint8Array(publicKey.export({ type: 'spki', format: 'der' })) };
      const digest = command.input.Message!;
      const { r, s } = Secp256k1.noble.sign(digest, secret.slice(2));
      return { Signature: Signature.toDerBytes({ r, s: highS ? CURVE_ORDER - s : s }) };
    },
  };
  return { kms: kms as never, address: privateKeyToAccount(secret).address, calls };
};

describe('Chain: kmsAccount', () => {
  it("derives the key's Ethereum address from its DER public key", async () => {
    const { kms, address } = stubKms();
    expect((await kmsAccount(kms, KEY_ID)).address).toBe(address);
  });

  it('signs EIP-191 messages that recover to its address, asking KMS to sign the digest as given', async () => {
    const { kms, address, calls } = stubKms();
    const account = await kmsAccount(kms, KEY_ID);
    const signature = await account.signMessage({ message: 'Handoff: bind this wallet' });
    expect(await verifyMessage({ address, message: 'Handoff: bind this wallet', signature })).toBe(true);
    expect(calls.at(-1)).toMatchObject({ KeyId: KEY_ID, MessageType: 'DIGEST', SigningAlgorithm: 'ECDSA_SHA_256' });
  });

  it('turns a high-s signature from KMS into the low-s form Ethereum accepts', async () => {
    const { kms, address } = stubKms({ highS: true });
    const account = await kmsAccount(kms, KEY_ID);
    const serialized = await account.signTransaction({
      type: 'eip1559',
      chainId: 8453,
      nonce: 0,
      to: address,
      gas: 21_000n,
      maxFeePerGas: 1n,
      maxPriorityFeePerGas: 1n,
    });
    const { s } = parseTransaction(serialized);
    expect(BigInt(s!)).toBeLessThanOrEqual(CURVE_ORDER / 2n);
    expect(await recoverTransactionAddress({ serializedTransaction: serialized as Hex & `0x02${string}` })).toBe(address);
  });

  it('refuses a key that is not secp256k1', async () => {
    const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const kms = { send: async () => ({ PublicKey: new Uint8Array(publicKey.export({ type: 'spki', format: 'der' })) }) };
    await expect(kmsAccount(kms as never, KEY_ID)).rejects.toThrow('not an ECC_SECG_P256K1 key');
  });

  describe('on a local EVM', () => {
    let evm: LocalEvm;
    beforeAll(async () => {
      evm = await startLocalEvm();
    });
    afterAll(async () => {
      await evm?.stop();
    });

    it('sends a payout that the chain accepts and mines', async () => {
      const { kms, address } = stubKms({ highS: true });
      const account = await kmsAccount(kms, KEY_ID);
      await evm.transferUsdc(await evm.fundedKey({ usdc: 50 }), address, 5_000);
      await evm.client.waitForTransactionReceipt({ hash: await evm.fundEth(address) });
      const to = privateKeyToAccount(keccak256(toHex('kms payout'))).address;
      const prepared = await prepareTransfer(evm.client, account, { usdc: evm.usdc, to, amount: 1_234 });
      if (prepared.kind !== 'ready') throw new Error(prepared.reason);
      const signed = await prepared.sign(0);
      expect(await broadcast(evm.client, signed.serialized)).toEqual({ accepted: true });
      expect(await checkPayout(evm.client, { txHash: signed.txHash, nonce: 0, from: address }, 1)).toEqual({ kind: 'confirmed' });
      expect(await evm.usdcBalance(to)).toBe(1_234);
    });
  });
});
