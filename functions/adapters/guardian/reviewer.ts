/**
 * The Guardian: whatever reviews submitted proof (the local rules or a model on AWS) answers
 * through this one interface, so the workflow never knows which reviewer it has.
 */
import type { Task } from '../../core/tasks';

export interface ProofUnderReview {
  taskId: string;
  title: string;
  description: string;
  taskType: string;
  proofRequirements: string[];
  photos: string[];
  notes: string;
}

export interface GuardianVerdict {
  decision: 'APPROVE' | 'REJECT' | 'UNSURE';
  /** 0..1 */
  confidence: number;
  reasoning: string;
}

export interface Guardian {
  review(proof: ProofUnderReview): Promise<GuardianVerdict>;
}

/** Only a confident APPROVE verifies a task; everything else goes to MANUAL_REVIEW (DECISIONS.md). */
export const meetsThreshold = (verdict: GuardianVerdict, threshold: number): boolean =>
  verdict.decision === 'APPROVE' && verdict.confidence >= threshold;

/** A task without proof is reviewed as having no photos and no notes, so it can never pass. */
export const proofUnderReviewOf = (task: Task): ProofUnderReview => ({
  taskId: task.task_id,
  title: task.title,
  description: task.description,
  taskType: task.task_type,
  proofRequirements: task.proof_requirements,
  photos: task.proof?.photos ?? [],
  notes: task.proof?.notes ?? '',
});
