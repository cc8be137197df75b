import { randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { expect } from 'vitest';
import { gpsIfd } from '../../functions/adapters/photos/synthetic-photo';
import type { Tier } from '../../functions/contexts/accounts/agents/domain/tiers';
import { agentsKeys } from '../../functions/contexts/accounts/agents/store/keys';
import { ddb, TABLE_NAME } from '../../functions/platform/table/client';
import { api, latestVerificationToken, type RegisteredAgent, registerAgent, uniqueEmail } from './api';
import { fundAgent } from './ledger';
import { taskBody } from './request-bodies';

/** Moves an agent to a tier directly in the store (deposits that upgrade to STANDARD come later). */
export const setTier = async (agentId: string, tier: Tier): Promise<void> => {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: agentsKeys.agent(agentId),
      UpdateExpression: 'SET tier = :tier, email_verified = :true',
      ExpressionAttributeValues: { ':tier': tier, ':true': true },
    }),
  );
};

/** A VERIFIED agent (email verified over HTTP) with `dollars` on deposit. */
export const fundedAgent = async (dollars: number, tier: Tier = 'VERIFIED'): Promise<RegisteredAgent> => {
  const agent = await registerAgent();
  await api('POST', '/api/v1/agents/verify-email', { body: { token: await latestVerificationToken(agent.email) } });
  if (tier === 'STANDARD') await setTier(agent.agentId, 'STANDARD');
  if (dollars > 0) await fundAgent(agent.agentId, dollars);
  return agent;
};

export const createTask = async (agent: RegisteredAgent, overrides: Record<string, unknown> = {}) => {
  const response = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody(overrides) });
  if (response.status !== 201) throw new Error(`create task failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { task_id: string; total_escrow: number; reward_usd: number; platform_fee: number };
};

export interface TestOperator {
  id: string;
  name: string;
  rating: number;
  email: string;
  token: string;
}

/** A registered operator (KYC is approved at once in development) with a token from the local issuer. */
export const newOperator = async (name = 'Olga Operator'): Promise<TestOperator> => {
  const email = uniqueEmail('operator');
  const registered = await api('POST', '/api/v1/operator/register', { body: { name, email, phone: '+49 30 1234567', skills: ['photo'] } });
  if (registered.status !== 201) throw new Error(`operator register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const { body } = await api('POST', '/dev/operator-token', { body: { email } });
  return { id: registered.body.operator_id, name, rating: registered.body.rating, email, token: body.token };
};

export const asOperator = (operator: TestOperator, body?: unknown) => ({ headers: { authorization: `Bearer ${operator.token}` }, body });

export const operatorClaims = (taskId: string, operator: TestOperator, estimateMinutes = 45) =>
  api('POST', `/api/v1/operator/tasks/${taskId}/accept`, asOperator(operator, { estimate_minutes: estimateMinutes, estimate_note: 'On my way' }));

export const operatorStarts = (taskId: string, operator: TestOperator) => api('POST', `/api/v1/operator/tasks/${taskId}/start`, asOperator(operator));

/**
 * By default the proof leaves the Guardian unsure (no photo for the requirement), so the
 * task waits in MANUAL_REVIEW for the agent instead of racing it to VERIFIED.
 */
export const operatorSubmits = async (taskId: string, operator: TestOperator, proof: Record<string, unknown> = {}) => {
  const photos = (proof.photos as unknown[] | undefined) ?? [];
  // An operator the service refuses (KYC rejected, the task gone) cannot upload either: the submit then answers for itself.
  const uploaded = await Promise.all(
    photos.map(async (photo) =>
      photo === CLEAN_PHOTO
        ? (await uploadPhoto(taskId, operator, await uniquePhoto()).catch(() => ({ photo_id: 'ph_never_uploaded' }))).photo_id
        : photo,
    ),
  );
  return api(
    'POST',
    `/api/v1/operator/tasks/${taskId}/submit`,
    asOperator(operator, { notes: 'Could not get a clear photo.', ...proof, photos: uploaded }),
  );
};

/** In a proof given to operatorSubmits: upload a fresh, unique, clean JPEG and name its id here. */
export const CLEAN_PHOTO = 'upload:clean-photo';

/** Proof the rules Guardian approves: a clean uploaded photo for the requirement, and notes. */
export const CONVINCING_PROOF = { photos: [CLEAN_PHOTO], notes: 'Open, lights on, staff inside.' };

