import { routeKey, routes } from '../functions/manifest/routes';
import { resetInstrumentation, snapshot } from '../local/instrumentation';
import { type Client, newOperator, newWorker, TASK, taskBody, workTask } from './lifecycle';
import { percentile, round, sum } from './stats';
import { settled } from './work';

/**
 * Report 6, structured tasks: what a task from a template and a 3-seat batch with consensus cost in
 * DynamoDB write units (DynamoDB Local's figures, as the work report counts a plain task), and how
 * long a quote takes. Each measured stretch runs alone and until the stream, workflows and
 * callbacks are quiet, so it holds everything the creation sets off.
 */
export interface StructuredReport {
  /** One task from a template (placeholders filled, a result schema), created, worked with a structured result and COMPLETED. */
  templateTask: WriteUnits;
  /** A batch of 3 seats with consensus: created, each seat worked by its own operator with a result, COMPLETED, the consensus reached. */
  batchOf3: WriteUnits & { perSeat: number; consensusReached: boolean };
  quotes: { requests: number; p50Ms: number; p95Ms: number; canCreate: boolean; operatorsNearby: number };
}

interface WriteUnits {
  total: number;
  /** The creation request alone (template expansion, escrow, seats). */
  creation: number;
  byFunction: Record<string, number>;
}

/** A place the batch's seats are done at, so that quotes there find coverage (operators who completed work nearby). */
const PLACE = { lat: 48.8584, lng: 2.2945, address: 'Champ de Mars, Paris' };
const RESULT_SCHEMA = {
  type: 'object',
  properties: { open: { type: 'boolean', title: 'Open now' }, hours: { type: 'string', maxLength: 100 } },
  required: ['open'],
};
const RESULT = { open: true, hours: 'Mon-Sat 8-20' };
const TEMPLATE = {
  name: 'Is it open? (bench)',
  task_type: TASK.task_type,
  title: 'Is {{store}} open?',
  description: 'Walk by {{store}} at {{address}} and check whether it is open.',
  proof_requirements: TASK.proof_requirements,
  reward_usd: TASK.reward_usd,
  result_schema: RESULT_SCHEMA,
};

const writeUnitsSince = (): Record<string, number> => snapshot().counters['dynamodb.write-units'] ?? {};

/** Runs `work` from zeroed counters until everything it set off is quiet; answers the write units, by function. */
const measured = async (work: () => Promise<void>): Promise<Record<string, number>> => {
  await settled(1000, 30_000);
  resetInstrumentation();
  await work();
  await settled(1000, 30_000);
  return writeUnitsSince();
};

const units = (byFunction: Record<string, number>, creation: number): WriteUnits => ({
  total: round(sum(Object.values(byFunction)), 1),
  creation: round(creation, 1),
  byFunction: Object.fromEntries(Object.entries(byFunction).map(([name, value]) => [name, round(value, 1)])),
});

/** The write units the handler of `route` (e.g. 'POST /api/v1/tasks') has counted so far. */
const unitsOfRoute = (route: string) => {
  const handler = routes.find((candidate) => routeKey(candidate) === route)?.handler;
  if (!handler) throw new Error(`no route ${route}`);
  return writeUnitsSince()[handler] ?? 0;
};

export const measureStructured = async (client: Client, quotes: number): Promise<StructuredReport> => {
  // One agent for all of it (a template task and three seats), and an operator per seat.
  const worker = await newWorker(client, 4);
  const agent = worker.agentFor(0);
  const operators = [worker.operator, await newOperator(client), await newOperator(client)];
  const template = await client.call('POST /api/v1/templates', { as: agent, body: TEMPLATE, expected: 201 });

  let templateCreation = 0;
  const templateTask = await measured(async () => {
    const body = taskBody(client, { template_id: template.body.template_id, inputs: { store: 'the corner store', address: '12 Main St' } });
    const created = await client.call('POST /api/v1/tasks', { as: agent, body, expected: 201 });
    templateCreation = unitsOfRoute('POST /api/v1/tasks');
    await workTask(client, { agent, operator: worker.operator }, created.body.task_id, { result: RESULT });
  });

  let batchCreation = 0;
  let consensusReached = false;
  const batch = await measured(async () => {
    const body = {
      task: taskBody(client, { ...TASK, location: PLACE, result_schema: RESULT_SCHEMA }),
      seats: 3,
      consensus: { field: 'open', min_agreement: 2 },
    };
    const created = await client.call('POST /api/v1/batches', { as: agent, body, expected: 201 });
    batchCreation = unitsOfRoute('POST /api/v1/batches');
    const seats: string[] = created.body.task_ids;
    for (const [i, seat] of seats.entries()) await workTask(client, { agent, operator: operators[i]! }, seat, { result: RESULT, at: PLACE });
    const read = await client.call('GET /api/v1/batches/{id}', { id: created.body.batch_id, as: agent });
    consensusReached = read.body.consensus.reached === true;
  });
  const batchUnits = units(batch, batchCreation);

  const timings: number[] = [];
  let last: Record<string, any> = {};
  for (let i = 0; i < quotes; i++) {
    const quote = await client.call('POST /api/v1/tasks/quote', { as: agent, body: { ...TASK, location: PLACE } });
    timings.push(quote.timing.ms);
    last = quote.body;
  }
  return {
    templateTask: units(templateTask, templateCreation),
    batchOf3: { ...batchUnits, perSeat: round(batchUnits.total / 3, 1), consensusReached },
    quotes: {
      requests: quotes,
      p50Ms: round(percentile(timings, 0.5)),
      p95Ms: round(percentile(timings, 0.95)),
      canCreate: last.can_create === true,
      operatorsNearby: last.coverage?.operators_nearby ?? 0,
    },
  };
};
