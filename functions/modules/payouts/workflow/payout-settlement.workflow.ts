import { defineWorkflow } from '../../../manifest/workflow-entry';

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
  steps: {
    sendPayout: { handler: 'modules/payouts/workflow/send-payout-step', table: 'write' },
    failUnsentPayout: { handler: 'modules/payouts/workflow/fail-unsent-payout-step', table: 'write' },
    checkPayout: { handler: 'modules/payouts/workflow/check-payout-step', table: 'write' },
  },
  resumable: true,
});
