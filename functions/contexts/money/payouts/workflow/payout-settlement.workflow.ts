import { defineWorkflow } from '../../../../manifest/workflow-entry';

/** Concurrent runs reserved for each step of the payout path (lib/workflows.ts). */
export const PAYOUT_CONCURRENCY = 5;

/**
 * A payout requested -> its transfer signed and sent from the hot wallet, then checked every
 * `pollSeconds` until CONFIRMED or FAILED (refunded). Standard, as the deposit's: it waits on blocks.
 */
export const payoutSettlement = defineWorkflow({
  machine: 'PayoutSettlement',
  type: 'STANDARD',
  startedBy: 'a payout requested, in chain mode',
  startsOn: { sk: 'PAYOUT' },
  // On a chain the workflow sends the transfer; in development without one it counts a simulated payout as mined.
  startsOnlyIf: (payout, { onChain }) => onChain || payout.simulated === true,
  subject: 'payout_id',
  executionName: (payoutId) => `payout-${payoutId}`,
  input: (payoutId, { chainPollSeconds }) => ({ payoutId, pollSeconds: chainPollSeconds, checks: 0 }),
  // The payout path keeps its own concurrency: payouts go out one nonce at a time, so a few runs at once are plenty.
  steps: {
    sendPayout: { handler: 'contexts/money/payouts/workflow/send-payout-step', table: 'write', reservedConcurrency: PAYOUT_CONCURRENCY },
    failUnsentPayout: { handler: 'contexts/money/payouts/workflow/fail-unsent-payout-step', table: 'write', reservedConcurrency: PAYOUT_CONCURRENCY },
    checkPayout: { handler: 'contexts/money/payouts/workflow/check-payout-step', table: 'write', reservedConcurrency: PAYOUT_CONCURRENCY },
  },
  resumable: true,
});
