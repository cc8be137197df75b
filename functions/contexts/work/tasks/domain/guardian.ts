/**
 * The Guardian, as the domain sees it: whatever reviews submitted proof (the local rules or a
 * model on AWS) answers through this one port with a verdict, and one policy, approvalOf, decides
 * what that verdict is worth. Reviewers only translate (rules or model output into a verdict);
 * none of them decides whether money moves. The evidence checks (contexts/work/photos/domain/evidence.ts) run before
 * either reviewer and reach it with the proof.
 */
import { type EvidenceCheck, failedChecksText, type ImageIdentity, type RequirementVerdict, requirementVerdicts } from '../../photos/domain';
import type { ResultSchema, TaskResult } from './result-schemas';
import type { Task } from './tasks';

/** What the proof review step answers: VERIFIED goes on to the finalize step in the same run; anything else ends it. */
export const REVIEW_OUTCOME = { verified: 'VERIFIED', manualReview: 'MANUAL_REVIEW', skipped: 'SKIPPED' } as const;

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
  /** Tasks with a result_schema: the form the operator answered, and the answer (absent when none was given). */
  resultSchema?: ResultSchema;
  result?: TaskResult;
}

/** Whether the photos support one field of the operator's result. */
interface ResultFieldVerdict {
  field: string;
  supported: boolean;
  reason: string;
}

export interface GuardianVerdict {
  decision: 'APPROVE' | 'REJECT' | 'UNSURE';
  /** 0..1 */
  confidence: number;
  reasoning: string;
  /** Per proof requirement, in order (absent only when no verdict could be had). */
  requirements?: RequirementVerdict[];
  /** Per field of the result, whether the photos support it (the model reviewer; absent without a result). */
  resultFields?: ResultFieldVerdict[];
}

export interface Guardian {
  review(proof: ProofUnderReview): Promise<GuardianVerdict>;
}

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
  ...(task.result_schema ? { resultSchema: task.result_schema } : {}),
  ...(task.result ? { result: task.result } : {}),
});

/** How much of a photo a reviewer needs to see: the scene, or fine detail such as text to read. */
export type PhotoDetail = 'scene' | 'fine';

/** Words that ask for something to be read off a photo (a sign, a label, a screen, a number). */
const FINE_DETAIL =
  /\b(read|legible|text|signs?|signage|labels?|receipts?|prices?|menus?|numbers?|serial|codes?|plates?|screens?|displays?|documents?|pages?|handwrit\w*|written|writing|words?|names?|dates?|expiry|meters?|barcodes?|qr|tickets?|invoices?|hours)\b/i;

/**
 * The detail a photo must keep for the reviewer to judge what it is offered for: fine when its
 * requirement (every requirement, for an untagged photo), the task's title or description asks for
 * something to be read, or when the task asks for a result (its fields are read off the photos);
 * the scene otherwise. The reviewer is sent each photo at the smallest size that keeps this detail.
 */
export const photoDetailOf = (
  proof: Pick<ProofUnderReview, 'title' | 'description' | 'proofRequirements' | 'resultSchema'>,
  requirement?: number,
): PhotoDetail => {
  if (proof.resultSchema) return 'fine';
  const offeredFor =
    requirement === undefined || proof.proofRequirements[requirement] === undefined
      ? proof.proofRequirements
      : [proof.proofRequirements[requirement]];
  return [proof.title, proof.description, ...offeredFor].some((text) => FINE_DETAIL.test(text)) ? 'fine' : 'scene';
};

/** The required fields of the result_schema the result lacks (the rules reviewer's presence check). */
const missingResultFields = (proof: Pick<ProofUnderReview, 'resultSchema' | 'result'>): string[] =>
  (proof.resultSchema?.required ?? []).filter((field) => proof.result?.[field] === undefined);

const RULES_APPROVE_CONFIDENCE = 0.95;
/** Below any sensible threshold, so incomplete proof always lands in MANUAL_REVIEW. */
export const RULES_UNSURE_CONFIDENCE = 0.4;

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The rules' verdict (docs/api-guide.md, "Verdicts"): it judges the evidence checks and the coverage
 * of the requirements, never the pictures themselves, so it never rejects. APPROVE exactly when
 * every requirement has a photo that passed every check (tagged to it, or untagged photos at least
 * as many as the requirements), no check failed, the notes are not empty and, for a task with a
 * result_schema, a result holds every required field (present, not judged: whether the photos
 * support it is for a person or the model to say).
 */
