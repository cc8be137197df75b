import type { CreateTaskInput } from '../../client.js';
import type { HandoffTool } from '../registry.js';
import { call, READ_ONLY, requestPart, responseOf } from '../schemas.js';

export const quoteTask: HandoffTool = {
  name: 'quote_task',
  title: 'Price a task before creating it',
  description:
    'Takes the same fields as create_task (or a template_id with inputs) and answers what creating it would hold in escrow, whether it ' +
    'would succeed now (can_create, with the reasons creation would refuse), a suggested reward from similar completed tasks and how ' +
    'many operators completed such work nearby. Free; creates nothing and moves no money.',
  operationId: 'quoteTask',
  schemas: (operation) => ({
    inputSchema: requestPart(operation, 'body'),
    outputSchema: responseOf(operation, '200'),
  }),
  annotations: READ_ONLY,
  run: (input, { client }) => call(() => client.quoteTask(input as CreateTaskInput)),
};
