import { beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '../../functions/platform/kernel/geohash';
import { api, type RegisteredAgent } from '../support/api';
import { asOperator, createTask, fundedAgent, newOperator, operatorClaims, type TestOperator } from '../support/tasks';

/** A point `km` north and `eastKm` east of `from` (small distances: a flat approximation is enough to place tasks). */
const offset = (from: { lat: number; lng: number }, northKm: number, eastKm = 0) => ({
  lat: from.lat + northKm / 111.195,
  lng: from.lng + eastKm / (111.195 * Math.cos((from.lat * Math.PI) / 180)),
});

// A place of its own, so the tasks other test files leave open never show here.
const center = { lat: -41.2865, lng: 174.7762 };
const nearPath = (query: string) => `/api/v1/operator/tasks?near=${center.lat},${center.lng}&${query}`;

describe('GET /api/v1/operator/tasks?near=', () => {
  let agent: RegisteredAgent;
  let operator: TestOperator;
  /** Task ids by how far north of the center they are (km). */
  const placed = new Map<number, string>();

  beforeAll(async () => {
    agent = await fundedAgent(100, 'STANDARD');
    operator = await newOperator();
    // Created out of distance order, so nearest first is the server's doing.
    for (const km of [12, 0.5, 30, 3, 150, 7, 1, 20]) {
      const { task_id } = await createTask(agent, { reward_usd: 1, location: offset(center, km) });
      placed.set(km, task_id);
    }
    // Unlocated: never in the near list.
    await createTask(agent, { reward_usd: 1 });
  }, 120_000);

  it('lists the located open tasks within 25 km by default, nearest first, each with distance_km', async () => {
    const { status, body } = await api('GET', `/api/v1/operator/tasks?near=${center.lat},${center.lng}`, asOperator(operator));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.map((task: { task_id: string }) => task.task_id)).toEqual([0.5, 1, 3, 7, 12, 20].map((km) => placed.get(km)));
    expect(body.data.map((task: { distance_km: number }) => task.distance_km)).toEqual([0.5, 1, 3, 7, 12, 20]);
    expect(body.pagination).toEqual({ limit: 20, offset: 0, total: 6 });
    expect(body.next_cursor).toBeNull();
    const first = body.data[0];
    expect(distanceKm(center, first.location)).toBeCloseTo(first.distance_km, 2);
  });

  it('takes radius_km up to 200, and a small radius keeps only what is inside it', async () => {
    const wide = await api('GET', nearPath('radius_km=200'), asOperator(operator));
    expect(wide.body.data.map((task: { distance_km: number }) => task.distance_km)).toEqual([0.5, 1, 3, 7, 12, 20, 30, 150]);
    const small = await api('GET', nearPath('radius_km=2.5'), asOperator(operator));
    expect(small.body.data.map((task: { task_id: string }) => task.task_id)).toEqual([placed.get(0.5), placed.get(1)]);
    // From another point the order is that point's: 150 km north is nearest to itself.
    const far = offset(center, 150);
    const there = await api('GET', `/api/v1/operator/tasks?near=${far.lat},${far.lng}&radius_km=5`, asOperator(operator));
    expect(there.body.data.map((task: { task_id: string }) => task.task_id)).toEqual([placed.get(150)]);
  });

  it('pages nearest first by cursor without repeats or gaps, and by offset to the same pages', async () => {
    const seen: number[] = [];
    let path = nearPath('radius_km=200&limit=3');
    const offsets: number[] = [];
    for (let page = 0; page < 10; page++) {
      const { status, body } = await api('GET', path, asOperator(operator));
      expect(status, JSON.stringify(body)).toBe(200);
      seen.push(...body.data.map((task: { distance_km: number }) => task.distance_km));
      offsets.push(body.pagination.offset);
      expect(body.pagination.total).toBe(8);
      if (body.next_cursor === null) break;
      path = nearPath(`radius_km=200&limit=3&cursor=${body.next_cursor}`);
    }
    expect(seen).toEqual([0.5, 1, 3, 7, 12, 20, 30, 150]);
    expect(offsets).toEqual([0, 3, 6]);
    const byOffset = await api('GET', nearPath('radius_km=200&limit=3&offset=3'), asOperator(operator));
    expect(byOffset.body.data.map((task: { distance_km: number }) => task.distance_km)).toEqual([7, 12, 20]);
  });

  it('refuses a cursor made for another place, radius or task type, and a cursor beside an offset', async () => {
    const first = await api('GET', nearPath('radius_km=200&limit=2'), asOperator(operator));
    const cursor = first.body.next_cursor;
    for (const query of [`radius_km=100&limit=2&cursor=${cursor}`, `radius_km=200&task_type=PHOTO&limit=2&cursor=${cursor}`]) {
      expect(await api('GET', nearPath(query), asOperator(operator))).toMatchObject({ status: 400, body: { error: 'Invalid cursor' } });
    }
    const elsewhere = await api('GET', `/api/v1/operator/tasks?near=0,0&radius_km=200&limit=2&cursor=${cursor}`, asOperator(operator));
    expect(elsewhere).toMatchObject({ status: 400, body: { error: 'Invalid cursor' } });
    const unplaced = await api('GET', `/api/v1/operator/tasks?limit=2&cursor=${cursor}`, asOperator(operator));
    expect(unplaced).toMatchObject({ status: 400, body: { error: 'Invalid cursor' } });
    const both = await api('GET', nearPath(`radius_km=200&limit=2&offset=2&cursor=${cursor}`), asOperator(operator));
    expect(both).toMatchObject({ status: 400, body: { error: 'offset must be 0 or left out with a cursor' } });
  });

  it('answers 400 naming the problem for a bad near or radius_km', async () => {
    const nearProblem = 'near must be "<lat>,<lng>" in decimal degrees, lat from -90 to 90, lng from -180 to 180';
    for (const near of ['', 'abc', '52.5', '91,0', '0,181', '52.5,13.4,1', 'NaN,1', '1e3,2']) {
      const { status, body } = await api('GET', `/api/v1/operator/tasks?near=${encodeURIComponent(near)}`, asOperator(operator));
      expect({ near, status, body }).toEqual({ near, status: 400, body: { error: nearProblem } });
    }
    const cases: [string, string][] = [
      ['radius_km=0', 'radius_km must be greater than 0'],
      ['radius_km=-5', 'radius_km must be greater than 0'],
      ['radius_km=200.5', 'radius_km must be at most 200'],
      ['radius_km=abc', 'radius_km must be a number'],
    ];
    for (const [query, error] of cases) {
      expect(await api('GET', nearPath(query), asOperator(operator))).toMatchObject({ status: 400, body: { error } });
    }
    expect(await api('GET', '/api/v1/operator/tasks?radius_km=5', asOperator(operator))).toMatchObject({
      status: 400,
      body: { error: 'radius_km is only accepted with near' },
    });
  });

  it('drops a task from the near list when it is claimed or cancelled, and shows it again when the claim is withdrawn', async () => {
    const claimed = placed.get(3)!;
    const cancelled = placed.get(7)!;
    expect((await operatorClaims(claimed, operator)).status).toBe(200);
    expect((await api('POST', `/api/v1/tasks/${cancelled}/cancel`, { apiKey: agent.apiKey })).status).toBe(200);
    const after = await api('GET', nearPath('radius_km=25'), asOperator(operator));
    expect(after.body.data.map((task: { task_id: string }) => task.task_id)).toEqual([0.5, 1, 12, 20].map((km) => placed.get(km)));
    expect(after.body.pagination.total).toBe(4);

    expect((await api('POST', `/api/v1/operator/tasks/${claimed}/withdraw-claim`, asOperator(operator))).status).toBe(200);
    const back = await api('GET', nearPath('radius_km=25'), asOperator(operator));
    expect(back.body.data.map((task: { task_id: string }) => task.task_id)).toEqual([0.5, 1, 3, 12, 20].map((km) => placed.get(km)));
  });

  it('needs an operator token', async () => {
    expect((await api('GET', nearPath('radius_km=25'))).status).toBe(401);
  });
});

