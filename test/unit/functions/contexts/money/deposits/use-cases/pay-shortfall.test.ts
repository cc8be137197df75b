import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it, vi } from 'vitest';
import type { Agent } from '../../../../../../../functions/contexts/accounts/agents/domain/agents';
import { parsePaymentHeader, paymentRequired } from '../../../../../../../functions/contexts/money/deposits/domain/x402';
import type { PaymentPorts } from '../../../../../../../functions/contexts/money/deposits/ports';
import { checkDeposit } from '../../../../../../../functions/contexts/money/deposits/use-cases/check-deposit';
import { paymentTerms, payShortfall, refuseWhileSettling } from '../../../../../../../functions/contexts/money/deposits/use-cases/pay-shortfall';
import { accounts } from '../../../../../../../functions/contexts/money/ledger/domain/accounts';
import { PaymentSettlingError, PaymentUsedError } from '../../../../../../../functions/platform/kernel/errors';
import { logger } from '../../../../../../../functions/platform/logging/logger';
import { signPayment } from '../../../../../../../sdk/src/x402';
import { fakePayments } from '../../../../../../support/fakes/deposits';

const now = new Date('2026-11-26T12:00:00.000Z');
const SHORTFALL = 1_100;
/** The settlement's hash, as FakeSettlement sends it. */
const TX = `0x${'ab'.repeat(32)}`;
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
    expect(table.contributed).toHaveLength(1);
  });

  it('credits the payment of an agent that never created a webhook endpoint without a deposit.confirmed event', async () => {
    const { deps, table, header, deposit } = setUp();
    table.agents.set('agt_1', { agent_id: 'agt_1', tier: 'VERIFIED', wallet_address: wallet.address, webhooks_used: false } as Agent);
    await payShortfall(deps, 'agt_1', await header(), SHORTFALL, now);
    expect(deposit()).toBe(SHORTFALL);
    expect(table.contributed).toEqual([]);
  });

  it('records a chain settlement short of CHAIN_CONFIRMATIONS as a pending deposit (503, Retry-After at the block time); sent again, confirmed, it credits it once', async () => {
    const { deps, chain, table, settlement, header, deposit } = setUp();
    const signed = await header();
    chain.otherwise = { kind: 'found', confirmations: 1 };
    const early = await payShortfall(deps, 'agt_1', signed, SHORTFALL, now).catch((error: unknown) => error);
    expect(early).toBeInstanceOf(PaymentSettlingError);
    expect(early).toMatchObject({
      message: `Payment settled in ${TX}, waiting for confirmations (1 of 3): send the same request again after Retry-After; it is credited once, when confirmed`,
      retryAfterSeconds: 4,
    });
    expect(deposit()).toBe(0);
    // Recorded as a deposit pending confirmations, claiming the settlement's hash and the authorization, on the agent's pending list.
    const [pending] = [...table.deposits.values()];
    expect(pending).toMatchObject({
      status: 'PENDING_CONFIRMATIONS',
      tx_hash: TX,
      amount_cents: SHORTFALL,
      from_address: wallet.address,
      confirmations: 1,
    });
    expect(pending!.authorization_nonce).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await table.isTransactionClaimed('base', TX)).toBe(true);
    expect(await table.pendingDeposits('agt_1')).toEqual([{ amount_cents: SHORTFALL, due_at: '2026-11-26T12:00:04.000Z' }]);

    chain.otherwise = { kind: 'found', confirmations: 2 };
    await expect(payShortfall(deps, 'agt_1', signed, SHORTFALL, now)).rejects.toMatchObject({ retryAfterSeconds: 2 });
    chain.otherwise = { kind: 'found', confirmations: 3 };
    expect(await payShortfall(deps, 'agt_1', signed, SHORTFALL, now)).toMatchObject({ success: true, transaction: TX });
    expect(settlement.settled).toBe(1);
    expect(deposit()).toBe(SHORTFALL);
    expect([...table.ledger.entries.values()].map((entry) => entry.kind)).toEqual(['x402_payment']);
    expect(await table.pendingDeposits('agt_1')).toEqual([]);
    await expect(payShortfall(deps, 'agt_1', signed, SHORTFALL, now)).rejects.toThrow('Payment authorization already used');
  });

  it('leaves a pending settlement to the confirmation workflow: credited as an x402 payment when confirmed, though nobody asks again', async () => {
    const { deps, chain, table, header, deposit } = setUp();
    chain.otherwise = { kind: 'found', confirmations: 1 };
    await expect(payShortfall(deps, 'agt_1', await header(), SHORTFALL, now)).rejects.toBeInstanceOf(PaymentSettlingError);
    const [pending] = [...table.deposits.values()];
    chain.otherwise = { kind: 'found', confirmations: 3 };
    expect(await checkDeposit(deps, pending!.transaction_id, now)).toMatchObject({ deposit: { status: 'CONFIRMED' }, credited: true });
    expect(deposit()).toBe(SHORTFALL);
    expect([...table.ledger.entries.values()]).toEqual([
      expect.objectContaining({ entryId: `x402:${wallet.address.toLowerCase()}:${pending!.authorization_nonce}`, kind: 'x402_payment' }),
    ]);
    expect(table.contributed).toHaveLength(1);
  });

  it('credits once when the request sent again and the confirmation workflow race to credit the settlement', async () => {
    for (const winner of ['request', 'workflow'] as const) {
      const { deps, chain, table, header, deposit } = setUp();
      const signed = await header();
      chain.otherwise = { kind: 'found', confirmations: 1 };
      await expect(payShortfall(deps, 'agt_1', signed, SHORTFALL, now)).rejects.toBeInstanceOf(PaymentSettlingError);
      const [pending] = [...table.deposits.values()];
      // Both read the deposit pending and ask the chain; the answers come back winner first.
      const asked: { who: string; answer: () => void }[] = [];
      let bothAsked!: () => void;
      const askedByBoth = new Promise<void>((resolve) => (bothAsked = resolve));
      const racing = (who: string): PaymentPorts =>
        ({
          ...deps,
          chain: {
            checkDepositTransfer: () =>
              new Promise((resolve) => {
                asked.push({ who, answer: () => resolve({ kind: 'found', confirmations: 3 }) });
                if (asked.length === 2) bothAsked();
              }),
          },
        }) as PaymentPorts;
      const paying = payShortfall(racing('request'), 'agt_1', signed, SHORTFALL, now).catch((error: unknown) => error);
      const checking = checkDeposit(racing('workflow'), pending!.transaction_id, now);
      await askedByBoth;
      for (const { answer } of [...asked].sort((a, b) => Number(b.who === winner) - Number(a.who === winner))) {
        answer();
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const [paid, checked] = [await paying, await checking];
      // The loser finds it credited: the request hears 409 (sent again, its creation runs on that credit), the workflow has nothing to do.
      expect(checked.credited).toBe(winner === 'workflow');
      if (winner === 'workflow') expect(paid).toBeInstanceOf(PaymentUsedError);
      else expect(paid).toMatchObject({ success: true, transaction: TX });
      expect(deposit()).toBe(SHORTFALL);
      expect(table.ledger.entries.size).toBe(1);
      expect(table.contributed).toHaveLength(1);
    }
  });

  it('fails a pending settlement that left the chain, releasing the authorization: the same request settles it afresh', async () => {
    const { deps, chain, table, settlement, header, deposit } = setUp();
    const signed = await header();
    chain.otherwise = { kind: 'found', confirmations: 1 };
    await expect(payShortfall(deps, 'agt_1', signed, SHORTFALL, now)).rejects.toBeInstanceOf(PaymentSettlingError);
    // A reorganization took the settlement out, and its authorization with it.
    settlement.used.clear();
    chain.answers = [{ kind: 'not_found' }];
    chain.otherwise = { kind: 'found', confirmations: 3 };
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(await payShortfall(deps, 'agt_1', signed, SHORTFALL, now)).toMatchObject({ success: true });
    warn.mockRestore();
    expect(settlement.settled).toBe(2);
    expect([...table.deposits.values()].map(({ status }) => status)).toEqual(['FAILED', 'CONFIRMED']);
    expect(deposit()).toBe(SHORTFALL);
    expect(await table.pendingDeposits('agt_1')).toEqual([]);
  });

  it("answers another request carrying a payment being recorded that it is settling too, and another agent's that it is used", async () => {
    const { deps, chain, table, header } = setUp();
    const signed = await header();
    chain.otherwise = { kind: 'found', confirmations: 1 };
    const both = await Promise.allSettled([payShortfall(deps, 'agt_1', signed, SHORTFALL, now), payShortfall(deps, 'agt_1', signed, SHORTFALL, now)]);
    for (const result of both) expect(result).toMatchObject({ status: 'rejected', reason: expect.any(PaymentSettlingError) });
    expect(table.deposits.size).toBe(1);
    table.agents.set('agt_2', { agent_id: 'agt_2', tier: 'VERIFIED', wallet_address: wallet.address } as Agent);
    await expect(payShortfall(deps, 'agt_2', signed, SHORTFALL, now)).rejects.toBeInstanceOf(PaymentUsedError);
  });

  describe('refuseWhileSettling: a short balance that deposits waiting for confirmations cover', () => {
    it('answers 503 when they cover it, with Retry-After until the last is due and no sooner than the next workflow check', async () => {
      const { deps, chain, header } = setUp();
      chain.otherwise = { kind: 'found', confirmations: 1 };
      await expect(payShortfall(deps, 'agt_1', await header(), SHORTFALL, now)).rejects.toBeInstanceOf(PaymentSettlingError);
      const refused = await refuseWhileSettling(deps, 'agt_1', SHORTFALL, now).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(PaymentSettlingError);
      // Due in 4 s (2 blocks of 2 s), but the workflow checks every 10 s.
      expect(refused).toMatchObject({ message: expect.stringMatching(/^Payment settling: .*without paying again$/), retryAfterSeconds: 10 });
      await expect(refuseWhileSettling(deps, 'agt_1', SHORTFALL, new Date(now.getTime() - 60_000))).rejects.toMatchObject({ retryAfterSeconds: 64 });
    });

    it('lets the 402 through when nothing is pending, or too little', async () => {
      const { deps, chain, header } = setUp();
      await expect(refuseWhileSettling(deps, 'agt_1', SHORTFALL, now)).resolves.toBeUndefined();
      chain.otherwise = { kind: 'found', confirmations: 1 };
      await expect(payShortfall(deps, 'agt_1', await header(), SHORTFALL, now)).rejects.toBeInstanceOf(PaymentSettlingError);
      await expect(refuseWhileSettling(deps, 'agt_1', SHORTFALL + 1, now)).resolves.toBeUndefined();
      await expect(refuseWhileSettling(deps, 'agt_2', SHORTFALL, now)).resolves.toBeUndefined();
    });
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
