import * as z from 'zod/mini';
import { toDollars } from '../../../../platform/kernel/money';
import { withMeta } from '../../../../platform/wire/meta';
import { usd } from '../../../../platform/wire/schemas';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { COVERAGE_DAYS, SIMILAR_DAYS, SIMILAR_RADIUS_KM } from '../../tasks/domain';
import { creationBody } from '../../templates/api/creation-body';
import { expandCreationBody } from '../../templates/use-cases';
import { templateLookup } from '../../templates/wiring/table';
import { MIN_SIMILAR } from '../domain/quotes';
import { quoteTask } from '../use-cases/quote-task';
import { quoteReads } from '../wiring/api';

const responses = !import.meta.bundled && {
  200: withMeta(
    z.object({
      reward_usd: usd,
      platform_fee: usd,
      total_escrow: withMeta(usd, { description: 'reward_usd + platform_fee: what creation would hold in escrow (sandbox tasks hold nothing)' }),
      can_create: withMeta(z.boolean(), { description: 'True when creating this task now would succeed (reasons is empty)' }),
      reasons: withMeta(z.array(z.string()), {
        description:
          'The refusals creation would answer now, each its error message, in the order creation checks them: the reward (422), ' +
          'the daily tier limits (422), the deposit balance (402)',
      }),
      suggested_reward_usd: withMeta(z.nullable(usd), {
        description:
          `The median reward of similar completed tasks: the same task_type, completed in the last ${SIMILAR_DAYS} days, within ` +
          `${SIMILAR_RADIUS_KM} km when the task has a location (else other unlocated ones); null below ${MIN_SIMILAR} such tasks`,
      }),
      coverage: z.object({
        operators_nearby: withMeta(z.int().check(z.minimum(0)), {
          description: `Distinct operators who completed similar tasks in the last ${COVERAGE_DAYS} days`,
        }),
        median_claim_minutes: withMeta(z.nullable(z.int().check(z.minimum(0))), {
          description: `The median time those tasks waited from creation to their claim, in minutes; null without any`,
        }),
      }),
      claim_within: withMeta(
        z.nullable(
          z.object({
            minutes: withMeta(z.number(), { description: 'claim_within_minutes as asked' }),
            usually_met: withMeta(z.nullable(z.boolean()), {
              description:
                'True when coverage.median_claim_minutes is at most minutes (operators nearby usually claim that fast); null when it is null',
            }),
          }),
        ),
        { description: 'With claim_within_minutes: whether similar tasks nearby are usually claimed within it; null without claim_within_minutes' },
      ),
    }),
    { id: 'TaskQuote' },
  ),
};

/** What creating the task would cost and whether it would succeed, with a suggested reward and the coverage near it; writes nothing. */
export const handler = agentHandler({ scope: 'tasks:write', body: creationBody, responses })(async (request) => {
  const { agentId } = request.principal;
  const task = await expandCreationBody(templateLookup, agentId, request.body);
  const quote = await quoteTask(quoteReads, agentId, task, request.now);
  return {
    status: 200,
    body: {
      reward_usd: toDollars(quote.price.reward),
      platform_fee: toDollars(quote.price.fee),
      total_escrow: toDollars(quote.price.total),
      can_create: quote.refusals.length === 0,
      reasons: quote.refusals.map((refusal) => refusal.message),
      suggested_reward_usd: quote.suggestedReward === null ? null : toDollars(quote.suggestedReward),
      coverage: { operators_nearby: quote.coverage.operatorsNearby, median_claim_minutes: quote.coverage.medianClaimMinutes },
      claim_within: quote.claimWithin && { minutes: quote.claimWithin.minutes, usually_met: quote.claimWithin.usuallyMet },
    },
  };
});