/** A real 640x480 image whose pattern is random, so its perceptual hash matches no other; EXIF as given. */
export const uniquePhoto = async (
  options: { format?: 'jpeg' | 'png'; takenAt?: Date; gps?: { lat: number; lng: number }; width?: number; height?: number } = {},
): Promise<{ bytes: Buffer; contentType: string }> => {
  const cells = randomBytes(16 * 12 * 3);
  const exif: Record<string, Record<string, string>> = { IFD0: { Make: 'Handoff test' } };
  if (options.takenAt) exif.IFD2 = { DateTimeOriginal: options.takenAt.toISOString().replace(/-/g, ':').replace('T', ' ').slice(0, 19) };
  if (options.gps) exif.IFD3 = gpsIfd(options.gps);
  const image = sharp(cells, { raw: { width: 16, height: 12, channels: 3 } })
    .resize(options.width ?? 640, options.height ?? 480, { kernel: 'nearest' })
    .withExif(exif);
  const format = options.format ?? 'jpeg';
  return { bytes: await (format === 'png' ? image.png() : image.jpeg()).toBuffer(), contentType: `image/${format}` };
};

/**
 * A black RGB PNG of side x side pixels, under a megabyte for 16383 (a decompression bomb: its
 * frame is 800 MB). Built by hand in a few milliseconds: the deflate of a band of zero rows is
 * flushed to a byte boundary without a final block, so the same bytes can stand for every band.
 */
export const blackPng = (side: number): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framing = Buffer.alloc(8);
    framing.writeUInt32BE(data.length, 0);
    framing.writeUInt32BE(crc32(body), 4);
    return Buffer.concat([framing.subarray(0, 4), body, framing.subarray(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  const rowBytes = 1 + side * 3; // filter byte, then the pixels
  const band = (rows: number) => deflateRawSync(Buffer.alloc(rowBytes * rows), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const rowsPerBand = 16;
  const bands = [...Array<Buffer>(Math.floor(side / rowsPerBand)).fill(band(rowsPerBand)), band(side % rowsPerBand)];
  const adler = Buffer.alloc(4); // Adler-32 of zeros: a = 1, b = the byte count
  adler.writeUInt32BE((((rowBytes * side) % 65521) * 65536 + 1) >>> 0);
  const zlib = Buffer.concat([Buffer.from([0x78, 0xda]), ...bands, Buffer.from([0x03, 0x00]), adler]);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlib), chunk('IEND', Buffer.alloc(0))]);
};

/** Asks for an upload form, then POSTs the bytes to it as a browser would (fields, then the file). */
export const uploadPhoto = async (
  taskId: string,
  operator: TestOperator,
  photo: { bytes: Buffer; contentType: string },
  extra: { requirement?: number; declaredType?: string; capture?: Record<string, unknown> } = {},
) => {
  const asked = await api(
    'POST',
    `/api/v1/operator/tasks/${taskId}/photos`,
    asOperator(operator, {
      content_type: extra.declaredType ?? photo.contentType,
      size_bytes: photo.bytes.length,
      ...(extra.requirement === undefined ? {} : { requirement: extra.requirement }),
      ...(extra.capture ? { capture: extra.capture } : {}),
    }),
  );
  if (asked.status !== 201) throw new Error(`photo upload request failed: ${asked.status} ${JSON.stringify(asked.body)}`);
  const form = new FormData();
  for (const [name, value] of Object.entries(asked.body.upload.fields as Record<string, string>)) form.append(name, value);
  form.append('file', new Blob([photo.bytes], { type: extra.declaredType ?? photo.contentType }), 'photo');
  const uploaded = await fetch(asked.body.upload.url, { method: 'POST', body: form });
  if (uploaded.status !== 204) throw new Error(`photo upload failed: ${uploaded.status} ${await uploaded.text()}`);
  return asked.body as { photo_id: string; upload: { url: string; fields: Record<string, string> }; expires_at: string };
};

/** A task of `agent` brought to `state` by a fresh operator. */
export const taskIn = async (
  agent: RegisteredAgent,
  state: 'PENDING' | 'ESTIMATE_PENDING' | 'ACCEPTED' | 'IN_PROGRESS' | 'SUBMITTED',
  overrides: Record<string, unknown> = {},
) => {
  const created = await createTask(agent, overrides);
  const operator = await newOperator();
  const order = ['PENDING', 'ESTIMATE_PENDING', 'ACCEPTED', 'IN_PROGRESS', 'SUBMITTED'];
  const reach = (s: string) => order.indexOf(state) >= order.indexOf(s);
  if (reach('ESTIMATE_PENDING')) await operatorClaims(created.task_id, operator);
  if (reach('ACCEPTED')) await api('POST', `/api/v1/tasks/${created.task_id}/estimate/approve`, { apiKey: agent.apiKey });
  if (reach('IN_PROGRESS')) await operatorStarts(created.task_id, operator);
  if (reach('SUBMITTED')) await operatorSubmits(created.task_id, operator);
  return { ...created, operator };
};

