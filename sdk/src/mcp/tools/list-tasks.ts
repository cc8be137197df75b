import type { ListTasksQuery } from '../../client.js';
import type { HandoffTool } from '../registry.js';
import { call, READ_ONLY, requestPart, responseOf } from '../schemas.js';

export const listTasks: HandoffTool = {
  name: 'list_tasks',
  title: 'List your tasks',
  description: 'A page of your tasks, newest first, optionally only those in one status (limit 1 to 100, default 20). Free; changes nothing.',
  operationId: 'listTasks',
  schemas: (operation) => ({
    inputSchema: requestPart(operation, 'query'),
    outputSchema: responseOf(operation, '200'),
  }),
  annotations: READ_ONLY,
  run: (query, { client }) => call(() => client.listTasks(query as ListTasksQuery)),
};
