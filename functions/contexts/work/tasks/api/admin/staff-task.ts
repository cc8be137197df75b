import * as z from 'zod/mini';
import { withMeta } from '../../../../../platform/wire/meta';
import { idParams, timestamp } from '../../../../../platform/wire/schemas';
import { adminHandler } from '../../../../accounts/staff/wiring/admin-handler';
import { taskForStaff } from '../../use-cases/staff-task-queries';
import { staffTaskReads } from '../../wiring/staff-task-reads';
import { agentTaskView } from '../agent/agent-task-view';
import { taskSchema } from '../agent/task-views';

const original = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    photo_id: /* @__PURE__ */ z.string(),
    content_type: /* @__PURE__ */ z.string(),
    captured_at: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(timestamp), {
      description: 'When the device says the photo was taken; null if it did not say',
    }),
    url: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string(), {
      description: 'A presigned GET of the original as uploaded, valid for an hour (staff only)',
    }),
  }),
  { id: 'OriginalPhoto', description: 'A proof photo as the operator uploaded it: the evidence the Guardian reviewed' },
);
const responses = !import.meta.bundled && {
  200: z.object({
    task: withMeta(taskSchema, { description: 'The task as its agent sees it (after a refund, without photos or notes)' }),
    agent_id: z.string(),
    originals: withMeta(z.array(original), { description: "The operator's original photos, in submission order (kept after a refund)" }),
  }),
};

/** A task as the back office judges its dispute: the agent's view, whose task it is, and the operator's original photos. */
export const handler = adminHandler({ params: idParams, responses })(async ({ params }) => {
  const { task, originals } = await taskForStaff(staffTaskReads, params.id);
  return {
    status: 200,
    body: {
      task: await agentTaskView(task),
      agent_id: task.agent_id,
      originals: originals.map((photo) => ({ ...photo, captured_at: photo.captured_at ?? null })),
    },
  };
});
