import * as z from 'zod/mini';
import { idempotent } from '../../../../platform/idempotency/idempotent';
import { toCents, toDollars } from '../../../../platform/kernel/money';
import { newId } from '../../../../platform/kernel/secrets';
import { contributesAll } from '../../../../platform/table/contribution';
import { withMeta } from '../../../../platform/wire/meta';
import { idParams, timestamp, usd, wholeCents } from '../../../../platform/wire/schemas';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { keySpendingContribution } from '../../../accounts/agents/wiring/key-spending';
import { MAX_TIP, SANDBOX_TIP_NOTICE, type Tip } from '../domain/tips';
import { tipOperator } from '../use-cases/tip-operator';
import { tipsTable } from '../wiring/table';

const body = z.object({
  amount_usd: withMeta(wholeCents(z.number().check(z.positive(), z.maximum(toDollars(MAX_TIP)))), {
    description: `The tip in USD: above 0, at most ${toDollars(MAX_TIP)}, whole cents`,
  }),
});
const responses = !import.meta.bundled && {
  201: withMeta(
    z.object({
      tip_id: z.string(),
      task_id: z.string(),
      amount_usd: usd,
      created_at: timestamp,
      sandbox: withMeta(z.boolean(), { description: 'True for a sandbox task: answered, but no money moved' }),
      sandbox_notice: withMeta(z.nullable(z.string()), { description: 'Set for sandbox tasks, null otherwise' }),
    }),
    { id: 'Tip' },
  ),
};

const created = (tip: Tip) => ({
  status: 201 as const,
  body: {
    tip_id: tip.tip_id,
    task_id: tip.task_id,
    amount_usd: toDollars(tip.amount_cents),
    created_at: tip.created_at,
    sandbox: tip.sandbox,
    sandbox_notice: tip.sandbox ? SANDBOX_TIP_NOTICE : null,
  },
});

/** The agent tips the operator of its completed task, from its deposit, no fee. */
export const handler = agentHandler({ scope: 'tasks:write', params: idParams, body, responses })(async (request) => {
  const { principal, now } = request;
  const { agentId } = principal;
  const taskId = request.params.id;
  const amount = toCents(request.body.amount_usd)!;
  // The task is part of what the key stands for: the same key and amount on another task is another request.
  return idempotent(request.headers['idempotency-key'], `tips:${agentId}`, { task_id: taskId, ...request.body }, now, async (contribute) => {
    // A tip spends the deposit as a task does: it counts against the calling key's limits, in its own transaction.
    const withTip = contributesAll<Tip>(
      keySpendingContribution(principal, now, (tip) => (tip.sandbox ? [] : [tip.amount_cents])),
      (tip) => contribute(created(tip)),
    );
    return created(await tipOperator(tipsTable, taskId, agentId, amount, { tipId: newId('tip') }, now, withTip));
  });
});
