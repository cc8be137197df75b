import type { Task } from '../../functions/contexts/work/tasks/domain/tasks';
import { tasksKeys } from '../../functions/contexts/work/tasks/store/keys';

/** A DynamoDB command as a stand-in table sees it. */
export interface Command {
  constructor: { name: string };
  input: Record<string, any>;
}

type Entry = Record<string, any> & { pk: string; sk: string };

/**
 * A task index as DynamoDB answers the store's list reads, for unit tests that stub the store's
 * client: Query on one partition of `index`, newest first (sort key descending), from after
 * ExclusiveStartKey, at most Limit entries evaluated, filtered by `matches`, with LastEvaluatedKey
 * when it stopped at Limit; and BatchGet of a task's item and its content item, each as asked for
 * (both hold every field and the task item's gsi1 keys, which carry its agent and creation time: a
 * reader takes its own).
 */
export const taskIndexTable =
  <E extends Entry>(options: {
    index: 'gsi1' | 'gsi2';
    tasks: () => Task[];
    entryOf: (task: Task) => E;
    /** Whether an entry is in the partition the key condition names (and above its bound, if any). */
    inPartition?: (entry: E, values: Record<string, any>) => boolean;
    /** The filter expression (given too, when there is one). */
    matches: (entry: E, values: Record<string, any>, filter: string | undefined) => boolean;
  }) =>
  (command: Command) => {
    const { input } = command;
    const values = input.ExpressionAttributeValues ?? {};
    const [pkName, skName] = [`${options.index}pk`, `${options.index}sk`];
    if (command.constructor.name === 'QueryCommand') {
      const entries = options
        .tasks()
        .map(options.entryOf)
        .filter((entry) => options.inPartition?.(entry, values) ?? true)
        .sort((a, b) => String(b[skName]).localeCompare(String(a[skName])));
      const from = input.ExclusiveStartKey ? entries.findIndex((entry) => entry[skName] < input.ExclusiveStartKey[skName]) : 0;
      const evaluated = (from < 0 ? [] : entries.slice(from)).slice(0, input.Limit ?? entries.length);
      const items = evaluated.filter((entry) => options.matches(entry, values, input.FilterExpression));
      const last = evaluated.length === input.Limit ? evaluated.at(-1) : undefined;
      return {
        Items: items,
        Count: items.length,
        ScannedCount: evaluated.length,
        LastEvaluatedKey: last && { pk: last.pk, sk: last.sk, [pkName]: last[pkName], [skName]: last[skName] },
      };
    }
    if (command.constructor.name === 'BatchGetCommand') {
      const wanted: { pk: string; sk: string }[] = input.RequestItems['handoff-test'].Keys;
      const byPk = new Map(options.tasks().map((task) => [tasksKeys.task(task.task_id).pk, task]));
      return {
        Responses: {
          'handoff-test': wanted.flatMap(({ pk, sk }) => {
            const task = byPk.get(pk);
            return task ? [{ ...options.entryOf(task), ...tasksKeys.agentTasks(task.agent_id, task.created_at, task.task_id), ...task, sk }] : [];
          }),
        },
      };
    }
    throw new Error(`unexpected ${command.constructor.name}`);
  };

/** Task n of a list: created n seconds after a fixed time (newest first is n descending), `fields` over a plain open task. */
export const listedTask = (n: number, fields: Partial<Task> & Pick<Task, 'task_id'>): Task => ({
  agent_id: 'agt_1',
  title: `Task ${n}`,
  description: 'A task',
  task_type: 'PHOTO',
  task_domain: 'PHYSICAL',
  reward_cents: 1000,
  fee_cents: 100,
  escrow_cents: 1100,
  deadline: '2030-01-01T00:00:00.000Z',
  proof_requirements: ['door'],
  status: 'PENDING',
  version: 1,
  sandbox: false,
  created_at: new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString(),
  updated_at: '2026-01-01T00:00:00.000Z',
  ...fields,
});
