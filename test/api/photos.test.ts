import { createHash, randomBytes } from 'node:crypto';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { differenceHash } from '../../functions/adapters/photos/image';
import { gpsIfd } from '../../functions/adapters/photos/synthetic-photo';
import { fingerprintOf, OPERATOR_DUPLICATE_DETAIL, OPERATOR_REVIEW_REASONING } from '../../functions/contexts/work/photos/domain/evidence';
import { photosKeys } from '../../functions/contexts/work/photos/store/keys';
import { getTaskPhotos } from '../../functions/contexts/work/photos/store/photos-store';
import { ddb, TABLE_NAME } from '../../functions/platform/table/client';
import { api } from '../support/api';
import { withContentCredentials } from '../support/content-credentials';
import { expectLedgerConsistent } from '../support/ledger';
import {
  asOperator,
  blackPng,
  createTask,
  eventuallyStatus,
  fundedAgent,
  newOperator,
  operatorClaims,
  operatorStarts,
  uniquePhoto,
  uploadPhoto,
} from '../support/tasks';

const BERLIN = { lat: 52.52, lng: 13.405 };

/** A real task of a funded agent at BERLIN, claimed, approved and started by a fresh operator. */
const startedTask = async (requirements = ['photo of the storefront']) => {
  const agent = await fundedAgent(100);
  const task = await createTask(agent, { proof_requirements: requirements, location: BERLIN });
  const operator = await newOperator();
  await operatorClaims(task.task_id, operator);
  await api('POST', `/api/v1/tasks/${task.task_id}/estimate/approve`, { apiKey: agent.apiKey });
  await operatorStarts(task.task_id, operator);
  return { agent, task, operator };
};

const submit = (taskId: string, operator: Awaited<ReturnType<typeof newOperator>>, photos: string[]) =>
  api('POST', `/api/v1/operator/tasks/${taskId}/submit`, asOperator(operator, { photos, notes: 'Store open, photo attached.' }));

/** The photo's object in the local bucket (its metadata), asked the way the functions ask (an SDK call, not a presigned URL); undefined when absent. */
const storedObject = async (photo: Awaited<ReturnType<typeof uploadPhoto>>, key = photo.upload.fields.key) => {
  const url = new URL(photo.upload.url);
  const s3 = new S3Client({
    endpoint: url.origin,
    forcePathStyle: true,
    region: 'us-east-1',
    // The local stack's S3 checks header signatures with the functions' credentials, made at its start.
    credentials: inject('localCredentials'),
  });
  try {
    return await s3.send(new HeadObjectCommand({ Bucket: url.pathname.replace(/^\/|\/$/g, ''), Key: key }));
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
    throw error;
  }
};
const stored = async (photo: Awaited<ReturnType<typeof uploadPhoto>>) => (await storedObject(photo)) !== undefined;

const checkOf = (view: any, name: string) => view.guardian_result.checks.find((check: any) => check.check === name);
/** The agent's view once the Guardian has decided (COMPLETED or MANUAL_REVIEW, whichever comes). */
const eventuallyReviewed = async (agent: Awaited<ReturnType<typeof fundedAgent>>, taskId: string) => {
  let view: any;
  await expect
    .poll(
      async () => {
        view = (await api('GET', `/api/v1/tasks/${taskId}`, { apiKey: agent.apiKey })).body;
        return ['COMPLETED', 'MANUAL_REVIEW'].includes(view.status);
      },
      { timeout: 60_000, interval: 250 },
    )
    .toBe(true);
  return view;
};

const failedChecks = (view: any) => view.guardian_result.checks.filter((check: any) => !check.passed).map((check: any) => check.check);

