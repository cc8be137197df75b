/**
 * Ports of the tasks module (the pattern is described in contexts/money/payouts/ports.ts). They cover
 * how a task changes status, which other modules' use cases (disputes, KYC, timers) take as a
 * dependency, what the workflow steps (proof review, finalization) need, and what the API's use
 * cases (creation, the claim, the submit, the agent's review and reads) need.
 */
import type { ImageFacts } from '../../../adapters/photos/image';
import type { ListPosition } from '../../../platform/kernel/cursors';
import type { Email } from '../../../platform/kernel/email';
import type { Contributes, Contribution } from '../../../platform/table/contribution';
import type { Agent } from '../../accounts/agents/domain';
import type { AgentRecord } from '../../accounts/agents/store';
import type { Operator } from '../../accounts/operators/domain';
import type { JournalEntry } from '../../money/ledger/domain';
import type { Photo, PhotoObjects, PhotosStore } from '../photos/ports';
import type { ScreeningPass, ScreeningRequest } from '../safety/domain';
import type { ApprovalRules, Guardian } from './domain/guardian';
import type { NearPosition, Point } from './domain/near';
import type { TaskUsage } from './domain/task-drafts';
import type { MovePlan, MoveRequest } from './domain/task-moves';
import type { Task, TaskStatus } from './domain/tasks';
import type { Transition } from './domain/transitions';

/** The task items as a move reads and writes them. */
export interface TaskMovesStore {
  getTask(taskId: string): Promise<Task | undefined>;
  /**
   * Writes the plan in one transaction with `also`: ConditionFailed 'task_unchanged' when the task
   * is no longer as planned from, 'open_claims_below_limit' when a claim would pass the limit.
   */
  commitMove(plan: MovePlan, now: Date, also?: Contribution): Promise<void>;
  /** Saves attributes that change no status, conditioned on the task being as read: false when it was not. */
  saveWithoutTransition(task: Task, next: Task): Promise<boolean>;
}

export interface MoveTaskRequest extends MoveRequest {
  /**
   * What the move's own transaction writes too (a submit's evidence records, the back office's audit
   * entry, a batch seat); a promise is awaited after the task is read and the move planned, before
   * anything is committed.
   */
  writes?: (next: Task) => Contribution | Promise<Contribution>;
}

export interface MoveResult {
  task: Task;
  transition: Transition;
}

/** The one way a task changes status (use-cases/move-task.ts, wired in wiring/moves.ts). */
export type MoveTask = (request: MoveTaskRequest) => Promise<MoveResult>;

/** A task as it stands. */
export interface TaskReader {
  getTask(taskId: string): Promise<Task | undefined>;
}

/** The proof's photo items, and the index of image fingerprints that finds a photo reused from another task's proof. */
export interface ProofPhotos {
  getTaskPhotos(taskId: string, photoIds: string[]): Promise<Photo[]>;
  /** The task and photo whose proof first claimed these bytes, if any. */
  hashClaimOf(sha256: string): Promise<{ taskId: string; photoId: string } | undefined>;
  /** Claims an image too plain to fingerprint by its decoded pixels unless a proof holds them already; answers the holder. */
  claimPixels(pixelsSha256: string, taskId: string, photoId: string): Promise<{ taskId: string; photoId: string }>;
  recordPhotoHash(taskId: string, photoId: string, fingerprint: string, expiresAt: Date): Promise<void>;
  /** Other tasks' photos sharing a band of `fingerprint` (consistent read); `complete` false when a band held more than is read. */
  photosSharingABand(fingerprint: string, taskId: string, now: Date): Promise<{ photos: { hash: string }[]; complete: boolean }>;
}

/** A photo's fixed bytes in storage, and what they say (type, size, EXIF, fingerprint, Content Credentials). */
interface EvidenceReader {
  read(objectKey: string): Promise<Buffer | undefined>;
  factsOf(bytes: Buffer): Promise<ImageFacts>;
}

export interface ReviewSettings extends ApprovalRules {
  /** How long a photo (and so its fingerprint) is kept. */
  photoRetentionDays: number;
  maxDistanceKm: number;
}

export interface ProofReviewPorts {
  tasks: TaskReader;
  moveTask: MoveTask;
  photos: ProofPhotos;
  evidence: EvidenceReader;
  guardian: Guardian;
  settings: ReviewSettings;
}

/** What finalization needs: the move, the task as it stands when the move is refused, and a batch seat's consensus. */
export interface FinalizationPorts {
  tasks: TaskReader;
  moveTask: MoveTask;
  /** Settles the consensus of the batch a completed seat belongs to (once per batch); nothing for a task of no batch. */
  settleConsensus(task: Task, now: Date): Promise<void>;
}

