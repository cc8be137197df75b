import { defineWorkflow } from '../../../../manifest/workflow-entry';

/**
 * A deposit waiting for confirmations (reported, or an x402 payment's settlement) -> checked
 * every `pollSeconds` until credited or its transaction left the chain. Standard: rare (one per
 * such deposit) and short (~15 transitions at Base's ~2 s blocks and the default 10 s between
 * checks, $0.0004), but as long as the chain takes.
 */
export const depositConfirmation = defineWorkflow({
  machine: 'DepositConfirmation',
  type: 'STANDARD',
  startedBy: 'a deposit reported, or an x402 payment settled, with too few confirmations',
  startsOn: { sk: 'DEPOSIT', where: { status: ['PENDING_CONFIRMATIONS'] } },
  subject: 'transaction_id',
  executionName: (transactionId) => `deposit-${transactionId}`,
  input: (transactionId, { chainPollSeconds }) => ({ transactionId, pollSeconds: chainPollSeconds, checks: 0 }),
  steps: { checkDeposit: { handler: 'contexts/money/deposits/workflow/check-deposit-step', table: 'write' } },
  resumable: true,
});