describe('Photo proof', () => {
  it('approves a clean JPEG and PNG proof with EXIF time and GPS, and the agent downloads copies in the same format and size without metadata', async () => {
    const { agent, task, operator } = await startedTask(['photo of the storefront', 'photo of the opening hours']);
    const jpeg = await uniquePhoto({ takenAt: new Date(), gps: { lat: 52.5205, lng: 13.4055 } });
    const png = await uniquePhoto({ format: 'png', takenAt: new Date(), gps: BERLIN });
    const first = await uploadPhoto(task.task_id, operator, jpeg, { requirement: 0 });
    const second = await uploadPhoto(task.task_id, operator, png, { requirement: 1 });
    expect(first.photo_id).toMatch(/^ph_/);
    expect(first.upload.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);

    expect((await submit(task.task_id, operator, [first.photo_id, second.photo_id])).status).toBe(200);
    const verified = await eventuallyStatus(agent, task.task_id, 'COMPLETED');

    expect(verified.guardian_result).toMatchObject({ decision: 'APPROVE' });
    expect(failedChecks(verified)).toEqual([]);
    expect(verified.guardian_result.requirements).toEqual([
      { requirement: 'photo of the storefront', met: true, photo_ids: [first.photo_id], reason: expect.any(String) },
      { requirement: 'photo of the opening hours', met: true, photo_ids: [second.photo_id], reason: expect.any(String) },
    ]);
    expect(verified.proof.photo_ids).toEqual([first.photo_id, second.photo_id]);
    const downloads = await Promise.all(
      verified.proof.photos.map(async (url: string) => {
        const response = await fetch(url);
        expect(response.status, url).toBe(200);
        return Buffer.from(await response.arrayBuffer());
      }),
    );
    // The originals carry the operator's EXIF (time, place, device); the agent's copies none of it.
    expect(await sharp(jpeg.bytes).metadata()).toMatchObject({ exif: expect.any(Buffer) });
    for (const [index, original] of [jpeg, png].entries()) {
      const copy = await sharp(downloads[index]).metadata();
      expect(copy).toMatchObject({ format: original.contentType.slice('image/'.length), width: 640, height: 480 });
      expect([copy.exif, copy.xmp, copy.iptc]).toEqual([undefined, undefined, undefined]);
    }
    await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [operator.id] });
    // The bucket is private: the same object without the signature is refused.
    expect((await fetch(verified.proof.photos[0].split('?')[0])).status).toBe(403);
  }, 60_000);

  it("serves the agent a photo that holds nothing but its picture (the app camera's) as uploaded, byte for byte", async () => {
    const { agent, task, operator } = await startedTask();
    const bytes = await sharp(randomBytes(16 * 12 * 3), { raw: { width: 16, height: 12, channels: 3 } })
      .resize(640, 480, { kernel: 'nearest' })
      .jpeg()
      .toBuffer();
    const { exif, xmp, icc } = await sharp(bytes).metadata();
    expect([exif, xmp, icc]).toEqual([undefined, undefined, undefined]);
    const uploaded = await uploadPhoto(
      task.task_id,
      operator,
      { bytes, contentType: 'image/jpeg' },
      { capture: { captured_at: new Date().toISOString(), ...BERLIN, accuracy_m: 10 } },
    );
    await submit(task.task_id, operator, [uploaded.photo_id]);
    const completed = await eventuallyStatus(agent, task.task_id, 'COMPLETED');

    const served = Buffer.from(await (await fetch(completed.proof.photos[0])).arrayBuffer());
    expect(served.equals(bytes)).toBe(true);
  }, 60_000);

  it("sends a proof whose photo duplicates an earlier task's photo to MANUAL_REVIEW, naming not_duplicate to the agent and a general reason to the operator", async () => {
    const photo = await uniquePhoto({ takenAt: new Date(), gps: BERLIN });
    const earlier = await startedTask();
    const original = await uploadPhoto(earlier.task.task_id, earlier.operator, photo);
    await submit(earlier.task.task_id, earlier.operator, [original.photo_id]);
    await eventuallyStatus(earlier.agent, earlier.task.task_id, 'COMPLETED');

    const later = await startedTask();
    const reused = await uploadPhoto(later.task.task_id, later.operator, photo);
    await submit(later.task.task_id, later.operator, [reused.photo_id]);
    const review = await eventuallyStatus(later.agent, later.task.task_id, 'MANUAL_REVIEW');

    expect(failedChecks(review)).toEqual(['not_duplicate']);
    expect(review.guardian_result.reasoning).toContain('not_duplicate');
    expect(JSON.stringify(review.guardian_result)).not.toContain(earlier.task.task_id);
    // The operator learns nothing about another task's proof.
    const { body: operatorView } = await api('GET', `/api/v1/operator/tasks/${later.task.task_id}`, asOperator(later.operator));
    expect(operatorView.review).toMatchObject({
      decided_by: 'guardian',
      decision: review.guardian_result.decision,
      reasoning: OPERATOR_REVIEW_REASONING,
      checks: expect.arrayContaining([{ name: 'not_duplicate', passed: false, detail: OPERATOR_DUPLICATE_DETAIL }]),
    });
    expect(JSON.stringify(operatorView.review)).not.toContain('another task');
  }, 90_000);

  it('sends a proof whose EXIF GPS is far from the task to MANUAL_REVIEW, naming gps_location', async () => {
    const { agent, task, operator } = await startedTask();
    const far = await uploadPhoto(task.task_id, operator, await uniquePhoto({ takenAt: new Date(), gps: { lat: 48.1372, lng: 11.5756 } }));
    await submit(task.task_id, operator, [far.photo_id]);
    const review = await eventuallyStatus(agent, task.task_id, 'MANUAL_REVIEW');

    expect(failedChecks(review)).toEqual(['gps_location']);
    expect(review.guardian_result.reasoning).toContain('gps_location');
  }, 60_000);

  it("uses the device's capture report for a photo without EXIF, and fails capture_time and gps_location as missing when neither gives them on a task with a location", async () => {
    const { agent, task, operator } = await startedTask(['photo of the storefront', 'photo of the door']);
    const reported = await uploadPhoto(task.task_id, operator, await uniquePhoto(), {
      requirement: 0,
      capture: { captured_at: new Date().toISOString(), lat: 52.5201, lng: 13.4051, accuracy_m: 12 },
    });
    const bare = await uploadPhoto(task.task_id, operator, await uniquePhoto(), { requirement: 1 });
    await submit(task.task_id, operator, [reported.photo_id, bare.photo_id]);
    const review = await eventuallyStatus(agent, task.task_id, 'MANUAL_REVIEW');

    const checksOf = (photoId: string) =>
      Object.fromEntries(review.guardian_result.checks.filter((check: any) => check.photo_id === photoId).map((check: any) => [check.check, check]));
    expect(checksOf(reported.photo_id)).toMatchObject({
      capture_time: { passed: true, detail: expect.stringContaining('reported by the device') },
      gps_location: { passed: true, detail: expect.stringContaining('reported by the device, ±12 m') },
    });
    expect(checksOf(bare.photo_id)).toMatchObject({
      capture_time: { passed: false, detail: 'missing' },
      gps_location: { passed: false, detail: 'missing' },
    });
  }, 60_000);

  it('refuses a capture report with a malformed time, an out-of-range position or accuracy, or half a position', async () => {
    const { task, operator } = await startedTask();
    const asked = (capture: unknown) =>
      api('POST', `/api/v1/operator/tasks/${task.task_id}/photos`, asOperator(operator, { content_type: 'image/jpeg', size_bytes: 1000, capture }));
    const now = new Date().toISOString();
    expect((await asked({ captured_at: 'yesterday' })).body).toEqual({ error: 'capture.captured_at must be a valid datetime' });
    expect((await asked({ lat: 1, lng: 1 })).body).toEqual({ error: 'capture.captured_at is required' });
    expect((await asked({ captured_at: now, lat: 90.5, lng: 0 })).body).toEqual({ error: 'capture.lat must be at most 90' });
    expect((await asked({ captured_at: now, lat: 0, lng: -180.1 })).body).toEqual({ error: 'capture.lng must be at least -180' });
    expect((await asked({ captured_at: now, accuracy_m: -1 })).body).toEqual({ error: 'capture.accuracy_m must be at least 0' });
    expect((await asked({ captured_at: now, lat: 10 })).body).toEqual({ error: 'capture must give lat and lng together' });
    expect((await asked({ captured_at: now, lat: 10, lng: 20, accuracy_m: 0 })).status).toBe(201);
  }, 60_000);

  it('fixes the evidence at submit: posting the upload form again after COMPLETED changes nothing the Guardian or the agent sees', async () => {
    const { agent, task, operator } = await startedTask();
    const photo = await uniquePhoto({ takenAt: new Date(), gps: BERLIN });
    const uploaded = await uploadPhoto(task.task_id, operator, photo);
    await submit(task.task_id, operator, [uploaded.photo_id]);
    const completed = await eventuallyStatus(agent, task.task_id, 'COMPLETED');
    const [record] = await getTaskPhotos(task.task_id, [uploaded.photo_id]);
    expect(record!.sha256).toBe(createHash('sha256').update(photo.bytes).digest('hex'));

    // The same form, still within its 15 minutes, with an HTML page of the same size.
    const page = Buffer.alloc(photo.bytes.length, ' ');
    page.write('<html><body>not the storefront</body></html>');
    const form = new FormData();
    for (const [name, value] of Object.entries(uploaded.upload.fields)) form.append(name, value);
    form.append('file', new Blob([page], { type: photo.contentType }), 'photo');
    expect((await fetch(uploaded.upload.url, { method: 'POST', body: form })).status).toBe(204);

    const after = (await api('GET', `/api/v1/tasks/${task.task_id}`, { apiKey: agent.apiKey })).body;
    expect(after.guardian_result).toEqual(completed.guardian_result);
    const served = Buffer.from(await (await fetch(after.proof.photos[0])).arrayBuffer());
    expect(await sharp(served).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    const [unchanged] = await getTaskPhotos(task.task_id, [uploaded.photo_id]);
    expect(unchanged).toEqual(record);
  }, 60_000);

  it('lets at most one of three tasks submitted at the same moment with one image pass not_duplicate', async () => {
    const photo = await uniquePhoto({ takenAt: new Date(), gps: BERLIN });
    const tasks = await Promise.all([startedTask(), startedTask(), startedTask()]);
    const uploads = await Promise.all(tasks.map(({ task, operator }) => uploadPhoto(task.task_id, operator, photo)));
    const answers = await Promise.all(tasks.map(({ task, operator }, index) => submit(task.task_id, operator, [uploads[index]!.photo_id])));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);

    const reviewed = await Promise.all(
      tasks.map(async ({ agent, task }) => {
        const view = await eventuallyReviewed(agent, task.task_id);
        return view.guardian_result.checks.find((check: any) => check.check === 'not_duplicate').passed as boolean;
      }),
    );
    expect(reviewed.filter(Boolean).length).toBeLessThanOrEqual(1);
    await expectLedgerConsistent({ agentIds: tasks.map(({ agent }) => agent.agentId), operatorIds: tasks.map(({ operator }) => operator.id) });
  }, 120_000);

  it('sends a proof whose upload is not an image to MANUAL_REVIEW, naming type_matches and decodes', async () => {
    const { agent, task, operator } = await startedTask();
    const text = { bytes: Buffer.from('this is not a picture of the storefront'), contentType: 'image/jpeg' };
    const fake = await uploadPhoto(task.task_id, operator, text);
    await submit(task.task_id, operator, [fake.photo_id]);
    const review = await eventuallyStatus(agent, task.task_id, 'MANUAL_REVIEW');

    expect(failedChecks(review)).toEqual(['type_matches', 'decodes']);
  }, 60_000);

  it('sends a 16383x16383 PNG (a decompression bomb under 1 MB) to MANUAL_REVIEW with decodes failed, naming the limit', async () => {
    const { agent, task, operator } = await startedTask();
    const bomb = await uploadPhoto(task.task_id, operator, { bytes: blackPng(16383), contentType: 'image/png' });
    await submit(task.task_id, operator, [bomb.photo_id]);
    const review = await eventuallyStatus(agent, task.task_id, 'MANUAL_REVIEW');

    expect(failedChecks(review)).toEqual(['decodes']);
    expect(checkOf(review, 'decodes').detail).toBe('16383x16383: a side above the limit of 12000 px (not decoded)');
  }, 60_000);

  it('passes content_credentials for a photo signed by a camera, naming the signer, and sends one whose credentials declare AI generation to MANUAL_REVIEW', async () => {
    const signedPhoto = async (source: 'digitalCapture' | 'trainedAlgorithmicMedia') => {
      const photo = await uniquePhoto({ takenAt: new Date(), gps: BERLIN });
      return { ...photo, bytes: await withContentCredentials(photo.bytes, source) };
    };
    const camera = await startedTask();
    const captured = await uploadPhoto(camera.task.task_id, camera.operator, await signedPhoto('digitalCapture'));
    await submit(camera.task.task_id, camera.operator, [captured.photo_id]);
    const approved = await eventuallyStatus(camera.agent, camera.task.task_id, 'COMPLETED');
    expect(checkOf(approved, 'content_credentials')).toEqual({
      check: 'content_credentials',
      photo_id: captured.photo_id,
      passed: true,
      detail: 'Content Credentials signed by Handoff Test Camera (Handoff tests) validate',
    });

    const generator = await startedTask();
    const generated = await uploadPhoto(generator.task.task_id, generator.operator, await signedPhoto('trainedAlgorithmicMedia'));
    await submit(generator.task.task_id, generator.operator, [generated.photo_id]);
    const review = await eventuallyStatus(generator.agent, generator.task.task_id, 'MANUAL_REVIEW');
    expect(failedChecks(review)).toEqual(['content_credentials']);
    expect(checkOf(review, 'content_credentials').detail).toBe(
      'Content Credentials signed by Handoff Test Camera (Handoff tests) declare the image AI-generated (trainedAlgorithmicMedia)',
    );
    await expectLedgerConsistent({
      agentIds: [camera.agent.agentId, generator.agent.agentId],
      operatorIds: [camera.operator.id, generator.operator.id],
    });
  }, 90_000);

  it('never matches two different images too plain to fingerprint to each other, nor records their bands', async () => {
    const plain = (background: string) =>
      sharp({ create: { width: 640, height: 480, channels: 3, background } })
        .jpeg()
        .toBuffer()
        .then((bytes) => ({ bytes, contentType: 'image/jpeg' }));
    const reviewed: any[] = [];
    for (const background of ['#202020', '#f0f0f0']) {
      const { agent, task, operator } = await startedTask();
      const photo = await uploadPhoto(task.task_id, operator, await plain(background));
      await submit(task.task_id, operator, [photo.photo_id]);
      // No EXIF and no capture on a located task: MANUAL_REVIEW for the missing time and place, not for a match.
      reviewed.push(await eventuallyReviewed(agent, task.task_id));
    }
    for (const review of reviewed)
      expect(checkOf(review, 'not_duplicate')).toMatchObject({
        passed: true,
        detail: 'too little detail to fingerprint: no copy of its bytes or pixels in other proofs',
      });
    const bandItems = await Promise.all(
      [0, 1, 2, 3].map((band) =>
        ddb.send(
          new QueryCommand({
            TableName: TABLE_NAME,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :task)',
            ExpressionAttributeValues: { ':pk': photosKeys.photoHashBandPartition(band, '0000'), ':task': reviewed[1].task_id },
          }),
        ),
      ),
    );
    expect(bandItems.flatMap((page) => page.Items ?? [])).toEqual([]);
  }, 90_000);

  it('of one picture submitted re-encoded to three tasks at the same moment, passes not_duplicate at most once, and records its hash with a lifetime', async () => {
    const picture = await uniquePhoto({ takenAt: new Date(), gps: BERLIN });
    // Different bytes each (no exact copy), the same picture: only the fingerprints can tell.
    const copies = await Promise.all([95, 80, 65].map((quality) => sharp(picture.bytes).keepExif().jpeg({ quality }).toBuffer()));
    const tasks = await Promise.all(copies.map(() => startedTask()));
    const photos = await Promise.all(
      tasks.map(({ task, operator }, i) => uploadPhoto(task.task_id, operator, { bytes: copies[i]!, contentType: 'image/jpeg' })),
    );
    await Promise.all(tasks.map(({ task, operator }, i) => submit(task.task_id, operator, [photos[i]!.photo_id])));
    const reviewed = await Promise.all(
      tasks.map(async ({ agent, task }) => {
        let view: any;
        await expect
          .poll(
            async () => {
              view = (await api('GET', `/api/v1/tasks/${task.task_id}`, { apiKey: agent.apiKey })).body;
              return ['COMPLETED', 'MANUAL_REVIEW'].includes(view.status);
            },
            { timeout: 45_000, interval: 250 },
          )
          .toBe(true);
        return view;
      }),
    );
    expect(reviewed.filter((view) => checkOf(view, 'not_duplicate').passed).length).toBeLessThanOrEqual(1);

    // Each band item of a reviewed photo expires with the photos (PHOTO_RETENTION_DAYS, 90 by default).
    const { hash } = await differenceHash(copies[0]!);
    const item = await ddb.send(
      new GetCommand({ TableName: TABLE_NAME, Key: photosKeys.photoHashBand(0, hash.slice(0, 4), tasks[0]!.task.task_id, photos[0]!.photo_id) }),
    );
    const ninetyDays = Date.now() / 1000 + 90 * 24 * 3600;
    expect(item.Item?.expires_at).toBeGreaterThan(ninetyDays - 3600);
    expect(item.Item?.expires_at).toBeLessThan(ninetyDays + 60);
  }, 120_000);

  it('refuses unknown photo ids, bad types and sizes, and uploads that break the policy', async () => {
    const { task, operator } = await startedTask();
    const asked = (body: unknown) => api('POST', `/api/v1/operator/tasks/${task.task_id}/photos`, asOperator(operator, body));

    for (const contentType of ['image/gif', 'image/heic']) {
      expect(await asked({ content_type: contentType, size_bytes: 10 })).toMatchObject({
        status: 400,
        body: { error: 'content_type must be one of image/jpeg, image/png, image/webp' },
      });
    }
    expect((await asked({ content_type: 'image/png', size_bytes: 10 * 1024 * 1024 + 1 })).body.error).toBe(
      'size_bytes must be an integer from 1 to 10485760 (10 MiB)',
    );
    const never = await asked({ content_type: 'image/png', size_bytes: 1000 });
    expect(never.status).toBe(201);
    expect((await submit(task.task_id, operator, [never.body.photo_id])).body).toEqual({ error: `Unknown photo: ${never.body.photo_id}` });
    expect((await submit(task.task_id, operator, ['https://example.com/a.jpg'])).body).toEqual({ error: 'Unknown photo: https://example.com/a.jpg' });
    const arrived = await uploadPhoto(task.task_id, operator, await uniquePhoto({ takenAt: new Date(), gps: BERLIN }));
    expect(await submit(task.task_id, operator, [arrived.photo_id, never.body.photo_id, arrived.photo_id])).toMatchObject({
      status: 400,
      body: { error: `Duplicate photo: ${arrived.photo_id}` },
    });

    // The policy pins the size: a file of another size is refused by the storage.
    const form = new FormData();
    for (const [name, value] of Object.entries(never.body.upload.fields as Record<string, string>)) form.append(name, value);
    form.append('file', new Blob([Buffer.alloc(999)], { type: 'image/png' }), 'photo');
    expect((await fetch(never.body.upload.url, { method: 'POST', body: form })).status).toBe(400);

    const stranger = await newOperator('Stella Stranger');
    const foreign = await api(
      'POST',
      `/api/v1/operator/tasks/${task.task_id}/photos`,
      asOperator(stranger, { content_type: 'image/png', size_bytes: 10 }),
    );
    expect(foreign).toMatchObject({ status: 404, body: { error: 'Task not found or not in submittable status' } });
  }, 60_000);

  it("deletes an ended task's uploads, and restamps the named photos' evidence and agent copies so retention counts from the end", async () => {
    const { agent, task, operator } = await startedTask();
    const named = await uploadPhoto(task.task_id, operator, await uniquePhoto({ takenAt: new Date(), gps: BERLIN }));
    const leftOut = await uploadPhoto(task.task_id, operator, await uniquePhoto());
    expect(await stored(leftOut)).toBe(true);
    await submit(task.task_id, operator, [named.photo_id]);
    await eventuallyStatus(agent, task.task_id, 'COMPLETED');
    await expect.poll(() => stored(leftOut), { timeout: 20_000, interval: 250 }).toBe(false);
    // The upload itself goes too: its bytes were fixed at submit.
    await expect.poll(() => stored(named), { timeout: 20_000, interval: 250 }).toBe(false);
    // The copies stay, copied onto themselves at the task's end: retention counts from there.
    const [record] = await getTaskPhotos(task.task_id, [named.photo_id]);
    for (const key of [record!.evidence_key!, record!.agent_key!]) {
      expect(await storedObject(named, key)).toMatchObject({
        ContentType: 'image/jpeg',
        Metadata: { 'task-ended': expect.stringMatching(/^\d{4}-/) },
      });
    }
  }, 60_000);

  it("deletes every upload of a task cancelled after its operator's KYC was rejected", async () => {
    const { agent, task, operator } = await startedTask();
    const photo = await uploadPhoto(task.task_id, operator, await uniquePhoto());
    // A rejection returns the operator's task to PENDING, where its agent may cancel it.
    const rejected = await api('POST', `/api/v1/admin/operators/${operator.id}/kyc`, {
      headers: { 'x-admin-key': inject('adminKey') },
      body: { decision: 'REJECTED' },
    });
    expect(rejected.status).toBe(200);
    expect((await api('POST', `/api/v1/tasks/${task.task_id}/cancel`, { apiKey: agent.apiKey })).status).toBe(200);
    await expect.poll(() => stored(photo), { timeout: 20_000, interval: 250 }).toBe(false);
  }, 60_000);

  it('grants at most 20 photo uploads per task when 25 are asked for at once', async () => {
    const { task, operator } = await startedTask();
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        api('POST', `/api/v1/operator/tasks/${task.task_id}/photos`, asOperator(operator, { content_type: 'image/jpeg', size_bytes: 1000 })),
      ),
    );
    const granted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(granted).toHaveLength(20);
    expect(new Set(granted.map((answer) => answer.body.photo_id)).size).toBe(20);
    expect(refused.map((answer) => [answer.status, answer.body])).toEqual(Array(5).fill([422, { error: 'Too many photos for this task' }]));
  }, 60_000);
});

