import { taskId } from '../../args.js';
import type { Command } from '../../command.js';
import { fields } from '../../format.js';

export const tasksCancel: Command = {
  async run(context) {
    const cancelled = await context.client().cancelTask(taskId(context));
    context.out(fields(cancelled), cancelled);
  },
};
