/**
 * The Guardian: whatever reviews submitted proof (the local rules or a model on AWS) answers
 * through this one interface, so the workflow never knows which reviewer it has. The evidence
 * checks (core/evidence.ts) run before either reviewer and reach it with the proof.
 */
import type { EvidenceCheck, ImageIdentity, RequirementVerdict } from '../../core/evidence';
import type { Task } from '../../core/tasks';

export interface PhotoUnderReview {
  photoId: string;
  /** The proof requirement the operator tagged it with (0-based), if any. */
  requirement?: number;
  contentType: string;
  /** The uploaded bytes; undefined when the object is missing. */
  bytes?: Buffer;
  /** What identifies the image it shows (photos of one image meet one requirement at most); undefined when missing. */
  image?: ImageIdentity;
}

export interface ProofUnderReview {
  taskId: string;
  title: string;
  description: string;
  taskType: string;
  proofRequirements: string[];
  photos: PhotoUnderReview[];
  notes: string;
  /** The evidence checks of every photo, already run. */
  checks: EvidenceCheck[];
}

export interface GuardianVerdict {
  decision: 'APPROVE' | 'REJECT' | 'UNSURE';
  /** 0..1 */
  confidence: number;
  reasoning: string;
  /** Per proof requirement, in order (absent only when no verdict could be had). */
  requirements?: RequirementVerdict[];
}

export interface Guardian {
  review(proof: ProofUnderReview): Promise<GuardianVerdict>;
}

/** Only a confident APPROVE verifies a task; everything else goes to MANUAL_REVIEW (DECISIONS.md). */
export const meetsThreshold = (verdict: GuardianVerdict, threshold: number): boolean =>
  verdict.decision === 'APPROVE' && verdict.confidence >= threshold;

/** A task without proof is reviewed as having no photos and no notes, so it can never pass. */
export const proofUnderReviewOf = (task: Task, photos: PhotoUnderReview[] = [], checks: EvidenceCheck[] = []): ProofUnderReview => ({
  taskId: task.task_id,
  title: task.title,
  description: task.description,
  taskType: task.task_type,
  proofRequirements: task.proof_requirements,
  photos,
  notes: task.proof?.notes ?? '',
  checks,
});