export const reviewByRules = (proof: ProofUnderReview): GuardianVerdict => {
  const requirements = requirementVerdicts(proof.proofRequirements, proof.photos, proof.checks);
  const problems: string[] = [];
  const failed = failedChecksText(proof.checks);
  if (failed) problems.push(`failed checks: ${failed}`);
  for (const unmet of requirements.filter((verdict) => !verdict.met)) problems.push(`requirement not met: "${unmet.requirement}" (${unmet.reason})`);
  if (proof.notes.trim() === '') problems.push('notes are empty');
  if (proof.resultSchema && !proof.result) problems.push('no result was submitted');
  const missing = missingResultFields(proof);
  if (proof.result && missing.length > 0) problems.push(`result lacks required fields: ${missing.join(', ')}`);
  const coverage = `${plural(proof.photos.length, 'photo')} for ${plural(proof.proofRequirements.length, 'proof requirement')}`;
  return problems.length === 0
    ? {
        decision: 'APPROVE',
        confidence: RULES_APPROVE_CONFIDENCE,
        reasoning: `${coverage}: every requirement met, every check passed, notes present`,
        requirements,
      }
    : { decision: 'UNSURE', confidence: RULES_UNSURE_CONFIDENCE, reasoning: `${coverage}; ${problems.join('; ')}`, requirements };
};

/**
 * The verdict the evidence alone gives when it already decides, else undefined: a failed check, or
 * a requirement that no clean, distinct image can meet, leaves the task to manual review whatever a
 * reviewer says (approvalOf overrules an APPROVE on either), so no reviewer is asked (a model costs
 * money per review) and the rules' verdict, which names every problem, is what the agent reads.
 */
export const verdictWithoutReviewer = (proof: ProofUnderReview): GuardianVerdict | undefined => {
  const coverage = requirementVerdicts(proof.proofRequirements, proof.photos, proof.checks);
  const decided = proof.checks.some((check) => !check.passed) || coverage.some((requirement) => !requirement.met);
  return decided ? reviewByRules(proof) : undefined;
};

export interface ApprovalRules {
  /** The confidence an APPROVE needs to verify the task (GUARDIAN_CONFIDENCE_THRESHOLD). */
  confidenceThreshold: number;
  /**
   * The reviewer's APPROVE is advice only: the rules reviewer counts photos and notes, so a real
   * photo of nothing passes it; where money is real (production) the agent decides.
   */
  approvalIsAdvice: boolean;
}

interface Approval {
  /** Whether the task is verified (and its escrow then released) without a person. */
  approved: boolean;
  /** The verdict as stored and shown: an APPROVE the policy overrules becomes UNSURE, saying why. */
  verdict: GuardianVerdict;
}

const unsure = (verdict: GuardianVerdict, why: string): GuardianVerdict => ({
  ...verdict,
  decision: 'UNSURE',
  reasoning: `${why} ${verdict.reasoning}`,
});

/**
 * The approval policy, in one place: only a confident APPROVE verifies a task, and only when
 * every evidence check passed, every requirement was met by the evidence and every field of the
 * result is supported by the photos; everything else goes to the agent's manual review. An APPROVE
 * that the advice rule, a failed check, an unmet requirement or an unsupported result field
 * overrules is stored as UNSURE with the reason in front of the reviewer's.
 */
export const approvalOf = (verdict: GuardianVerdict, checks: readonly EvidenceCheck[], rules: ApprovalRules): Approval => {
  if (verdict.decision !== 'APPROVE') return { approved: false, verdict };
  if (rules.approvalIsAdvice)
    return { approved: false, verdict: unsure(verdict, 'The rules reviewer never approves in production; the agent decides. Rules:') };
  const failedCheck = checks.find((check) => !check.passed);
  if (failedCheck) return { approved: false, verdict: unsure(verdict, `An evidence check failed (${failedCheck.check}), so no approval. Reviewer:`) };
  if (verdict.requirements?.some((requirement) => !requirement.met))
    return { approved: false, verdict: unsure(verdict, 'The reviewer approved with a requirement not met. Reviewer:') };
  const unsupported = verdict.resultFields?.find((field) => !field.supported);
  if (unsupported)
    return {
      approved: false,
      verdict: unsure(verdict, `The photos do not support the result field ${unsupported.field}, so no approval. Reviewer:`),
    };
  return { approved: verdict.confidence >= rules.confidenceThreshold, verdict };
};