/**
 * A $20 task of `agent` whose proof (a clean photo, but empty notes: the Guardian defers) its agent
 * rejected, with the photo URLs the agent was handed while it reviewed (each serving the photo).
 */
export const disputedWithPhoto = async (agent: RegisteredAgent) => {
  const task = await taskIn(agent, 'IN_PROGRESS', { reward_usd: 20 });
  await operatorSubmits(task.task_id, task.operator, { photos: [CLEAN_PHOTO], notes: '' });
  const review = await eventuallyStatus(agent, task.task_id, 'MANUAL_REVIEW');
  const photoUrls = review.proof.photos as string[];
  for (const url of photoUrls) expect((await fetch(url)).status).toBe(200);
  const rejected = await api('POST', `/api/v1/tasks/${task.task_id}/verify`, {
    apiKey: agent.apiKey,
    body: { decision: 'REJECT', reason: 'Not this shop.' },
  });
  expect(rejected.body.status).toBe('DISPUTED');
  return { task, photoUrls };
};

/** After a refund: the agent's view carries no photos and no notes, and the URLs handed out before serve nothing. */
export const expectProofWithdrawn = async (agent: RegisteredAgent, taskId: string, photoUrls: string[]) => {
  const { body } = await api('GET', `/api/v1/tasks/${taskId}`, { apiKey: agent.apiKey });
  expect(body.proof).toMatchObject({ photos: [], photo_ids: [], notes: null });
  // What the Guardian read in the proof goes with it.
  expect(body.guardian_result).toBeNull();
  expect(photoUrls).not.toEqual([]);
  // The refund's own request (or sweep) deletes the copies right after its move: polled, for the sweep's moment between the two.
  for (const url of photoUrls) await expect.poll(async () => (await fetch(url)).status, { timeout: 10_000, interval: 100 }).toBe(404);
};

/**
 * A $20 task at Berlin whose one photo was taken in Munich, submitted by a fresh operator: the
 * Guardian sends it to the agent with gps_location failed. The agent's view in MANUAL_REVIEW with it.
 */
export const proofTakenFarAway = async (overrides: Record<string, unknown> = {}) => {
  const agent = await fundedAgent(100);
  const task = await createTask(agent, {
    proof_requirements: ['photo of the storefront'],
    location: { lat: 52.52, lng: 13.405 },
    reward_usd: 20,
    ...overrides,
  });
  const operator = await newOperator();
  await operatorClaims(task.task_id, operator);
  await api('POST', `/api/v1/tasks/${task.task_id}/estimate/approve`, { apiKey: agent.apiKey });
  await operatorStarts(task.task_id, operator);
  const photo = await uploadPhoto(task.task_id, operator, await uniquePhoto({ takenAt: new Date(), gps: { lat: 48.1372, lng: 11.5756 } }));
  await api('POST', `/api/v1/operator/tasks/${task.task_id}/submit`, asOperator(operator, { photos: [photo.photo_id], notes: 'Shop open.' }));
  const agentView = await eventuallyStatus(agent, task.task_id, 'MANUAL_REVIEW');
  return { agent, task, taskId: task.task_id as string, operator, agentView };
};

/** Polls the agent's view of a task until it reaches `status` (workflows move it on their own). */
export const eventuallyStatus = async (agent: RegisteredAgent, taskId: string, status: string, timeoutMs = 20_000) => {
  const until = Date.now() + timeoutMs;
  let last: any;
  while (Date.now() < until) {
    last = (await api('GET', `/api/v1/tasks/${taskId}`, { apiKey: agent.apiKey })).body;
    if (last.status === status) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`task ${taskId} stayed ${last?.status}, never reached ${status}`);
};

/** The operator completes a task worth `reward` dollars for a fresh agent (approved by the agent): available at once locally. */
export const operatorEarns = async (operator: TestOperator, reward: number) => {
  const agent = await fundedAgent(reward * 1.1 + 1);
  const task = await taskIn(agent, 'PENDING', { reward_usd: reward });
  await api('POST', `/api/v1/operator/tasks/${task.task_id}/accept`, asOperator(operator, { estimate_minutes: 30 }));
  await api('POST', `/api/v1/tasks/${task.task_id}/estimate/approve`, { apiKey: agent.apiKey });
  await api('POST', `/api/v1/operator/tasks/${task.task_id}/submit`, asOperator(operator, { photos: [], notes: 'No photo, see notes' }));
  const verified = await api('POST', `/api/v1/tasks/${task.task_id}/verify`, { apiKey: agent.apiKey, body: { decision: 'APPROVE' } });
  expect(verified.body.status).toBe('COMPLETED');
  return { agent, taskId: task.task_id };
};

export { taskBody };
