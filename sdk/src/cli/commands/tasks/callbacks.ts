import { taskId } from '../../args.js';
import type { Command } from '../../command.js';
import { table, text } from '../../format.js';

export const tasksCallbacks: Command = {
  async run(context) {
    const log = await context.client().getCallbackDeliveries(taskId(context));
    const columns = ['event_id', 'status', 'delivery_status', 'attempts', 'last_response_code', 'last_attempt_at', 'last_error'];
    context.out(`callback_url  ${text(log.callback_url)}\n\n${table(log.data, columns)}`, log);
  },
};
