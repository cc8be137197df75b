import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { cursorPageQuery, nextCursor, timestamp } from '../../../../platform/wire/schemas';
import { BACK_OFFICE_AUDIT_ACTIONS } from '../../audit/domain';
import { listAudit } from '../../audit/use-cases';
import { auditTable } from '../../audit/wiring/table';
import { adminHandler } from '../wiring/admin-handler';

const query = /* @__PURE__ */ z.object({
  ...cursorPageQuery,
});
const entry = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    at: timestamp,
    actor: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string(), { description: "The staff member's email, or `admin-key` for the shared key" }),
    action: /* @__PURE__ */ z.enum(BACK_OFFICE_AUDIT_ACTIONS),
    target: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string(), { description: 'What it acted on: an operator_id, a task_id, an admin_id' }),
    detail: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string(), { description: 'What was decided, in words' }),
  }),
  { id: 'AuditEntry' },
);
const responses = !import.meta.bundled && { 200: z.object({ data: z.array(entry), next_cursor: nextCursor }) };

/** Every admin action, newest first: who did what to which record. */
export const handler = adminHandler({ query, responses })(async ({ query }) => {
  const { entries, nextCursor } = await listAudit(auditTable, query);
  return { status: 200, body: { data: entries, next_cursor: nextCursor } };
});
