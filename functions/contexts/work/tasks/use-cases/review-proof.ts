import { TransitionRefusedError } from '../../../../platform/kernel/errors';
import { logger } from '../../../../platform/logging/logger';
import { BUSINESS_METRICS, countMetric, countMetricBy } from '../../../../platform/logging/metrics';
import {
  checkPhoto,
  DUPLICATE_MAX_DISTANCE,
  type DuplicateMatch,
  type EvidenceCheck,
  fingerprintOf,
  hammingDistance,
  type PhotoFacts,
} from '../../photos/domain';
import type { Photo } from '../../photos/ports';
import { approvalOf, type PhotoUnderReview, proofUnderReviewOf, REVIEW_OUTCOME, verdictWithoutReviewer } from '../domain/guardian';
import type { Task } from '../domain/tasks';
import type { ProofReviewPorts } from '../ports';

type ReviewOutcome = (typeof REVIEW_OUTCOME)[keyof typeof REVIEW_OUTCOME];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How another task's proof holds the same image, if it does. Every photo: its bytes (the image's
 * claim, taken just before the submit's transaction, names another task). A photo with a
 * fingerprint records its bands (with the photos' lifetime) before it reads them consistently, so of
 * two near-duplicates reviewed at the same moment each sees the other; one too plain to fingerprint
 * claims its decoded pixels instead (first review wins). A photo that does not hold its bytes'
 * claim records nothing: the first proof of an image is never flagged by its later copies.
 */
const duplicateOfAnotherTask = async (
  { photos: store, settings }: Pick<ProofReviewPorts, 'photos' | 'settings'>,
  task: Task,
  photo: Photo,
  facts: PhotoFacts | undefined,
  now: Date,
): Promise<DuplicateMatch | undefined> => {
  const claim = photo.sha256 ? await store.hashClaimOf(photo.sha256) : undefined;
  if (claim && claim.taskId !== task.task_id) return 'bytes';
  const fingerprint = facts && fingerprintOf(facts);
  if (!fingerprint) {
    if (!facts?.pixelsSha256) return undefined;
    const holder = await store.claimPixels(facts.pixelsSha256, task.task_id, photo.photo_id);
    return holder.taskId === task.task_id ? undefined : 'pixels';
  }
  await store.recordPhotoHash(task.task_id, photo.photo_id, fingerprint, new Date(now.getTime() + settings.photoRetentionDays * DAY_MS));
  const { photos, complete } = await store.photosSharingABand(fingerprint, task.task_id, now);
  if (!complete) logger.warn('A hash band is crowded: compared with its first items only', { task_id: task.task_id, photo_id: photo.photo_id });
  return photos.some((other) => hammingDistance(other.hash, fingerprint) <= DUPLICATE_MAX_DISTANCE) ? 'fingerprint' : undefined;
};

/**
 * The evidence checks of every photo the proof names (each once): its bytes as fixed at submit,
 * read from storage (headers first: a photo over the size limits is not decoded), typed by its
 * bytes, compared with the photos of other tasks' proofs, and its capture time and place (EXIF,
 * else what the device reported) compared with the claim, the submission, the task's location and work window.
 */
const runEvidenceChecks = async (deps: ProofReviewPorts, task: Task, now: Date): Promise<{ photos: PhotoUnderReview[]; checks: EvidenceCheck[] }> => {
  const photoIds = [...new Set(task.proof?.photos ?? [])];
  const stored = new Map((await deps.photos.getTaskPhotos(task.task_id, photoIds)).map((photo) => [photo.photo_id, photo]));
  const context = {
    claimedAt: new Date(task.claimed_at ?? task.created_at),
    submittedAt: new Date(task.submitted_at ?? task.proof?.submittedAt ?? task.updated_at),
    location: task.location,
    maxDistanceKm: deps.settings.maxDistanceKm,
    // A sandbox run's synthetic photos are taken when it plays them, whatever the window: its scenario decides the review.
    ...(task.sandbox ? {} : { window: task.window }),
  };
  const photos: PhotoUnderReview[] = [];
  const checks: EvidenceCheck[] = [];
  for (const photoId of photoIds) {
    const photo = stored.get(photoId);
    const bytes = photo?.evidence_key ? await deps.evidence.read(photo.evidence_key) : undefined;
    const facts = bytes ? await deps.evidence.factsOf(bytes) : undefined;
    checks.push(
      ...checkPhoto(
        {
          photoId,
          declaredType: photo?.content_type ?? 'unknown',
          requirement: photo?.requirement,
          facts,
          capture: photo?.capture,
          duplicate: photo ? await duplicateOfAnotherTask(deps, task, photo, facts, now) : undefined,
        },
        context,
      ),
    );
    photos.push({
      photoId,
      requirement: photo?.requirement,
      contentType: photo?.content_type ?? 'unknown',
      bytes,
      image: facts && { sha256: facts.sha256, fingerprint: fingerprintOf(facts), pixelsSha256: facts.pixelsSha256 },
    });
  }
  return { photos, checks };
};

/**
 * The Guardian looks at submitted proof:
 * 1. a task no longer SUBMITTED (the agent decided first) ends the review quietly; one VERIFIED
 *    answers so (an earlier attempt of this step committed and then failed, or the agent approved),
 *    so the run finalizes it (idempotent) rather than leave it to the sweep;
 * 2. the evidence checks run on every photo (no model needed);
 * 3. the Guardian judges each requirement with the photos, the checks and the notes, unless the
 *    evidence alone already sends the proof to manual review (verdictWithoutReviewer): then no
 *    reviewer is asked;
 * 4. the approval policy (contexts/work/tasks/domain/guardian.ts approvalOf) decides: an approval verifies the task (the
 *    ProofReview run then finalizes it: VERIFIED is its answer); anything else sends it to the agent's manual review.
 *    The verdict and the checks are stored either way.
 */
export const reviewProof = async (deps: ProofReviewPorts, taskId: string, now: Date): Promise<ReviewOutcome> => {
  const task = await deps.tasks.getTask(taskId);
  if (task?.status === 'VERIFIED') return REVIEW_OUTCOME.verified;
  if (task?.status !== 'SUBMITTED') return REVIEW_OUTCOME.skipped;
  const { photos, checks } = await runEvidenceChecks(deps, task, now);
  const proof = proofUnderReviewOf(task, photos, checks);
  const { approved, verdict } = approvalOf(verdictWithoutReviewer(proof) ?? (await deps.guardian.review(proof)), checks, deps.settings);
  const result = {
    decision: verdict.decision,
    confidence: verdict.confidence,
    reasoning: verdict.reasoning,
    checks,
    requirements: verdict.requirements ?? [],
    ...(verdict.resultFields ? { result_fields: verdict.resultFields } : {}),
  };
  try {
    await deps.moveTask({
      taskId,
      trigger: approved ? 'guardian_approve' : 'guardian_uncertain',
      actor: { kind: 'system' },
      now,
      changes: () => ({ guardian_result: result, reviewed_at: now.toISOString(), ...(approved ? { verified_at: now.toISOString() } : {}) }),
    });
  } catch (error) {
    if (error instanceof TransitionRefusedError) return REVIEW_OUTCOME.skipped;
    throw error;
  }
  const outcome = approved ? REVIEW_OUTCOME.verified : REVIEW_OUTCOME.manualReview;
  // Counted once the decision is stored: a review the agent overtook decided nothing.
  countMetricBy(BUSINESS_METRICS.guardianDecisions, { decision: outcome });
  if (result.decision === 'UNSURE') countMetric(BUSINESS_METRICS.guardianUnsure);
  return outcome;
};
