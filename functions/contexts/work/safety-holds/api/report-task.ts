import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { idParams } from '../../../../platform/wire/schemas';
import { operatorHandler } from '../../../accounts/operators/wiring/operator-handler';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '../domain';
import { reportTask } from '../use-cases';
import { safetyHolds } from '../wiring/api';

const body = z.object({
  reason: withMeta(z.enum(REPORT_REASONS), {
    description: 'prohibited: against the acceptable use policy; unsafe: a risk to you or others; misleading: not what it says; other',
  }),
  details: withMeta(z.optional(z.string().check(z.trim(), z.maxLength(REPORT_DETAILS_MAX))), { description: 'What you saw, for staff' }),
});
const responses = !import.meta.bundled && { 201: z.object({ report_id: z.string() }) };

/**
 * An operator reports a task they can see (open, or claimed by them): staff review it. The
 * claimant's report ends their claim without penalty and holds the task; two operators' reports hold an open one.
 */
export const handler = operatorHandler({ params: idParams, body, responses })(async (request) => {
  const { details, reason } = request.body;
  const report = await reportTask(
    safetyHolds,
    request.params.id,
    request.principal.operatorId,
    { reason, ...(details ? { details } : {}) },
    request.now,
  );
  return { status: 201, body: { report_id: report.report_id } };
});
