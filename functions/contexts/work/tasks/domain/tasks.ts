import type { Cents } from '../../../../platform/kernel/money';
import type { EncryptedCredential } from './credentials';
import type { ResultSchema, TaskResult } from './result-schemas';

export const TASK_STATUSES = [
  'PENDING',
  'ESTIMATE_PENDING',
  'ACCEPTED',
  'IN_PROGRESS',
  'SUBMITTED',
  'VERIFIED',
  'COMPLETED',
  'MANUAL_REVIEW',
  'DISPUTED',
  'CANCELLED',
  'HELD',
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The paths a sandbox task can rehearse, chosen at creation (`sandbox_scenario`; contexts/work/tasks/domain/sandbox.ts plays them). */
export const SANDBOX_SCENARIOS = ['complete', 'manual_review', 'operator_withdraws', 'expire'] as const;
export type SandboxScenario = (typeof SANDBOX_SCENARIOS)[number];
export const DEFAULT_SANDBOX_SCENARIO: SandboxScenario = 'complete';

/** The statuses a task never leaves. */
export const FINAL_STATUSES: readonly TaskStatus[] = ['COMPLETED', 'CANCELLED'];

export const TASK_TYPES = [
  'VERIFICATION',
  'PHOTO',
  'DELIVERY',
  'INSPECTION',
  'CAPTCHA_SOLVING',
  'FORM_FILLING',
  'ACCOUNT_CREATION',
  'API_KEY_PROCUREMENT',
  'PHONE_VERIFICATION',
  'SUBSCRIPTION_SETUP',
  'CONTENT_REVIEW',
  'DATA_VALIDATION',
  'BROWSER_NAVIGATION',
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const TASK_DOMAINS = ['CREDENTIAL', 'PHYSICAL', 'DIGITAL'] as const;
export type TaskDomain = (typeof TASK_DOMAINS)[number];

const DOMAIN_OF: Readonly<Partial<Record<TaskType, TaskDomain>>> = {
  ACCOUNT_CREATION: 'CREDENTIAL',
  API_KEY_PROCUREMENT: 'CREDENTIAL',
  PHONE_VERIFICATION: 'CREDENTIAL',
  SUBSCRIPTION_SETUP: 'CREDENTIAL',
  VERIFICATION: 'PHYSICAL',
  PHOTO: 'PHYSICAL',
  DELIVERY: 'PHYSICAL',
  INSPECTION: 'PHYSICAL',
};

/**
 * The types the acceptable use policy restricts (docs/acceptable-use.md): the work most often
 * bought for abuse, so each needs a `purpose` (whose account or service, and why) and an agent
 * may create at most RESTRICTED_TASKS_PER_DAY of them per UTC day.
 */
export const RESTRICTED_TASK_TYPES: readonly TaskType[] = [
  'CAPTCHA_SOLVING',
  'ACCOUNT_CREATION',
  'PHONE_VERIFICATION',
  'API_KEY_PROCUREMENT',
  'SUBSCRIPTION_SETUP',
];
export const isRestrictedType = (type: TaskType): boolean => RESTRICTED_TASK_TYPES.includes(type);
/** The bounds of a task's `purpose`, in characters. */
export const PURPOSE_LENGTH = { min: 20, max: 500 } as const;

/** CREDENTIAL and PHYSICAL types are listed; every other type is DIGITAL (docs/api-guide.md, "Task types"). */
export const taskDomainOf = (type: TaskType): TaskDomain => DOMAIN_OF[type] ?? 'DIGITAL';

export const DEFAULT_TASK_TYPE: TaskType = 'VERIFICATION';
export const DEFAULT_DEADLINE_MS = 72 * 60 * 60 * 1000;
/** The latest deadline a task may have, after its creation: every timer then lies within years 0-9999, where ISO timestamps sort as their instants do. */
export const MAX_DEADLINE_DAYS = 90;
export const MINIMUM_TASK_VALUE: Cents = 100;

/** The longest claim deadline (claim_within_minutes) an agent may set: a week. Its shortest is the setting CLAIM_WITHIN_MIN_MINUTES. */
export const CLAIM_WITHIN_MAX_MINUTES = 10080;

/** When the work may happen (either bound may be open), as instants in UTC. */
export interface WorkWindow {
  not_before?: string;
  not_after?: string;
}

/** Why a task was cancelled, when the service knows better than its status: `unclaimed`, nobody claimed it by its claim deadline. */
export const CANCEL_REASONS = ['unclaimed'] as const;
type CancelReason = (typeof CANCEL_REASONS)[number];

/** The bounds of a task's texts, at creation and in a template (whose filled placeholders must still fit). */
export const TASK_TEXT_LIMITS = { title: 500, description: 5000, requirement: 500, requirements: 50 } as const;

/** Who is asking: an agent (API key), an operator (JWT), or the service itself (workflows). */
/** admin: the back office (X-Admin-Key), which resolves appealed disputes. */
/** A system move may name the operator whose claim it concerns (revoke_claim: only that operator's claim goes). */
export type Actor = { kind: 'agent'; id: string } | { kind: 'operator'; id: string } | { kind: 'system'; operatorId?: string } | { kind: 'admin' };

/** What a claim adds to a task; a withdrawn, rejected or lapsed claim removes exactly these. */
/** The statuses in which an operator holds a task (and it counts against their open claims). */
export const OPEN_CLAIM_STATUSES: readonly TaskStatus[] = ['ESTIMATE_PENDING', 'ACCEPTED', 'IN_PROGRESS'];

export const CLAIM_FIELDS = ['operator', 'estimate_minutes', 'estimate_note', 'claimed_at', 'approval_deadline'] as const;

export const SANDBOX_NOTICE = 'Sandbox task: a simulated operator completes it with synthetic proof, and no money moves.';

interface OperatorSummary {
  id: string;
  name: string;
  rating: number;
}

/** How a dispute ended: refunded to the agent, released to the operator, or split between them. */
export interface DisputeResolution {
  outcome: 'refund' | 'release' | 'split';
  /** split: what the operator received. */
  operator_cents?: Cents;
  note?: string;
  resolved_at: string;
}

/**
 * Why a task waits for staff (HELD) instead of being open to operators: screening's doubt about the
 * request, or operators' reports. `reason` is what the agent reads; `category` what screening named
 * (or `operator_report`).
 */
export interface TaskHold {
  reason: string;
  category: string;
  held_at: string;
}

/** An agent's REJECT of the proof, the operator's appeal of it, and how it ended. */
export interface Dispute {
  reason: string;
  disputed_at: string;
  appeal_deadline: string;
  appeal?: { reason: string; appealed_at: string };
  resolution?: DisputeResolution;
}

export interface Task {
  task_id: string;
  agent_id: string;
  title: string;
  description: string;
  /** Whose account or service, and why: required of a restricted type (RESTRICTED_TASK_TYPES), shown to operators above the description. */
  purpose?: string;
  task_type: TaskType;
  task_domain: TaskDomain;
  location?: { lat: number; lng: number; address?: string };
  reward_cents: Cents;
  fee_cents: Cents;
  /** The open escrow hold: reward + fee while held, 0 once refunded or released (always 0 in sandbox). */
  escrow_cents: Cents;
  refunded_cents?: Cents;
  /** What an agent's cancel from ACCEPTED paid the operator out of the escrow (kill-fees.ts); absent otherwise. */
  kill_fee_cents?: Cents;
  deadline: string;
  /** The claim deadline (created_at + claim_within_minutes): still PENDING then, the task is cancelled and refunded (contexts/work/timers/domain/timers.ts). */
  claim_by?: string;
  /** When the operator may work: start refuses before not_before; photos taken outside fail `in_window`. */
  window?: WorkWindow;
  proof_requirements: string[];
  callback_url?: string;
  /** The task's callback secret, sealed (callbacks/secret-box): never stored or returned in the clear. */
  callback_secret_sealed?: string;
  digital_instructions?: string;
  proof_type?: string;
  agent_public_key?: string;
  status: TaskStatus;
  /** Bumped by every write; each write is conditioned on the version it read. */
  version: number;
  sandbox: boolean;
  /** Sandbox tasks: the path the simulated run plays (contexts/work/tasks/domain/sandbox.ts; `complete` when absent). */
  sandbox_scenario?: SandboxScenario;
  /** Sandbox tasks: when the run ended the task's simulation early (a withdrawn claim), so nothing resumes it. */
  sandbox_run_ended_at?: string;
  /** A seat of a batch (contexts/work/batches): created with its sibling seats, otherwise an ordinary task. */
  batch_id?: string;
  created_at: string;
  updated_at: string;
  operator?: OperatorSummary;
  estimate_minutes?: number;
  estimate_note?: string;
  claimed_at?: string;
  approval_deadline?: string;
  accepted_at?: string;
  started_at?: string;
  /** Where the operator's device was at start (check-in), when it said. */
  start_location?: { lat: number; lng: number; accuracy_m?: number };
  submitted_at?: string;
  /** When the Guardian's review (guardian_result) was stored: the time its decision is shown with. */
  reviewed_at?: string;
  verified_at?: string;
  completed_at?: string;
  cancelled_at?: string;
  cancel_reason?: CancelReason;
  proof?: { photos: string[]; notes: string; submittedAt: string };
  /** What the operator's `result` must match at submit (templates and structured results). */
  result_schema?: ResultSchema;
  /** The operator's structured answer, checked against result_schema at submit. */
  result?: TaskResult;
  /** The template the task was made from, if any. */
  template_id?: string;
  guardian_result?: {
    decision: string;
    confidence: number;
    reasoning: string;
    checks?: { check: string; photo_id: string; passed: boolean; detail: string }[];
    requirements?: { requirement: string; met: boolean; photo_ids: string[]; reason: string }[];
    /** Per result field: whether the photos support the operator's answer (the model reviewer). */
    result_fields?: { field: string; supported: boolean; reason: string }[];
  };
  review?: { decision: 'APPROVE' | 'REJECT'; reason?: string };
  dispute?: Dispute;
  /** Why the task is or was HELD for staff to decide (kept after release or refusal, for the record). */
  hold?: TaskHold;
  /** How many operators reported the task while it was open (contexts/work/safety-holds); two hold it. */
  reports?: number;
  /** How often the sweep started this status's automatic step again (contexts/work/timers/domain/timers.ts); reset by every move. */
  resumes?: number;
  /**
   * When the sweep checks that this task's status-change callbacks were delivered (contexts/work/timers/domain/timers.ts:
   * callbackCheckAt): set by a status change of a task with a callback_url when no check is
   * pending; the sweep queues a lost one again and moves the check on, or clears it once all are settled.
   */
  callbacks_due?: string;
  /** The agent's rating of the operator, once (COMPLETED tasks). */
  rated?: true;
  /** What the agent tipped the operator after completion, in all (contexts/work/tips; added by each tip, never by a move). */
  tips_cents?: Cents;
  /** CREDENTIAL tasks: what the operator submitted, encrypted to agent_public_key (never plaintext). */
  encrypted_credential?: EncryptedCredential;
}