/** What a sandbox run's simulated operator needs: moves, and proof photos made, stored and fixed as an operator's upload is. */
export interface SandboxPorts {
  tasks: TaskReader;
  moveTask: MoveTask;
  photos: {
    listTaskPhotos(taskId: string): Promise<Photo[]>;
    getTaskPhotos(taskId: string, photoIds: string[]): Promise<Photo[]>;
    /** False when the task already holds `limit` photos. */
    insertPhoto(photo: Photo, limit: number): Promise<boolean>;
  };
  /** A unique JPEG from `seed`, its EXIF saying it was taken at `takenAt` (and at `position`). */
  makePhoto(seed: Buffer, takenAt: Date, position?: { lat: number; lng: number }): Promise<Buffer>;
  /** Stores a photo's bytes where an operator's upload goes; answers the object's key. */
  storePhoto(taskId: string, photoId: string, bytes: Buffer): Promise<string>;
  /** The writes that fix the photos' evidence (hashes, a metadata-free copy), for the submit's own transaction. */
  fixEvidence(taskId: string, photos: Photo[]): Promise<Contribution>;
}

/** What the agents' and operators' moves of one task need: the move, and (for an operator's) the approval check. */
export interface TaskActionPorts {
  moveTask: MoveTask;
  /** The operator if KYC approved; the refusal otherwise (operators/use-cases/approved-operator.ts). */
  approvedOperator(operatorId: string): Promise<unknown>;
}

/** Creating tasks: the agent's tier, the callback rules, the secret's sealing and the one insert (store/tasks-store.ts insertTasks). */
export interface TaskCreationPorts {
  agents: { getAgent(agentId: string): Promise<Pick<Agent, 'tier' | 'webhooks_used'> | undefined> };
  /** Refuses (400) a callback URL the callback URL rules do not allow. */
  checkCallbackUrl(url: string): Promise<void>;
  /** A callback secret sealed to its task, or to the batch whose seats share it. */
  sealCallbackSecret(owner: { taskId: string } | { batchId: string }, secret: string): Promise<string>;
  /** The outbox event of a task created alone (`task.created`), written in its creation's transaction when the agent may hold a webhook endpoint. */
  createdEvent: Contributes<Task>;
  /**
   * Writes the tasks in one transaction with the day's usage counters, the escrow hold and what
   * others contribute; throws the tier or balance refusal, or a contributor's, that stops it.
   */
  insertTasks(tasks: readonly Task[], usage: TaskUsage, hold: JournalEntry | undefined, contributed: Contribution): Promise<void>;
  /** The acceptable use policy's screening (safety's screenRequest): throws its refusal, answers allow or hold. */
  screen(request: ScreeningRequest, now: Date): Promise<ScreeningPass>;
  newTaskId(): string;
  settings: { platformFeeBps: number; restrictedTasksPerDay: number; claimWithinMinMinutes: number };
}

/** What a quote asks of creation: the same checks and price, nothing written. */
export type TaskPreparationPorts = Pick<TaskCreationPorts, 'agents' | 'checkCallbackUrl' | 'settings'>;

/** An operator's claim of an open task. */
export interface TaskClaimPorts {
  moveTask: MoveTask;
  /** The operator if KYC approved (their name and rating travel with the claim); the refusal otherwise. */
  approvedOperator(operatorId: string): Promise<Pick<Operator, 'operator_id' | 'name' | 'rating'>>;
  /** The write taking the operator's one seat of the task's batch: ConditionFailed 'seat_unheld' when they hold another. */
  seatClaim(task: Task, operatorId: string, at: string): Contribution;
}

/** An operator's submit of proof: the claim as it stands, the named photos and the writes that fix them as the evidence. */
export interface ProofSubmissionPorts extends TaskActionPorts {
  tasks: TaskReader;
  photos: Pick<ProofPhotos, 'getTaskPhotos'>;
  fixEvidence: SandboxPorts['fixEvidence'];
}

/** The mail telling the operator that the agent disputed their work. */
export interface DisputeMailPorts {
  operators: { getOperator(operatorId: string): Promise<Operator | undefined> };
  mail: { send(email: Email): Promise<void> };
  settings: { publicBaseUrl: string };
}

