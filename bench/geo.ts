import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { resetInstrumentation, snapshot } from '../local/instrumentation';
import { type Client, newWorker, TASK, taskBody } from './lifecycle';
import { percentile, round, sum } from './stats';

/**
 * Report 9, tasks near a place: the latency and DynamoDB read units of the operators' near list
 * (`GET /api/v1/operator/tasks?near=`) with `openTasks` open tasks around one city. One task is
 * created over HTTP; the others are copies of its two items written straight to the table, each at
 * its own random place within 100 km and with the index attributes of an open task (the geo index
 * among them), since creating 10,000 tasks over HTTP would take the bench minutes for nothing the
 * list reads differently.
 */
export interface GeoReport {
  openTasks: number;
  /** One row per radius asked (km): p50/p95 ms and read units a request (first page of 20). */
  byRadius: { radiusKm: number; requests: number; inRadius: number; p50Ms: number; p95Ms: number; readUnits: number }[];
}

const CENTER = { lat: 52.52, lng: 13.405 };
const SPREAD_KM = 100;
const RADII = [5, 25, 200];
const REQUESTS_PER_RADIUS = 10;

/** A random point within `km` of the center, uniform over the disk. */
const scatter = (km: number) => {
  const distance = km * Math.sqrt(Math.random());
  const bearing = Math.random() * 2 * Math.PI;
  return {
    lat: CENTER.lat + (distance * Math.cos(bearing)) / 111.195,
    lng: CENTER.lng + (distance * Math.sin(bearing)) / (111.195 * Math.cos((CENTER.lat * Math.PI) / 180)),
  };
};

export const measureGeo = async (client: Client, openTasks: number): Promise<GeoReport> => {
  const { ddb, TABLE_NAME } = await import('../functions/platform/table/client');
  const { NEAR_POINT_PRECISION, tasksKeys } = await import('../functions/contexts/work/tasks/store/keys');
  const { encodeGeohash } = await import('../functions/platform/kernel/geohash');
  const worker = await newWorker(client, 1);
  const created = await client.call('POST /api/v1/tasks', {
    as: worker.agentFor(0),
    body: { ...taskBody(client, TASK), location: CENTER },
    expected: 201,
  });
  const taskId: string = created.body.task_id;
  const core = (await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: tasksKeys.task(taskId) }))).Item!;
  const content = (await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: tasksKeys.taskContent(taskId) }))).Item!;
  const { gsi3pk: _timerPk, gsi3sk: _timerSk, ...openCore } = core;
  const items = Array.from({ length: openTasks - 1 }, () => {
    const id = `task_${randomUUID().replace(/-/g, '')}`;
    const place = scatter(SPREAD_KM);
    return [
      {
        ...openCore,
        ...tasksKeys.task(id),
        task_id: id,
        ...tasksKeys.agentTasks(String(core.agent_id), String(core.created_at), id),
        ...tasksKeys.openTask(String(core.created_at), id),
        ...tasksKeys.openTaskNear(encodeGeohash(place.lat, place.lng, NEAR_POINT_PRECISION), id),
      },
      { ...content, ...tasksKeys.taskContent(id), task_id: id, location: place },
    ];
  }).flat();
  for (let i = 0; i < items.length; i += 25) {
    await ddb.send(new BatchWriteCommand({ RequestItems: { [TABLE_NAME]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
  }
  const byRadius: GeoReport['byRadius'] = [];
  for (const radiusKm of RADII) {
    const timings: number[] = [];
    let inRadius = 0;
    resetInstrumentation();
    for (let i = 0; i < REQUESTS_PER_RADIUS; i++) {
      const page = await client.call('GET /api/v1/operator/tasks', {
        as: worker.operator,
        query: `?near=${CENTER.lat},${CENTER.lng}&radius_km=${radiusKm}`,
      });
      timings.push(page.timing.ms);
      inRadius = page.body.pagination.total;
    }
    const reads = sum(Object.values(snapshot().counters['dynamodb.read-units'] ?? {}));
    byRadius.push({
      radiusKm,
      requests: REQUESTS_PER_RADIUS,
      inRadius,
      p50Ms: round(percentile(timings, 0.5)),
      p95Ms: round(percentile(timings, 0.95)),
      readUnits: round(reads / REQUESTS_PER_RADIUS, 1),
    });
  }
  return { openTasks, byRadius };
};
