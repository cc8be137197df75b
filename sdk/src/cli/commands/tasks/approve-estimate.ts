import { taskId } from '../../args.js';
import type { Command } from '../../command.js';
import { fields } from '../../format.js';

export const tasksApproveEstimate: Command = {
  async run(context) {
    const approved = await context.client().approveEstimate(taskId(context));
    context.out(fields({ ...approved, operator: approved.operator?.name }), approved);
  },
};