describe('POST /api/v1/operator/tasks/{id}/start with a location (check-in)', () => {
  let agent: RegisteredAgent;
  let operator: TestOperator;

  beforeAll(async () => {
    agent = await fundedAgent(40, 'STANDARD');
  }, 60_000);

  /** A task claimed by a new operator (one holds only so many claims) and approved by the agent, ready to start. */
  const approvedTask = async (overrides: Record<string, unknown>) => {
    operator = await newOperator();
    const { task_id } = await createTask(agent, { reward_usd: 1, ...overrides });
    expect((await operatorClaims(task_id, operator)).status).toBe(200);
    expect((await api('POST', `/api/v1/tasks/${task_id}/estimate/approve`, { apiKey: agent.apiKey })).status).toBe(200);
    return task_id;
  };
  const startDistance = async (taskId: string) => (await api('GET', `/api/v1/tasks/${taskId}`, { apiKey: agent.apiKey })).body.start_distance_km;

  it("shows the agent how far from the task's place the operator started", async () => {
    const taskId = await approvedTask({ location: center });
    const at = offset(center, 1.2, 0.5);
    const started = await api('POST', `/api/v1/operator/tasks/${taskId}/start`, asOperator(operator, { location: { ...at, accuracy_m: 12 } }));
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(await startDistance(taskId)).toBe(1.3);
  });

  it('answers start_distance_km null when the start carried no location, or the task has none', async () => {
    const located = await approvedTask({ location: center });
    expect((await api('POST', `/api/v1/operator/tasks/${located}/start`, asOperator(operator))).status).toBe(200);
    expect(await startDistance(located)).toBeNull();
    const unlocated = await approvedTask({});
    expect((await api('POST', `/api/v1/operator/tasks/${unlocated}/start`, asOperator(operator, { location: center }))).status).toBe(200);
    expect(await startDistance(unlocated)).toBeNull();
  });

  it('refuses a malformed location with 400 naming the field, and leaves the task unstarted', async () => {
    const taskId = await approvedTask({ location: center });
    const cases: [unknown, string][] = [
      [{ lat: 91, lng: 0 }, 'location.lat must be at most 90'],
      [{ lat: 0, lng: -181 }, 'location.lng must be at least -180'],
      [{ lat: 0 }, 'location.lng is required'],
      [{ lat: '1', lng: 2 }, 'location.lat must be a number'],
      [{ lat: 1, lng: 2, accuracy_m: -1 }, 'location.accuracy_m must be at least 0'],
      ['here', 'location must be an object'],
    ];
    for (const [location, error] of cases) {
      const response = await api('POST', `/api/v1/operator/tasks/${taskId}/start`, asOperator(operator, { location }));
      expect({ location, status: response.status, body: response.body }).toEqual({ location, status: 400, body: { error } });
    }
    expect((await api('GET', `/api/v1/tasks/${taskId}`, { apiKey: agent.apiKey })).body.status).toBe('ACCEPTED');
  });
});
