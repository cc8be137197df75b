import { config, isDevelopment, onChain } from '../../../../platform/settings';
import type { PayoutSettings } from '../ports';

/** The settings the payouts use cases read, as plain values. */
export const payoutSettings: PayoutSettings = {
  payoutRequiresMfa: config.payoutRequiresMfa,
  earningsHoldMs: config.earningsHoldMs,
  payoutAddressCooldownMs: config.payoutAddressCooldownMs,
  payoutsAvailable: onChain() ? config.chain.hotWallet !== undefined : isDevelopment(),
  simulated: !onChain(),
  confirmations: config.chain.confirmations,
};
