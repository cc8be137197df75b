import { taskId } from '../../args.js';
import type { Command } from '../../command.js';
import { taskView } from '../../format.js';

export const tasksGet: Command = {
  async run(context) {
    const task = await context.client().getTask(taskId(context));
    context.out(taskView(task), task);
  },
};
