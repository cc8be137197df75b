import * as z from 'zod/mini';
import { itemOf } from '../../../../platform/table/read-item';
import type { WalletChallenge } from '../domain/wallets';

/** A wallet challenge (agentsKeys.walletChallenge); its expiry attributes stay in the store. */
export const walletChallengeItem = itemOf<WalletChallenge>()(() => ({
  agent_id: z.string(),
  nonce: z.string(),
  chain: z.string(),
  chain_id: z.number().check(z.int()),
  issued_at: z.string(),
  message: z.string(),
}));
