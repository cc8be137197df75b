import type { OperationSchemas } from '../../api-schemas.js';
import type { CreateTaskInput } from '../../client.js';
import type { HandoffTool } from '../registry.js';
import { call, idempotencyKey, keyed, object, requestPart, responseOf } from '../schemas.js';

/** These properties of the task creation's body. */
const fromCreation = (operation: OperationSchemas, names: string[]) => {
  const creation = requestPart(operation, 'body');
  return Object.fromEntries(names.map((name) => [name, creation.properties![name]!]));
};

export const createTaskFromTemplate: HandoffTool = {
  name: 'create_task_from_template',
  title: 'Post a task from a template',
  description:
    'Posts a task from a template: one of the built-in ones (tpl_builtin_place_open: is this place open; tpl_builtin_photograph_address; ' +
    'tpl_builtin_confirm_delivery; tpl_builtin_shelf_price: check a price on a shelf) or one you defined (GET /api/v1/templates lists them ' +
    "with their placeholders). inputs fills each {{placeholder}} of the template's title and description; a missing one is refused " +
    '(Missing input: <name>). The template gives type, requirements and its result_schema: the operator then answers a structured ' +
    'result, which get_task and wait_for_task return as task.result once submitted. COSTS MONEY as create_task does (reward_usd ' +
    'plus fee into escrow; the built-ins have no default reward, so give reward_usd). The built-ins need a location. Retrying with ' +
    'the same idempotency_key never creates (or pays for) a second task.',
  operationId: 'createTask',
  schemas: (operation) => ({
    inputSchema: object(
      {
        ...fromCreation(operation, ['template_id', 'inputs', 'reward_usd', 'location', 'deadline', 'callback_url']),
        idempotency_key: idempotencyKey('the same key and the same fields return the task already created instead of a new one'),
      },
      ['template_id', 'inputs'],
    ),
    outputSchema: responseOf(operation, '201'),
  }),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  run: ({ idempotency_key, ...input }, { client }) => call(() => client.createTask(input as CreateTaskInput, keyed(idempotency_key))),
};
