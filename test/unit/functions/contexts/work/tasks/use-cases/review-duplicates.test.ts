import { describe, expect, it } from 'vitest';
import type { ImageFacts } from '../../../../../../../functions/adapters/photos/image';
import { accounts } from '../../../../../../../functions/contexts/money/ledger/domain/accounts';
import type { Photo } from '../../../../../../../functions/contexts/work/photos/ports';
import type { Guardian } from '../../../../../../../functions/contexts/work/tasks/domain/guardian';
import type { Task } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';
import { reviewProof } from '../../../../../../../functions/contexts/work/tasks/use-cases/review-proof';
import { FakeProofPhotos, FakeTaskTable, proofReviewOn } from '../../../../../../support/fakes/tasks';
import { aTask } from '../../../../../../support/task-fixture';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const approving: Guardian = { review: async () => ({ decision: 'APPROVE', confidence: 0.97, reasoning: 'looks right' }) };

/** Facts of an image too plain to fingerprint (a ramp: every neighbour brighter), taken in the claim window. */
const plainFacts = (sha256: string, pixelsSha256: string): ImageFacts => ({
  sniffedType: 'image/jpeg',
  sha256,
  size: { width: 640, height: 480 },
  hash: 'ffffffffffffffff',
  contrast: 3,
  pixelsSha256,
  exif: { takenAt: new Date('2026-11-26T10:45:00.000Z'), takenAtHasOffset: true },
});

/** A SUBMITTED task without a location whose proof is these photos (id -> facts), tagged to requirements in order. */
const submittedWith = (taskId: string, requirements: string[], photos: [string, ImageFacts][], store = new FakeProofPhotos()) => {
  const task: Task = aTask({
    task_id: taskId,
    status: 'SUBMITTED',
    operator: { id: 'op_1', name: 'Olga', rating: 4.8 },
    claimed_at: '2026-11-26T10:30:00.000Z',
    submitted_at: '2026-11-26T11:00:00.000Z',
    proof_requirements: requirements,
    location: undefined,
    proof: { photos: photos.map(([id]) => id), notes: 'done', submittedAt: '2026-11-26T11:00:00.000Z' },
  });
  const table = new FakeTaskTable();
  table.add(task);
  table.ledger.balances.set(accounts.agentEscrow(task.agent_id), task.escrow_cents);
  const facts = new Map<string, ImageFacts>();
  photos.forEach(([photoId, image], index) => {
    const photo: Photo = {
      photo_id: photoId,
      task_id: taskId,
      operator_id: 'op_1',
      object_key: `photos/${taskId}/${photoId}`,
      content_type: 'image/jpeg',
      size_bytes: 1000,
      requirement: index % Math.max(requirements.length, 1),
      created_at: '2026-11-26T10:50:00.000Z',
      sha256: image.sha256,
      evidence_key: `evidence/${photoId}`,
    };
    store.photos.set(photoId, photo);
    facts.set(`evidence/${photoId}`, image);
  });
  const ports = proofReviewOn(table, approving, {
    photos: store,
    evidence: { read: async (key) => Buffer.from(key), factsOf: async (bytes) => facts.get(bytes.toString())! },
  });
  return { table, ports, store };
};

const notDuplicate = (task: Task) => task.guardian_result?.checks?.filter((check) => check.check === 'not_duplicate');

describe('reviewProof: an image too plain to fingerprint is still one image', () => {
  it("fails not_duplicate for a plain image whose bytes another task's proof claimed, and never releases it", async () => {
    const store = new FakeProofPhotos();
    store.claims.set('bytes_1', { taskId: 'tsk_first', photoId: 'ph_first' });
    const { table, ports } = submittedWith('tsk_copy', ['photo of the door'], [['ph_copy', plainFacts('bytes_1', 'pixels_1')]], store);
    await expect(reviewProof(ports, 'tsk_copy', NOW)).resolves.toBe('MANUAL_REVIEW');
    expect(notDuplicate(table.task('tsk_copy'))).toEqual([
      { check: 'not_duplicate', photo_id: 'ph_copy', passed: false, detail: "the same file as a photo in another task's proof" },
    ]);
  });

  it('claims a plain image by its pixels: the first proof passes, a resave of the same pixels in another task fails, a retried review of the first still passes', async () => {
    const store = new FakeProofPhotos();
    const first = submittedWith('tsk_a', ['photo of the door'], [['ph_a', plainFacts('bytes_a', 'pixels_same')]], store);
    await expect(reviewProof(first.ports, 'tsk_a', NOW)).resolves.toBe('VERIFIED');
    const second = submittedWith('tsk_b', ['photo of the door'], [['ph_b', plainFacts('bytes_b', 'pixels_same')]], store);
    await expect(reviewProof(second.ports, 'tsk_b', NOW)).resolves.toBe('MANUAL_REVIEW');
    expect(notDuplicate(second.table.task('tsk_b'))?.[0]).toMatchObject({
      passed: false,
      detail: "the same pixels as a photo in another task's proof",
    });
    expect(await store.claimPixels('pixels_same', 'tsk_a', 'ph_a')).toEqual({ taskId: 'tsk_a', photoId: 'ph_a' });
  });

  it('lets one plain picture, saved twice, meet only one of two requirements', async () => {
    const { table, ports } = submittedWith(
      'tsk_two',
      ['photo of the door', 'photo of the sign'],
      [
        ['ph_1', plainFacts('bytes_1', 'pixels_1')],
        ['ph_2', plainFacts('bytes_2', 'pixels_1')],
      ],
    );
    await expect(reviewProof(ports, 'tsk_two', NOW)).resolves.toBe('MANUAL_REVIEW');
    expect(table.task('tsk_two').guardian_result?.requirements?.map((requirement) => requirement.met)).toEqual([true, false]);
  });
});
