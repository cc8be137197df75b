import { operatorErrors } from '../errors';

export const KYC_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** New operators start at the top of the 1-5 scale; agent reviews will move it. */
export const DEFAULT_OPERATOR_RATING = 5.0;

/** How long an operator's estimate waits for the agent's approval before the claim lapses. */
export const APPROVAL_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface Operator {
  operator_id: string;
  name: string;
  email: string;
  phone?: string;
  skills: string[];
  kyc_status: KycStatus;
  kyc_reason?: string;
  kyc_decided_at?: string;
  /** When the operator last submitted KYC documents: their place in the back office's queue. */
  kyc_submitted_at?: string;
  /** The Bayesian mean of the scores received (contexts/work/ratings/domain/ratings.ts), derived from their sum and count when read. */
  rating: number;
  /** The scores received so far: their sum and number. */
  rating_sum?: number;
  rating_count?: number;
  /** The record the back office sees, counted by the task moves that end work. */
  tasks_completed?: number;
  disputes_won?: number;
  disputes_lost?: number;
  disputes_split?: number;
  created_at: string;
  /** The tasks the operator holds now (ESTIMATE_PENDING, ACCEPTED, IN_PROGRESS), kept by each transition. */
  open_claims?: Set<string>;
}

export const KYC_DOCUMENT_KINDS = ['id_front', 'id_back', 'selfie'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];
/** What a submission needs: the front of an ID and a selfie (a back only where the ID has one). */
export const REQUIRED_KYC_DOCUMENTS: readonly KycDocumentKind[] = ['id_front', 'selfie'];

/** An identity document an operator uploaded; one per kind, a new upload of a kind replaces the last. */
export interface KycDocument {
  document_id: string;
  kind: KycDocumentKind;
  object_key: string;
  content_type: string;
  size_bytes: number;
  created_at: string;
}

export interface EstimateParts {
  estimate_days?: number;
  estimate_hours?: number;
  estimate_minutes?: number;
}

/** The estimate in minutes: at least one, and no later than the task's deadline. */
export const totalEstimateMinutes = (parts: EstimateParts, now: Date, deadline: string): number => {
  const minutes = (parts.estimate_days ?? 0) * 24 * 60 + (parts.estimate_hours ?? 0) * 60 + (parts.estimate_minutes ?? 0);
  if (minutes < 1) throw operatorErrors.estimateTooShort();
  const minutesLeft = Math.floor((Date.parse(deadline) - now.getTime()) / 60_000);
  if (minutes > minutesLeft) throw operatorErrors.estimatePastDeadline(minutesLeft);
  return minutes;
};

/** Operators' identity documents: a prefix of their own in the private bucket, read by staff only (presigned GETs from admin routes). */
export const KYC_PREFIX = 'kyc/';
export const kycDocumentKey = (operatorId: string, documentId: string): string => `${KYC_PREFIX}${operatorId}/${documentId}`;
