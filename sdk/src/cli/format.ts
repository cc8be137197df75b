import type { Batch, Task } from '../client.js';

export const text = (value: unknown): string => {
  if (value === null || value === undefined) return '-';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** Columns padded to their widest cell. */
export const table = (rows: readonly object[], columns: string[]): string => {
  if (rows.length === 0) return '(none)';
  const cells = [
    columns.map((column) => column.toUpperCase()),
    ...rows.map((row) => columns.map((column) => text((row as Record<string, unknown>)[column]))),
  ];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i]!.length)));
  return cells.map((line) => line.map((cell, i) => (i === line.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ')).join('\n');
};

/** One `field  value` line per field, in the order given; absent fields are left out. */
export const fields = (object: object, names = Object.keys(object)): string => {
  const record = object as Record<string, unknown>;
  const present = names.filter((name) => record[name] !== undefined);
  const width = Math.max(...present.map((name) => name.length));
  return present.map((name) => `${name.padEnd(width)}  ${text(record[name])}`).join('\n');
};

const TASK_FIELDS = [
  'task_id',
  'title',
  'status',
  'task_type',
  'reward_usd',
  'platform_fee_usd',
  'total_escrow',
  'refunded_usd',
  'sandbox',
  'deadline',
  'estimate_minutes',
  'created_at',
  'accepted_at',
  'submitted_at',
  'completed_at',
  'cancelled_at',
];

/** The task's fields a person looks at, nested objects summarised. */
export const taskView = (task: Task): string => {
  const summary: Record<string, unknown> = Object.fromEntries(TASK_FIELDS.map((name) => [name, (task as Record<string, unknown>)[name]]));
  summary.operator = task.operator ? `${task.operator.name} (rating ${task.operator.rating})` : undefined;
  summary.proof = task.proof ? `${task.proof.photos.length} photo(s); notes: ${task.proof.notes}` : undefined;
  summary.guardian = task.guardian_result ? `${task.guardian_result.decision} (confidence ${task.guardian_result.confidence})` : undefined;
  summary.requirements = task.proof_requirements.join('; ');
  summary.result = task.result ? JSON.stringify(task.result) : undefined;
  return fields(summary, [...TASK_FIELDS.slice(0, 4), 'requirements', ...TASK_FIELDS.slice(4), 'operator', 'proof', 'result', 'guardian']);
};

/** A batch for people: its seats by status (those with any), and its consensus. */
export const batchText = (batch: Batch): string => {
  const counts = Object.entries(batch.counts)
    .filter(([, n]) => n > 0)
    .map(([state, n]) => `${state} ${n}`)
    .join(', ');
  const consensus = batch.consensus
    ? batch.consensus.reached
      ? `reached: ${batch.consensus.field} = ${JSON.stringify(batch.consensus.value)} (${batch.consensus.agreeing} agree)`
      : `not reached (${batch.consensus.field}: ${batch.consensus.agreeing} agree at most)`
    : 'none asked';
  return `${fields({ batch_id: batch.batch_id, seats: batch.task_ids.length })}\nseats      ${counts}\nconsensus  ${consensus}\n\n${batch.task_ids.join('\n')}`;
};

/** A key's scopes, limits and expiry as one line each for people. */
export const grantView = (key: {
  scopes: readonly string[];
  limits: { max_task_usd: number | null; daily_spend_usd: number | null };
  expires_at: string | null;
}) => ({
  scopes: key.scopes.join(' '),
  limits:
    [
      key.limits.max_task_usd === null ? '' : `$${key.limits.max_task_usd} per task`,
      key.limits.daily_spend_usd === null ? '' : `$${key.limits.daily_spend_usd} per day`,
    ]
      .filter(Boolean)
      .join(', ') || 'none',
  expires_at: key.expires_at ?? 'never',
});
