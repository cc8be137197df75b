import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { cursorPageQuery, nextCursor, timestamp } from '../../../../platform/wire/schemas';
import { AGENT_AUDIT_ACTIONS } from '../../audit/domain';
import { listAgentAudit } from '../../audit/use-cases';
import { auditTable } from '../../audit/wiring/table';
import { agentHandler } from '../wiring/agent-handler';

const query = /* @__PURE__ */ z.object({
  ...cursorPageQuery,
});
const entry = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    at: timestamp,
    key_id: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string(), { description: 'The API key that made the change' }),
    action: /* @__PURE__ */ z.enum(AGENT_AUDIT_ACTIONS),
    target: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string(), { description: 'What it changed: a key_id, a task_id, a wallet address' }),
  }),
  { id: 'AgentAuditEntry' },
);
const responses = !import.meta.bundled && { 200: z.object({ data: z.array(entry), next_cursor: nextCursor }) };

/** What the agent's keys changed, newest first, kept for AUDIT_RETENTION_DAYS days. */
export const handler = agentHandler({ scope: 'keys:write', query, responses })(async (request) => {
  const { entries, nextCursor } = await listAgentAudit(auditTable, request.principal.agentId, request.query);
  return {
    status: 200,
    body: { data: entries.map(({ at, key_id, action, target }) => ({ at, key_id, action, target })), next_cursor: nextCursor },
  };
});
