import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../../../../../functions/modules/agents/domain/agents';
import { parsePaymentHeader, paymentRequired } from '../../../../../../functions/modules/deposits/domain/x402';
import { paymentTerms, payShortfall } from '../../../../../../functions/modules/deposits/use-cases/pay-shortfall';
import { accounts } from '../../../../../../functions/modules/ledger/domain/accounts';
import { PaymentSettlingError } from '../../../../../../functions/platform/kernel/errors';
import { signPayment } from '../../../../../../sdk/src/x402';
import { fakePayments } from '../../../../../support/fakes/deposits';

const now = new Date('2026-11-26T12:00:00.000Z');
const SHORTFALL = 1_100;
const wallet = privateKeyToAccount(generatePrivateKey());
const resource = { url: 'https://api.test/api/v1/tasks', description: 'Escrow', mimeType: 'application/json' };

const setUp = (settings: Parameters<typeof fakePayments>[0] = {}) => {
  const fakes = fakePayments(settings);
  fakes.table.agents.set('agt_1', { agent_id: 'agt_1', tier: 'VERIFIED', wallet_address: wallet.address } as Agent);
  const header = () =>
    signPayment(wallet, paymentRequired(paymentTerms(fakes.deps.settings), SHORTFALL, resource, 'Insufficient balance for escrow'), now);
  const deposit = () => fakes.ledger.balance(accounts.agentDeposit('agt_1'));
  return { ...fakes, header, deposit };
};

