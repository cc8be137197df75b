import type { CreateTaskInput } from '../../client.js';
import type { HandoffTool } from '../registry.js';
import { call, extend, idempotencyKey, keyed, requestPart, responseOf } from '../schemas.js';

export const createTask: HandoffTool = {
  name: 'create_task',
  title: 'Post a task for a human operator',
  description:
    'Posts a real-world task (checking a place, taking photos, creating an account...) for a verified human operator. ' +
    'COSTS MONEY for a real task: reward_usd plus the platform fee (total_escrow) move from your deposit balance into escrow at once ' +
    '(refunded if the task is cancelled or expires; paid to the operator on completion). Agents in the SANDBOX tier create sandbox ' +
    'tasks: free, done by simulated operators with synthetic proof, COMPLETED within seconds. The task starts PENDING; an operator ' +
    'then claims it with an estimate (ESTIMATE_PENDING) that you approve with approve_estimate. Follow it with wait_for_task. ' +
    'CREDENTIAL task types (ACCOUNT_CREATION, API_KEY_PROCUREMENT, PHONE_VERIFICATION, SUBSCRIPTION_SETUP) need agent_public_key ' +
    '(PEM SPKI, RSA >= 2048 or EC P-256). Retrying with the same idempotency_key never creates (or pays for) a second task.',
  // The API takes these from a template too; this tool is for a task described in full (create_task_from_template takes templates).
  operationId: 'createTask',
  schemas: (operation) => ({
    inputSchema: extend(
      requestPart(operation, 'body'),
      { idempotency_key: idempotencyKey('the same key and the same fields return the task already created instead of a new one') },
      ['title', 'description', 'reward_usd', 'proof_requirements'],
    ),
    outputSchema: responseOf(operation, '201'),
  }),
  // Not idempotent without a key; it reaches people in the real world.
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  run: ({ idempotency_key, ...input }, { client }) => call(() => client.createTask(input as CreateTaskInput, keyed(idempotency_key))),
};
