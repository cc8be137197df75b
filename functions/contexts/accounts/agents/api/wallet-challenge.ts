import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { chainName, timestamp } from '../../../../platform/wire/schemas';
import { issueWalletChallenge } from '../use-cases/issue-wallet-challenge';
import { agentHandler } from '../wiring/agent-handler';
import { walletChallenges } from '../wiring/wallet-challenges';

const responses = !import.meta.bundled && {
  201: withMeta(
    z.object({
      chain: chainName,
      nonce: z.uuid(),
      issued_at: timestamp,
      expires_at: withMeta(timestamp, { description: 'issued_at + 10 minutes' }),
      message: withMeta(z.string(), { description: 'The EIP-191 personal message to sign' }),
    }),
    { id: 'WalletChallenge' },
  ),
};

/** A fresh challenge to sign with the wallet to bind: single use, valid 10 minutes. */
export const handler = agentHandler({ scope: 'funds:write', responses })(async (request) => {
  const challenge = await issueWalletChallenge(walletChallenges, request.principal.agentId, request.now);
  return {
    status: 201,
    body: {
      chain: challenge.chain,
      nonce: challenge.nonce,
      issued_at: challenge.issued_at,
      expires_at: challenge.expires_at,
      message: challenge.message,
    },
  };
});