/**
 * Pictures the perceptual fingerprint cannot tell apart, built the way an attacker builds them: a
 * real photo under a strong left-to-right brightness ramp (every neighbour brighter: the hash is all
 * ones), one tile repeated 9x8 (every cell alike: no contrast), a flat colour, and a tiny image. Each
 * carries a capture time and place, so only not_duplicate can stop a copy.
 */
const plainPictures = {
  ramp: async () => {
    const { data, info } = await sharp((await uniquePhoto()).bytes)
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (let i = 0; i < data.length; i++) {
      const x = Math.floor(i / info.channels) % info.width;
      data[i] = Math.round(data[i]! * 0.15 + (x / info.width) * 215);
    }
    return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  },
  tiled: async () => {
    const tile = await sharp((await uniquePhoto({ width: 80, height: 60 })).bytes)
      .raw()
      .toBuffer();
    const tiles = Array.from({ length: 9 * 8 }, (_, i) => ({
      input: tile,
      raw: { width: 80, height: 60, channels: 3 as const },
      left: (i % 9) * 80,
      top: Math.floor(i / 9) * 60,
    }));
    return sharp({ create: { width: 720, height: 480, channels: 3, background: '#000' } }).composite(tiles);
  },
  flat: async () => sharp({ create: { width: 640, height: 480, channels: 3, background: `#${randomBytes(3).toString('hex')}` } }),
  tiny: async () => sharp({ create: { width: 16, height: 12, channels: 3, background: `#${randomBytes(3).toString('hex')}` } }),
};

