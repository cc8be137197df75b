import { callbackErrors } from '../../functions/contexts/delivery/callbacks/errors';
import { taskErrors } from '../../functions/contexts/work/tasks/errors';
import type { Area } from '../operation';

export const callbacks: Area = {
  tag: {
    name: 'Callbacks',
    description: "Signed callbacks: what the service POSTs to a task's callback_url, the agent's default signing secret and the delivery log",
  },
  operations: {
    'POST /api/v1/agents/callback-secret': {
      operationId: 'revealCallbackSecret',
      summary: "Show the agent's default callback secret, once",
      description:
        'The default secret signs the callbacks of tasks created without a `callback_secret`. It is created when first ' +
        'needed (by this call or by the first callback it signs) and shown only once, like an API key: keep it. Secrets are ' +
        'sealed at rest and never logged. No request body is read.',
      responses: { 200: 'The secret, shown only here' },
      errors: { 409: callbackErrors.callbackSecretRevealed().message },
    },
    'GET /api/v1/tasks/{id}/callbacks': {
      operationId: 'listTaskCallbacks',
      summary: "The delivery log of a task's callbacks",
      description:
        'One entry per status change of a task with a `callback_url`, oldest first: how many attempts its delivery took, ' +
        'the last answer or error, when the next retry is due, and whether it was DELIVERED or FAILED (after the last ' +
        'retry, when it is parked in the dead-letter queue).',
      params: { id: 'The task_id' },
      responses: { 200: 'The log' },
      errors: { 404: `${taskErrors.taskNotFound().message} (also for another agent's task)` },
    },
  },
};
