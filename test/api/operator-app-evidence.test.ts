import { createHash } from 'node:crypto';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import exifr from 'exifr';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureAppBuilt } from '../../web/build';
import { api, type RegisteredAgent } from '../support/api';
import { launchBrowser, PHONE, screen } from '../support/browser';
import {
  createTask,
  eventuallyStatus,
  fundedAgent,
  newOperator,
  operatorClaims,
  operatorStarts,
  operatorSubmits,
  type TestOperator,
  uniquePhoto,
} from '../support/tasks';

/**
 * The operator app's evidence and dispute screens in headless Chromium at 360x640: a phone photo
 * uploaded byte for byte (its EXIF intact in storage and used by the Guardian), a photo taken with
 * the camera in the app (a fake camera) carrying the device's time and place as `capture`, which the
 * Guardian's time and place checks use, and a
 * dispute followed from "My work" on a fresh browser through the appeal to the back office's split.
 * Screenshots under test-results/operator-app/, each screen scanned with axe-core.
 */
const BERLIN = { lat: 52.52, lng: 13.405 };
const NEAR = { latitude: 52.5203, longitude: 13.4052, accuracy: 15 };

let chromium: Awaited<ReturnType<typeof launchBrowser>>;
let browser: Browser;

beforeAll(async () => {
  ensureAppBuilt();
  // A camera that shows a test pattern, and camera prompts answered yes: the app's own capture path runs as on a phone.
  chromium = await launchBrowser(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']);
  browser = chromium.browser;
});
afterAll(async () => {
  await chromium?.close();
});

/** A fresh browser profile at phone size, signed in as `operator` (its session as the app stores it), location granted near the task. */
const phoneOf = async (operator: TestOperator, options: { camera?: boolean } = {}): Promise<Page> => {
  const context = await browser.newContext({
    ...PHONE,
    baseURL: inject('baseUrl'),
    permissions: ['geolocation', ...(options.camera ? ['camera'] : [])],
    geolocation: NEAR,
  });
  const expiresAt = JSON.parse(Buffer.from(operator.token.split('.')[1]!, 'base64url').toString()).exp * 1000;
  const session = JSON.stringify({ idToken: operator.token, refreshToken: 'unused', expiresAt });
  await context.addInitScript(`localStorage.setItem('handoff.session', ${JSON.stringify(session)})`);
  return context.newPage();
};

/** A $20 task at a place in Berlin with one photo requirement, started by a fresh operator. */
const startedTask = async (agent: RegisteredAgent, title: string) => {
  const task = await createTask(agent, {
    title,
    reward_usd: 20,
    proof_requirements: ['Photo of the storefront'],
    location: { ...BERLIN, address: '12 Main St, Berlin' },
  });
  const operator = await newOperator('Cam Era');
  await operatorClaims(task.task_id, operator);
  await api('POST', `/api/v1/tasks/${task.task_id}/estimate/approve`, { apiKey: agent.apiKey });
  await operatorStarts(task.task_id, operator);
  return { taskId: task.task_id, operator };
};

/** The upload grant the app received for its next photo (the API's answer to POST .../photos). */
const nextGrant = (page: Page) =>
  page
    .waitForResponse((response) => response.request().method() === 'POST' && /\/api\/v1\/operator\/tasks\/[^/]+\/photos$/.test(response.url()))
    .then(async (response) => ({ request: response.request().postDataJSON(), grant: await response.json() }));

/** The object in the local bucket, read the way the functions read it (an SDK call with their credentials). */
const storedBytes = async (grant: { upload: { url: string; fields: Record<string, string> } }): Promise<Buffer> => {
  const url = new URL(grant.upload.url);
  const s3 = new S3Client({
    endpoint: url.origin,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? 'local', secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? 'local' },
  });
  const object = await s3.send(new GetObjectCommand({ Bucket: url.pathname.replace(/^\/|\/$/g, ''), Key: grant.upload.fields.key }));
  return Buffer.from(await object.Body!.transformToByteArray());
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Submits the proof on the task screen, waits for the Guardian's verdict there, and answers the task as the agent reads it, with a check by name. */
const submitAndReview = async (page: Page, agent: RegisteredAgent, taskId: string) => {
  await page.getByRole('button', { name: 'Submit proof' }).click();
  await page
    .getByTestId('status')
    .filter({ hasText: /^(COMPLETED|MANUAL REVIEW|VERIFIED)$/ })
    .waitFor({ timeout: 60_000 });
  const view = (await api('GET', `/api/v1/tasks/${taskId}`, { apiKey: agent.apiKey })).body;
  return { view, check: (name: string) => view.guardian_result.checks.find((c: { check: string }) => c.check === name) };
};

describe('the operator app: evidence', () => {
  // Where ImageCapture exists the photo is the camera's own still, as the camera encoded it (Chromium's
  // fake camera gives a PNG; a phone's camera a JPEG); without it, the video frame encoded once as a JPEG.
  it.each([
    { path: 'the camera’s own still (ImageCapture.takePhoto)', imageCapture: true, type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47], shots: '2' },
    { path: 'the video frame, without ImageCapture', imageCapture: false, type: 'image/jpeg', magic: [0xff, 0xd8, 0xff], shots: '' },
  ])(
    'takes the photo with the camera in the app ($path), sends the device time and position as capture, and the Guardian places the photo by them',
    async ({ imageCapture, type, magic, shots }) => {
      const agent = await fundedAgent(100);
      const title = `Storefront by camera ${Date.now()}`;
      const { taskId, operator } = await startedTask(agent, title);
      const page = await phoneOf(operator, { camera: true });
      if (!imageCapture) await page.addInitScript('delete window.ImageCapture');
      await page.goto(`/#/tasks/${taskId}`);
      await page.getByTestId('location').filter({ hasText: 'Location on (within 15 m)' }).waitFor();
      await page.getByRole('button', { name: 'Take a photo: Photo of the storefront' }).click();
      const shutter = page.getByRole('button', { name: 'Take the photo' });
      await expect.poll(() => shutter.isEnabled(), { timeout: 30_000 }).toBe(true);
      await screen(page, `22-camera${shots}`);
      const before = Date.now();
      const granted = nextGrant(page);
      await shutter.click();
      const { request, grant } = await granted;
      expect(request).toMatchObject({
        content_type: type,
        requirement: 0,
        capture: { lat: NEAR.latitude, lng: NEAR.longitude, accuracy_m: NEAR.accuracy, captured_at: expect.any(String) },
      });
      expect(Date.parse(request.capture.captured_at)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(request.capture.captured_at)).toBeLessThanOrEqual(Date.now());
      await page.getByText('Uploaded', { exact: true }).waitFor({ timeout: 30_000 });
      // What the camera gave (the fake camera's test pattern), byte for byte in storage.
      const stored = await storedBytes(grant);
      expect(stored.subarray(0, magic.length)).toEqual(Buffer.from(magic));
      await screen(page, `23-camera-uploaded${shots}`);

      // Submitted, the Guardian places the photo by the position the device reported at capture.
      await page.getByLabel('Notes').fill('Storefront, open.');
      const { check } = await submitAndReview(page, agent, taskId);
      expect(check('gps_location')).toMatchObject({
        passed: true,
        photo_id: grant.photo_id,
        detail: expect.stringMatching(/^taken 0\.0\d km from the task's location \(reported by the device, ±15 m\)/),
      });
      expect(check('capture_time')).toMatchObject({ passed: true, photo_id: grant.photo_id });
      await page.context().close();
    },
  );

  it('uploads a 4000x3000 phone photo byte for byte: the stored original keeps its EXIF time and GPS, the Guardian uses them, and the copy served to the agent carries none', async () => {
    const agent = await fundedAgent(100);
    const title = `Storefront with EXIF ${Date.now()}`;
    const { taskId, operator } = await startedTask(agent, title);
    const takenAt = new Date(Date.now() - 60_000);
    const photo = await uniquePhoto({ width: 4000, height: 3000, takenAt, gps: { lat: 52.5205, lng: 13.4055 } });
    const page = await phoneOf(operator);
    await page.goto(`/#/tasks/${taskId}`);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByTestId('location').filter({ hasText: 'Location on' }).waitFor();

    // HEIC is refused in the app, in an operator's words, before anything is asked of the API.
    await page.locator('input[name="photos-0"]').setInputFiles({ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: Buffer.alloc(2048, 7) });
    await page.getByRole('alert').filter({ hasText: 'This is a HEIC photo: Handoff takes JPEG, PNG or WebP photos.' }).waitFor();
    await expect(page.getByRole('button', { name: 'Retry IMG_0001.HEIC' }).count()).resolves.toBe(0);
    await screen(page, '20-heic-refused');
    await page.getByRole('button', { name: 'Remove IMG_0001.HEIC' }).click();

    const granted = nextGrant(page);
    await page.locator('input[name="photos-0"]').setInputFiles({ name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: photo.bytes });
    const { request, grant } = await granted;
    expect(request).toMatchObject({ content_type: 'image/jpeg', size_bytes: photo.bytes.length, requirement: 0 });
    await page.getByText('Uploaded', { exact: true }).waitFor({ timeout: 30_000 });

    const stored = await storedBytes(grant);
    expect(sha256(stored)).toBe(sha256(photo.bytes));
    const exif = await exifr.parse(stored, { gps: true });
    expect(exif.DateTimeOriginal).toBeInstanceOf(Date);
    expect(exif.latitude).toBeCloseTo(52.5205, 4);
    expect(exif.longitude).toBeCloseTo(13.4055, 4);
    await page.getByLabel('Notes').fill('Storefront, open.');
    await screen(page, '21-proof-with-location');
    const { view, check } = await submitAndReview(page, agent, taskId);
    expect(check('capture_time')).toMatchObject({ passed: true, photo_id: grant.photo_id });
    expect(check('capture_time').detail).not.toMatch(/^no EXIF/);
    expect(check('gps_location')).toMatchObject({ passed: true, detail: expect.stringMatching(/^taken 0\.0\d km from the task's location/) });
    // What the agent is served: the same picture, format and size, with no metadata (no time, place or device).
    const served = Buffer.from(await (await fetch(view.proof.photos[0])).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 4000, height: 3000 });
    expect([metadata.exif, metadata.xmp, metadata.iptc]).toEqual([undefined, undefined, undefined]);
    expect(await exifr.parse(served, { gps: true })).toBeUndefined();
    await page.context().close();
  }, 180_000);
});

describe('the operator app: disputes', () => {
  it('shows a dispute with its reason and deadline in My work on a fresh browser, takes the appeal, and shows the split that ended it', async () => {
    const agent = await fundedAgent(100);
    const title = `Disputed storefront ${Date.now()}`;
    const { taskId, operator } = await startedTask(agent, title);
    await operatorSubmits(taskId, operator, { notes: 'The shop was open; photo of the door.' });
    await eventuallyStatus(agent, taskId, 'MANUAL_REVIEW');
    const reason = 'The photo shows another street, not 12 Main St.';
    const rejected = await api('POST', `/api/v1/tasks/${taskId}/verify`, { apiKey: agent.apiKey, body: { decision: 'REJECT', reason } });
    expect(rejected.body.status).toBe('DISPUTED');

    const page = await phoneOf(operator);
    await page.goto('/#/work');
    const card = page.getByRole('link', { name: title });
    await card.getByText(/^Disputed: appeal within (2 d 23 h|2 d 22 h)\.$/).waitFor();
    await card.getByText('Agent: 0 completed, 1 disputed').waitFor();
    await screen(page, '24-my-work-disputed');

    await card.click();
    await page.getByRole('heading', { name: 'The agent disputed your proof' }).waitFor();
    await page.getByText(reason).waitFor();
    await page
      .getByTestId('appeal-deadline')
      .filter({ hasText: /left\)/ })
      .waitFor();
    await page.getByTestId('agent-record').filter({ hasText: 'Agent: 0 completed, 1 disputed' }).waitFor();
    await page.getByLabel('Your side: what the photos show, why the work is done').fill('The sign "12 Main St" is over the door in the photo.');
    await screen(page, '25-dispute-appeal');
    await page.getByRole('button', { name: 'Send appeal' }).click();
    await page.getByTestId('appeal-status').filter({ hasText: 'The back office decides' }).waitFor();
    await screen(page, '26-dispute-appealed');
    const appealed = (await api('GET', `/api/v1/operator/tasks/${taskId}`, { headers: { authorization: `Bearer ${operator.token}` } })).body;
    expect(appealed.dispute.appeal.reason).toBe('The sign "12 Main St" is over the door in the photo.');

    const split = await api('POST', `/api/v1/admin/tasks/${taskId}/resolve`, {
      headers: { 'x-admin-key': inject('adminKey') },
      body: { outcome: 'split', operator_amount_usd: 8, note: 'The sign is visible; the angle is poor.' },
    });
    expect(split.status).toBe(200);
    await page.goto('/#/work');
    await page
      .getByRole('link', { name: title })
      .getByText('Split: you were paid $8.00 of the $20.00 reward; the rest went back to the agent.')
      .waitFor();
    await page.getByRole('link', { name: title }).getByText('Agent: 1 completed, 1 disputed').waitFor();
    await screen(page, '27-my-work-resolved');
    await page.getByRole('link', { name: title }).click();
    await page.getByTestId('outcome').filter({ hasText: 'you were paid $8.00' }).waitFor();
    await page.getByText('Back office note: The sign is visible; the angle is poor.').waitFor();
    await screen(page, '28-dispute-outcome');
    await page.getByRole('link', { name: 'Earnings' }).click();
    await page.getByText(title).waitFor();
    await page.context().close();
  });
});