/** The picture as a JPEG (or a lossless PNG at a compression level) taken now at BERLIN: a new file each call for the PNG's level. */
const asPhoto = async (picture: Sharp, format: 'jpeg' | { pngLevel: number } = 'jpeg') => {
  const exif = {
    IFD0: { Make: 'Handoff test' },
    IFD2: { DateTimeOriginal: new Date().toISOString().replace(/-/g, ':').replace('T', ' ').slice(0, 19) },
    IFD3: gpsIfd(BERLIN),
  };
  const image = picture.clone().withExif(exif);
  return format === 'jpeg'
    ? { bytes: await image.jpeg().toBuffer(), contentType: 'image/jpeg' }
    : { bytes: await image.png({ compressionLevel: format.pngLevel }).toBuffer(), contentType: 'image/png' };
};

describe('Photo proof: pictures too plain to fingerprint', () => {
  it('builds pictures the fingerprint cannot use (so the cases below test the exact checks)', async () => {
    for (const build of Object.values(plainPictures)) {
      const { bytes } = await asPhoto(await build());
      expect(fingerprintOf(await differenceHash(bytes))).toBeUndefined();
    }
  });

  it('pays the same file once: of three tasks handed it one after another, the second and third fail not_duplicate (ramp, tiled, flat, tiny)', async () => {
    for (const [kind, build] of Object.entries(plainPictures)) {
      const photo = await asPhoto(await build());
      const verdicts: { status: string; passed: boolean }[] = [];
      for (let round = 0; round < (kind === 'ramp' ? 3 : 2); round++) {
        const { agent, task, operator } = await startedTask();
        const uploaded = await uploadPhoto(task.task_id, operator, photo);
        expect((await submit(task.task_id, operator, [uploaded.photo_id])).status).toBe(200);
        const view = await eventuallyReviewed(agent, task.task_id);
        verdicts.push({ status: view.status, passed: checkOf(view, 'not_duplicate').passed });
        await expectLedgerConsistent({ agentIds: [agent.agentId], operatorIds: [operator.id] });
      }
      expect(verdicts.slice(1), kind).toEqual(verdicts.slice(1).map(() => ({ status: 'MANUAL_REVIEW', passed: false })));
      expect(verdicts[0]!.passed, kind).toBe(true);
    }
  }, 300_000);

  it('knows the same pixels in another file: a plain picture saved again losslessly fails not_duplicate in a second task', async () => {
    const picture = await plainPictures.ramp();
    const [first, again] = [await asPhoto(picture, { pngLevel: 9 }), await asPhoto(picture, { pngLevel: 1 })];
    expect(first.bytes.equals(again.bytes)).toBe(false);
    const verdicts: any[] = [];
    for (const photo of [first, again]) {
      const { agent, task, operator } = await startedTask();
      const uploaded = await uploadPhoto(task.task_id, operator, photo);
      await submit(task.task_id, operator, [uploaded.photo_id]);
      verdicts.push(checkOf(await eventuallyReviewed(agent, task.task_id), 'not_duplicate'));
    }
    expect(verdicts[0].passed).toBe(true);
    expect(verdicts[1]).toMatchObject({ passed: false, detail: "the same pixels as a photo in another task's proof" });
  }, 120_000);

  it('lets at most one of three tasks submitted at the same moment with one plain picture pass not_duplicate', async () => {
    const photo = await asPhoto(await plainPictures.tiled());
    const tasks = await Promise.all([startedTask(), startedTask(), startedTask()]);
    const uploads = await Promise.all(tasks.map(({ task, operator }) => uploadPhoto(task.task_id, operator, photo)));
    await Promise.all(tasks.map(({ task, operator }, i) => submit(task.task_id, operator, [uploads[i]!.photo_id])));
    const reviewed = await Promise.all(tasks.map(({ agent, task }) => eventuallyReviewed(agent, task.task_id)));
    expect(reviewed.filter((view) => checkOf(view, 'not_duplicate').passed).length).toBeLessThanOrEqual(1);
    expect(reviewed.filter((view) => view.status === 'COMPLETED').length).toBeLessThanOrEqual(1);
    await expectLedgerConsistent({ agentIds: tasks.map(({ agent }) => agent.agentId), operatorIds: tasks.map(({ operator }) => operator.id) });
  }, 120_000);

  it('lets one plain picture, as two files, meet only one of two requirements of a task', async () => {
    const picture = await plainPictures.ramp();
    const { agent, task, operator } = await startedTask(['photo of the storefront', 'photo of the opening hours']);
    const first = await uploadPhoto(task.task_id, operator, await asPhoto(picture, { pngLevel: 9 }), { requirement: 0 });
    const second = await uploadPhoto(task.task_id, operator, await asPhoto(picture, { pngLevel: 1 }), { requirement: 1 });
    await submit(task.task_id, operator, [first.photo_id, second.photo_id]);
    const review = await eventuallyStatus(agent, task.task_id, 'MANUAL_REVIEW');
    expect(review.guardian_result.requirements.map((requirement: any) => requirement.met)).toEqual([true, false]);
  }, 60_000);
});
