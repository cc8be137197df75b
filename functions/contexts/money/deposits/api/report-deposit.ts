import * as z from 'zod/mini';
import { toCents, toDollars } from '../../../../platform/kernel/money';
import { config } from '../../../../platform/settings';
import { chainField, wholeCents } from '../../../../platform/wire/schemas';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { reportDeposit } from '../use-cases/report-deposit';
import { depositReports } from '../wiring/report';
import { depositSchema, depositView } from './deposit-views';

const body = z.object({
  tx_hash: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  amount_usdc: wholeCents(z.number().check(z.minimum(toDollars(config.chain.minDeposit)), z.maximum(toDollars(config.chain.maxDeposit)))),
  chain: chainField,
});
const responses = !import.meta.bundled && { 200: depositSchema };

/** Reports a USDC deposit; each transaction hash is credited once, to one agent. */
export const handler = agentHandler({ scope: 'funds:write', body, responses })(async (request) => {
  const { tx_hash, amount_usdc, chain } = request.body;
  const deposit = await reportDeposit(
    depositReports,
    request.principal.agentId,
    { txHash: tx_hash, amount: toCents(amount_usdc)!, chain },
    request.now,
  );
  return { status: 200, body: depositView(deposit) };
});
