import { guardianFromConfig, meetsThreshold, type PhotoUnderReview, proofUnderReviewOf } from '../../adapters/guardian';
import { readContentCredentials } from '../../adapters/photos/content-credentials';
import { type ImageFacts, inspectImage } from '../../adapters/photos/image';
import { readObject } from '../../adapters/photos/storage';
import { checkPhoto, DUPLICATE_MAX_DISTANCE, type EvidenceCheck, fingerprintOf, hammingDistance } from '../../core/evidence';
import { TransitionRefusedError } from '../../core/errors';
import type { Task } from '../../core/tasks';
import { logger } from '../../logging/logger';
import { BUSINESS_METRICS, countMetricBy } from '../../logging/metrics';
import { config } from '../../settings';
import { getTaskPhotos, photosSharingABand, recordPhotoHash } from '../../store/photos';
import { getTask } from '../../store/tasks';
import { transitionTask } from '../../store/task-transitions';

export type ReviewOutcome = 'VERIFIED' | 'MANUAL_REVIEW' | 'SKIPPED';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a photo of another task's proof has a near-duplicate fingerprint. This photo's own band
 * items are written first and the bands read after (consistently), so of two reviews of one image
 * at the same moment, at least one sees the other. The items live as long as photos are kept.
 */
const duplicatedElsewhere = async (taskId: string, photoId: string, fingerprint: string, now: Date): Promise<boolean> => {
  await recordPhotoHash(taskId, photoId, fingerprint, new Date(now.getTime() + config.photos.retentionDays * DAY_MS));
  const { photos, complete } = await photosSharingABand(fingerprint, taskId, now);
  if (!complete) logger.warn('A hash band is crowded: compared with its first items only', { task_id: taskId, photo_id: photoId });
  return photos.some((other) => hammingDistance(other.hash, fingerprint) <= DUPLICATE_MAX_DISTANCE);
};

/** What the bytes say, with the Content Credentials of a photo that decodes. */
const readFacts = async (bytes: Buffer): Promise<ImageFacts> => {
  const facts = await inspectImage(bytes);
  return facts.hash === undefined ? facts : { ...facts, contentCredentials: await readContentCredentials(bytes, facts.sniffedType) };
};

/**
 * The evidence checks of every photo the proof names (each once): fetched from storage, read
 * (headers first: a photo over the size limits is not decoded), typed by its bytes, compared by
 * fingerprint with the photos of other tasks' proofs, and its EXIF time and place compared with
 * the claim, the submission and the task's location. Images too plain to fingerprint are neither
 * recorded nor compared.
 */
const runEvidenceChecks = async (task: Task, now: Date): Promise<{ photos: PhotoUnderReview[]; checks: EvidenceCheck[] }> => {
  const photoIds = [...new Set(task.proof?.photos ?? [])];
  const stored = new Map((await getTaskPhotos(task.task_id, photoIds)).map((photo) => [photo.photo_id, photo]));
  const context = {
    claimedAt: new Date(task.claimed_at ?? task.created_at),
    submittedAt: new Date(task.submitted_at ?? task.proof?.submittedAt ?? task.updated_at),
    location: task.location,
    maxDistanceKm: config.photos.maxDistanceKm,
  };
  const photos: PhotoUnderReview[] = [];
  const checks: EvidenceCheck[] = [];
  for (const photoId of photoIds) {
    const photo = stored.get(photoId);
    const bytes = photo ? await readObject(photo.object_key) : undefined;
    const facts = bytes ? await readFacts(bytes) : undefined;
    const fingerprint = facts && fingerprintOf(facts);
    const duplicateOfAnotherTask = fingerprint ? await duplicatedElsewhere(task.task_id, photoId, fingerprint, now) : false;
    checks.push(
      ...checkPhoto(
        { photoId, declaredType: photo?.content_type ?? 'unknown', requirement: photo?.requirement, facts, duplicateOfAnotherTask },
        context,
      ),
    );
    photos.push({
      photoId,
      requirement: photo?.requirement,
      contentType: photo?.content_type ?? 'unknown',
      bytes,
      image: facts && { sha256: facts.sha256, fingerprint },
    });
  }
  return { photos, checks };
};

/**
 * The Guardian looks at submitted proof:
 * 1. a task no longer SUBMITTED (the agent decided first) ends the review quietly;
 * 2. the evidence checks run on every photo (no model needed);
 * 3. the Guardian judges each requirement with the photos, the checks and the notes;
 * 4. a confident APPROVE verifies the task (its VERIFIED event then starts finalization);
 *    anything else sends it to the agent's manual review. The verdict and the checks are stored either way.
 */
export const reviewProof = async (taskId: string, now: Date): Promise<ReviewOutcome> => {
  const task = await getTask(taskId);
  if (task?.status !== 'SUBMITTED') return 'SKIPPED';
  const { photos, checks } = await runEvidenceChecks(task, now);
  const verdict = await guardianFromConfig().review(proofUnderReviewOf(task, photos, checks));
  const approved = meetsThreshold(verdict, config.guardian.confidenceThreshold) && checks.every((check) => check.passed);
  const result = {
    decision: verdict.decision,
    confidence: verdict.confidence,
    reasoning: verdict.reasoning,
    checks,
    requirements: verdict.requirements ?? [],
  };
  try {
    await transitionTask({
      taskId,
      trigger: approved ? 'guardian_approve' : 'guardian_uncertain',
      actor: { kind: 'system' },
      now,
      changes: () => ({ guardian_result: result, ...(approved ? { verified_at: now.toISOString() } : {}) }),
    });
  } catch (error) {
    if (error instanceof TransitionRefusedError) return 'SKIPPED';
    throw error;
  }
  const outcome = approved ? 'VERIFIED' : 'MANUAL_REVIEW';
  // Counted once the decision is stored: a review the agent overtook decided nothing.
  countMetricBy(BUSINESS_METRICS.guardianDecisions, { decision: outcome });
  return outcome;
};
