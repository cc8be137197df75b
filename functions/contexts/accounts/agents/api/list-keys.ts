import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { timestamp } from '../../../../platform/wire/schemas';
import { listApiKeys } from '../use-cases/agent-queries';
import { agentHandler } from '../wiring/agent-handler';
import { agentReads } from '../wiring/reads';
import { keyGrantFields, keyGrantView } from './key-views';

const apiKey = z.object({
  key_id: z.string(),
  key_prefix: z.string(),
  name: z.string(),
  created_at: timestamp,
  last_used_at: withMeta(z.nullable(timestamp), { description: 'Recorded with a precision of five minutes' }),
  ...keyGrantFields,
});
const responses = !import.meta.bundled && { 200: z.object({ data: z.array(apiKey) }) };

export const handler = agentHandler({ scope: 'keys:write', responses })(async (request) => {
  const keys = await listApiKeys(agentReads.agents, request.principal.agentId);
  return {
    status: 200,
    body: {
      data: keys.map((key) => ({
        key_id: key.key_id,
        key_prefix: key.key_prefix,
        name: key.name,
        created_at: key.created_at,
        last_used_at: key.last_used_at ?? null,
        ...keyGrantView({
          scopes: key.scopes,
          limits: { maxTaskCents: key.max_task_cents, dailySpendCents: key.daily_spend_cents },
          expiresAt: key.valid_until,
        }),
      })),
    },
  };
});
