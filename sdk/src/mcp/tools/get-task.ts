import { PROOF_REVIEW_TOOL_META } from '../../mcp-app.js';
import type { HandoffTool } from '../registry.js';
import { call, READ_ONLY, responseOf, withTaskId } from '../schemas.js';

export const getTask: HandoffTool = {
  name: 'get_task',
  title: 'Get a task',
  description:
    'One of your tasks as it is now: status, reward and escrow, the operator and their estimate, the proof (photo URLs, notes) once ' +
    'submitted, and the Guardian review result. Free; changes nothing.',
  operationId: 'getTask',
  schemas: (operation) => ({
    inputSchema: withTaskId(operation),
    outputSchema: responseOf(operation, '200'),
  }),
  annotations: READ_ONLY,
  _meta: PROOF_REVIEW_TOOL_META,
  run: ({ task_id }, { client }) => call(() => client.getTask(task_id as string)),
};
