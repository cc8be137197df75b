import { number, optional } from '../../args.js';
import { type Command, UsageError } from '../../command.js';
import { fields } from '../../format.js';
import { TASK_OPTIONS, taskInputOf } from '../../tasks.js';
import { payingOptions } from '../../wallet.js';

export const batchesCreate: Command = {
  options: { ...TASK_OPTIONS, seats: { type: 'string' }, 'consensus-field': { type: 'string' }, 'min-agreement': { type: 'string' } },
  async run({ values, client, out }) {
    const seats = number(values, 'seats');
    if (seats === undefined) throw new UsageError('--seats is required');
    const field = optional(values, 'consensus-field');
    const minAgreement = number(values, 'min-agreement');
    if ((field === undefined) !== (minAgreement === undefined)) throw new UsageError('--consensus-field and --min-agreement go together');
    const created = await client(await payingOptions(values)).createBatch(
      { task: taskInputOf(values), seats, ...(field !== undefined ? { consensus: { field, min_agreement: minAgreement! } } : {}) },
      { idempotencyKey: optional(values, 'idempotency-key') },
    );
    out(fields(created), created);
  },
};