/** The agent's own review of the proof: the move, the dispute mail and finalization at once on approval. */
export interface AgentReviewPorts {
  moveTask: MoveTask;
  /** Tells the operator of a dispute (a mail that fails is logged, never the review's failure). */
  mailDispute(task: Task): Promise<void>;
  /** Finalizes a VERIFIED task (the escrow released); undefined when another run did first. */
  finalize(taskId: string, now: Date): Promise<Task | undefined>;
  settings: { disputeAppealHours: number };
}

/**
 * Where a page may start: `offset` matching entries in, after `after` (a cursor's position) or
 * from the start of the list.
 */
export interface PageStart {
  limit: number;
  offset: number;
  after?: ListPosition;
  /** Bounded by MAX_EVALUATED_PER_PAGE from the first page too (a list paged by cursor only, that counts no total). */
  bounded?: boolean;
}

/** A page of a task list: its tasks, and where the next page starts (absent: this is the last page). */
export interface TaskPage {
  tasks: Task[];
  next?: ListPosition;
}

/** What an agent reads of its tasks: the tasks and their proof photos' copies. */
export interface AgentTaskReadPorts {
  tasks: TaskReader;
  /** The agent's task list, newest first, optionally of one status. */
  lists: {
    pageAgentTasks(agentId: string, start: PageStart & { status?: TaskStatus }): Promise<TaskPage>;
    countAgentTasks(agentId: string, status?: TaskStatus): Promise<number>;
  };
  photos: Pick<ProofPhotos, 'getTaskPhotos'>;
  /** A short-lived GET URL of a stored photo copy. */
  presignDownload(key: string): Promise<string>;
}

/** The agent's copies of a task's photos (the operator's originals are the evidence and stay). */
export interface AgentPhotoCopies {
  /** The storage keys of the agent's copies of the task's photos. */
  listAgentCopies(taskId: string): Promise<string[]>;
  deleteObjects(keys: readonly string[]): Promise<void>;
}

/** Taking a refunded task's proof back from the agent. */
export interface ProofWithdrawalPorts {
  photos: AgentPhotoCopies;
}

/** An upload request: the task as it stands and whether the operator may work. */
export interface UploadPorts {
  objects: Pick<PhotoObjects, 'presignUpload'>;
  store: Pick<PhotosStore, 'insertPhoto'>;
  getTask(taskId: string): Promise<Task | undefined>;
  /** Throws the refusal when the operator may not work (not found, not KYC approved, suspended). */
  approvedOperator(operatorId: string): Promise<unknown>;
}

/** The settling of an ended task's photos (the PhotoCleanup workflow). */
export interface CleanupPorts {
  objects: Pick<PhotoObjects, 'delete' | 'restamp'>;
  store: Pick<PhotosStore, 'listTaskPhotos'>;
  getTask(taskId: string): Promise<Task | undefined>;
  /** A dispute that ended in a refund takes the agent's copies back. */
  withdrawRefundedProof(task: Task): Promise<void>;
}

export type { AgentRecord };

/** What operators read of tasks and of their agents' records (the open list, the near list, their work, one task). */
export interface OperatorTaskReadPorts {
  getTask(taskId: string): Promise<Task | undefined>;
  getAgentRecords(agentIds: readonly string[]): Promise<Map<string, AgentRecord>>;
  /** A page of the open tasks (PENDING, real, before their deadline), newest first. */
  pageOpenTasks(options: PageStart & { taskType?: string; now: Date }): Promise<TaskPage>;
  countOpenTasks(options: { taskType?: string; now: Date }): Promise<number>;
  /** A page of the located open tasks within `radiusKm` of `center`, nearest first; the total is of the whole circle. */
  pageNearTasks(
    center: Point,
    radiusKm: number,
    options: { limit: number; offset: number; after?: NearPosition; taskType?: string; now: Date },
  ): Promise<{ tasks: { task: Task; distanceKm: number }[]; total: number; last?: NearPosition }>;
  /** A page of the tasks the operator is the operator of record of, newest claim first. */
  pageOperatorWork(operatorId: string, options: { limit: number; after?: ListPosition; status?: TaskStatus }): Promise<TaskPage>;
}

/** What the back office reads of tasks: the dispute queue, one task and its proof's original photos. */
export interface StaffTaskReadPorts {
  pageDisputes(options: { appealed?: boolean; limit: number; after?: string }): Promise<{ tasks: Task[]; last?: string }>;
  getTask(taskId: string): Promise<Task | undefined>;
  getTaskPhotos(taskId: string, photoIds: string[]): Promise<Photo[]>;
  /** A presigned GET of a private object. */
  presignDownload(key: string): Promise<string>;
}