describe('payShortfall', () => {
  it('settles on the chain from the hot wallet, then credits the payment once as an x402 deposit announced with it', async () => {
    const { deps, settlement, table, header, deposit } = setUp();
    const response = await payShortfall(deps, 'agt_1', await header(), SHORTFALL, now);
    expect(response).toMatchObject({ success: true, transaction: `0x${'ab'.repeat(32)}`, network: 'eip155:84532' });
    expect(settlement.settled).toBe(1);
    expect(deposit()).toBe(SHORTFALL);
    expect([...table.deposits.values()]).toEqual([expect.objectContaining({ status: 'CONFIRMED', amount_cents: SHORTFALL, agent_id: 'agt_1' })]);
    expect(table.sealed).toHaveLength(1);
  });

  it('credits a chain settlement only once it has CHAIN_CONFIRMATIONS: before, 503 to retry, and the retry credits that transaction once', async () => {
    const { deps, settlement, header, deposit } = setUp();
    const signed = await header();
    settlement.confirmationsSeen = 1;
    const early = await payShortfall(deps, 'agt_1', signed, SHORTFALL, now).catch((error: unknown) => error);
    expect(early).toBeInstanceOf(PaymentSettlingError);
    expect(early).toMatchObject({
      message: `Payment settled in 0x${'ab'.repeat(32)}, waiting for confirmations (1 of 3): send the same request again after Retry-After; it is credited once, when confirmed`,
      retryAfterSeconds: 4,
    });
    expect(deposit()).toBe(0);
    await expect(payShortfall(deps, 'agt_1', signed, SHORTFALL, now)).rejects.toBeInstanceOf(PaymentSettlingError);
    settlement.confirmationsSeen = 3;
    await payShortfall(deps, 'agt_1', signed, SHORTFALL, now);
    expect(settlement.settled).toBe(1);
    expect(deposit()).toBe(SHORTFALL);
    await expect(payShortfall(deps, 'agt_1', signed, SHORTFALL, now)).rejects.toThrow('Payment authorization already used');
  });

  it('credits a valid payment at once in development, with no chain', async () => {
    const { deps, settlement, header, deposit } = setUp({ onChain: false, development: true });
    await payShortfall(deps, 'agt_1', await header(), SHORTFALL, now);
    expect(settlement.settled).toBe(0);
    expect(deposit()).toBe(SHORTFALL);
  });

  it('refuses a replayed payment before anything is settled or credited again', async () => {
    const { deps, settlement, header, deposit } = setUp();
    const signed = await header();
    await payShortfall(deps, 'agt_1', signed, SHORTFALL, now);
    await expect(payShortfall(deps, 'agt_1', signed, SHORTFALL, now)).rejects.toThrow('Payment authorization already used');
    expect(settlement.settled).toBe(1);
    expect(deposit()).toBe(SHORTFALL);
  });

  it('credits a settlement that went through before its request died, without sending it again', async () => {
    const { deps, settlement, header, deposit } = setUp();
    const signed = await header();
    await settlement.settle(parsePaymentHeader(signed));
    await payShortfall(deps, 'agt_1', signed, SHORTFALL, now);
    expect(settlement.settled).toBe(1);
    expect(deposit()).toBe(SHORTFALL);
  });

  it('credits one of two parallel requests carrying the same payment', async () => {
    const { deps, header, deposit } = setUp({ onChain: false, development: true });
    const signed = await header();
    const results = await Promise.allSettled([
      payShortfall(deps, 'agt_1', signed, SHORTFALL, now),
      payShortfall(deps, 'agt_1', signed, SHORTFALL, now),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(deposit()).toBe(SHORTFALL);
  });

  it('refuses a payment the chain refuses or reverts, crediting nothing', async () => {
    const refused = setUp();
    refused.settlement.next = { kind: 'refused', reason: 'transfer amount exceeds balance' };
    await expect(payShortfall(refused.deps, 'agt_1', await refused.header(), SHORTFALL, now)).rejects.toThrow(
      'Payment rejected: the chain refused the transfer: transfer amount exceeds balance',
    );
    const reverted = setUp();
    reverted.settlement.next = { kind: 'reverted', txHash: '0xdead' };
    await expect(payShortfall(reverted.deps, 'agt_1', await reverted.header(), SHORTFALL, now)).rejects.toThrow(
      'Payment rejected: the settlement 0xdead reverted',
    );
    expect(refused.deposit() + reverted.deposit()).toBe(0);
  });

  it('refuses a payment from a wallet other than the bound one, or by an agent without one', async () => {
    const { deps, table, header } = setUp();
    const signed = await header();
    table.agents.set('agt_1', { agent_id: 'agt_1', tier: 'VERIFIED', wallet_address: privateKeyToAccount(generatePrivateKey()).address } as Agent);
    await expect(payShortfall(deps, 'agt_1', signed, SHORTFALL, now)).rejects.toThrow(/Payment rejected/);
    table.agents.set('agt_1', { agent_id: 'agt_1', tier: 'VERIFIED' } as Agent);
    await expect(payShortfall(deps, 'agt_1', signed, SHORTFALL, now)).rejects.toThrow(/Payment rejected|wallet/i);
  });

  it('refuses a payment where deposits are unavailable (neither a chain nor development)', async () => {
    const { deps, header } = setUp({ onChain: false, development: false });
    await expect(payShortfall(deps, 'agt_1', await header(), SHORTFALL, now)).rejects.toThrow('Deposits are unavailable: no chain is configured');
  });

  describe('from a smart-contract wallet (ERC-1271)', () => {
    const contractWallet = '0x00000000000000000000000000000000000c0de1';
    /** The header a contract wallet would send: `from` the contract, its signature whatever its isValidSignature takes. */
    const fromContract = async (header: string, signature = `0x${'5a'.repeat(97)}`) => {
      const payment = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
      payment.payload.authorization.from = contractWallet;
      payment.payload.signature = signature;
      return Buffer.from(JSON.stringify(payment)).toString('base64');
    };
    const boundToContract = (settings: Parameters<typeof fakePayments>[0] = {}) => {
      const fakes = setUp(settings);
      fakes.table.agents.set('agt_1', { agent_id: 'agt_1', tier: 'VERIFIED', wallet_address: contractWallet } as Agent);
      return fakes;
    };

    it('is credited in chain mode when the chain says the wallet signed it', async () => {
      const { deps, settlement, header, deposit } = boundToContract();
      settlement.contractWallets.add(contractWallet);
      await payShortfall(deps, 'agt_1', await fromContract(await header()), SHORTFALL, now);
      expect(settlement.settled).toBe(1);
      expect(deposit()).toBe(SHORTFALL);
    });

    it('is refused in chain mode when the wallet does not accept the signature, nothing settled', async () => {
      const { deps, settlement, header, deposit } = boundToContract();
      await expect(payShortfall(deps, 'agt_1', await fromContract(await header()), SHORTFALL, now)).rejects.toThrow(
        "Payment rejected: the signature was not made by the authorization's from",
      );
      expect(settlement.settled + deposit()).toBe(0);
    });

    it('is refused without a chain, the error saying that a contract wallet pays in chain mode', async () => {
      const { deps, header, deposit } = boundToContract({ onChain: false, development: true });
      await expect(payShortfall(deps, 'agt_1', await fromContract(await header()), SHORTFALL, now)).rejects.toThrow(
        'a smart-contract wallet, ERC-1271, pays in chain mode',
      );
      expect(deposit()).toBe(0);
    });

    it('is refused when not deployed yet (an ERC-6492 signature), before the chain is asked', async () => {
      const { deps, settlement, header } = boundToContract();
      settlement.contractWallets.add(contractWallet);
      const wrapped = `0x${'5a'.repeat(97)}${'6492'.repeat(16)}`;
      await expect(payShortfall(deps, 'agt_1', await fromContract(await header(), wrapped), SHORTFALL, now)).rejects.toThrow(
        'Payment rejected: the wallet is not deployed (an ERC-6492 signature): deploy it, then sign again',
      );
      expect(settlement.settled).toBe(0);
    });

    it("takes no signature shorter than a key's or longer than 2048 bytes", async () => {
      const { deps, header } = boundToContract();
      for (const signature of [`0x${'5a'.repeat(64)}`, `0x${'5a'.repeat(2049)}`, `0x${'5'.repeat(131)}`])
        await expect(payShortfall(deps, 'agt_1', await fromContract(await header(), signature), SHORTFALL, now)).rejects.toThrow(
          'Invalid payment header',
        );
    });
  });
});
