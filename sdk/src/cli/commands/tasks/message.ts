import { optional, taskId } from '../../args.js';
import { type Command, UsageError } from '../../command.js';
import { fields } from '../../format.js';

export const tasksMessage: Command = {
  options: { 'idempotency-key': { type: 'string' } },
  async run(context) {
    const words = context.positionals.slice(1).join(' ');
    if (!words.trim()) throw new UsageError('the message text is required: tasks message ID TEXT');
    const message = await context.client().sendMessage(taskId(context), words, { idempotencyKey: optional(context.values, 'idempotency-key') });
    context.out(fields(message), message);
  },
};
