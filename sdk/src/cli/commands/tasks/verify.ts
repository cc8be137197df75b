import { required, taskId } from '../../args.js';
import { type Command, UsageError } from '../../command.js';
import { fields } from '../../format.js';

export const tasksVerify: Command = {
  options: { decision: { type: 'string' }, reason: { type: 'string' } },
  async run(context) {
    const decision = required(context.values, 'decision').toUpperCase();
    if (decision !== 'APPROVE' && decision !== 'REJECT') throw new UsageError('--decision must be APPROVE or REJECT');
    const reason = context.values.reason as string | undefined;
    const verified = await context.client().verifyTask(taskId(context), { decision, ...(reason ? { reason } : {}) });
    context.out(fields(verified), verified);
  },
};
