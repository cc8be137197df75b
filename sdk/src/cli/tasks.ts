import type { components } from '../api-types.generated.js';
import type { CreateTaskInput, Task, TaskStatus } from '../client.js';
import { number, optional, readText, required, templateInputs } from './args.js';
import { type Context, type Options, UsageError, type Values } from './command.js';
import { taskView } from './format.js';

/** The options of a task's fields: `tasks create` and `batches create` (its every seat). */
export const TASK_OPTIONS: Options = {
  title: { type: 'string' },
  description: { type: 'string' },
  reward: { type: 'string' },
  requirement: { type: 'string', multiple: true },
  type: { type: 'string' },
  deadline: { type: 'string' },
  'callback-url': { type: 'string' },
  'callback-secret': { type: 'string' },
  'public-key-file': { type: 'string' },
  'idempotency-key': { type: 'string' },
  scenario: { type: 'string' },
  template: { type: 'string' },
  input: { type: 'string', multiple: true },
  lat: { type: 'string' },
  lng: { type: 'string' },
  'result-schema-file': { type: 'string' },
  pay: { type: 'boolean' },
  'private-key-env': { type: 'string' },
  'max-payment': { type: 'string' },
};

/** A task's fields from the TASK_OPTIONS on the command line. */
export const taskInputOf = (values: Values): CreateTaskInput => {
  const given = (name: string) => optional(values, name);
  const template = given('template');
  const reward = number(values, 'reward');
  const requirements = (values.requirement as string[] | undefined) ?? [];
  // A template gives the title, reward and requirements it holds; without one they are required.
  if (!template) {
    required(values, 'title');
    if (reward === undefined) throw new UsageError('--reward is required');
    if (requirements.length === 0) throw new UsageError('At least one --requirement is required');
  }
  const title = given('title');
  const lat = number(values, 'lat');
  const lng = number(values, 'lng');
  if ((lat === undefined) !== (lng === undefined)) throw new UsageError('--lat and --lng go together');
  const publicKeyFile = given('public-key-file');
  const resultSchemaFile = given('result-schema-file');
  return {
    ...(template ? { template_id: template, inputs: templateInputs(values) } : {}),
    ...(title ? { title } : {}),
    // The API requires a description; a one-line task's title says it all.
    ...(given('description') || (title && !template) ? { description: given('description') ?? title } : {}),
    ...(reward === undefined ? {} : { reward_usd: reward }),
    ...(requirements.length > 0 ? { proof_requirements: requirements } : {}),
    ...(lat === undefined ? {} : { location: { lat, lng: lng! } }),
    ...(resultSchemaFile ? { result_schema: JSON.parse(readText(resultSchemaFile)) } : {}),
    ...(given('type') ? { task_type: given('type')!.toUpperCase() as components['schemas']['TaskType'] } : {}),
    ...(given('deadline') ? { deadline: given('deadline') } : {}),
    ...(given('callback-url') ? { callback_url: given('callback-url') } : {}),
    ...(given('callback-secret') ? { callback_secret: given('callback-secret') } : {}),
    ...(publicKeyFile ? { agent_public_key: readText(publicKeyFile) } : {}),
    ...(given('scenario') ? { sandbox_scenario: given('scenario') as NonNullable<components['schemas']['Task']['sandbox_scenario']> } : {}),
  };
};

/** Polls until the task settles, printing each status change: to stdout for people, to stderr beside --json. */
export const waitAndReport = async (context: Context, id: string, until?: TaskStatus[]): Promise<Task> => {
  const timeoutSeconds = number(context.values, 'timeout') ?? 600;
  const task = await context.client().waitForTask(id, {
    until,
    timeoutMs: timeoutSeconds * 1000,
    onStatus: (seen) => {
      const line = `${new Date().toISOString()}  ${seen.task_id}  ${seen.status}`;
      if (context.json) process.stderr.write(`${line}\n`);
      else console.log(line);
    },
  });
  context.out(`\n${taskView(task)}`, task);
  return task;
};
