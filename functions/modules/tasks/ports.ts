/**
 * Ports of the tasks module (the pattern is described in modules/payouts/ports.ts). They cover
 * how a task changes status, which other modules' use cases (disputes, KYC, timers) take as a
 * dependency, and what the workflow steps (proof review, finalization) need; the API use cases
 * still import their stores and move here next.
 */
import type { ImageFacts } from '../../adapters/photos/image';
import type { TransactItem } from '../../platform/table/transactions';
import type { Photo } from '../photos/store/photos-store';
import type { ApprovalRules, Guardian } from './domain/guardian';
import type { MovePlan, MoveRequest } from './domain/task-moves';
import type { Task } from './domain/tasks';
import type { Transition } from './domain/transitions';

/** The task items as a move reads and writes them. */
export interface TaskMovesStore {
  getTask(taskId: string): Promise<Task | undefined>;
  /**
   * Writes the plan in one transaction with `also`: ConditionFailed 'task_unchanged' when the task
   * is no longer as planned from, 'open_claims_below_limit' when a claim would pass the limit.
   */
  commitMove(plan: MovePlan, now: Date, also?: readonly TransactItem[]): Promise<void>;
  /** Saves attributes that change no status, conditioned on the task being as read: false when it was not. */
  saveWithoutTransition(task: Task, next: Task): Promise<boolean>;
}

export interface MoveTaskRequest extends MoveRequest {
  /** Items the move's own transaction writes too (a submit's evidence and image claims, the back office's audit entry). */
  writes?: (next: Task) => readonly TransactItem[];
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
  recordPhotoHash(taskId: string, photoId: string, fingerprint: string, expiresAt: Date): Promise<void>;
  /** Other tasks' photos sharing a band of `fingerprint` (consistent read); `complete` false when a band held more than is read. */
  photosSharingABand(fingerprint: string, taskId: string, now: Date): Promise<{ photos: { hash: string }[]; complete: boolean }>;
}

/** A photo's fixed bytes in storage, and what they say (type, size, EXIF, fingerprint, Content Credentials). */
export interface EvidenceReader {
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
  fixEvidence(taskId: string, photos: Photo[]): Promise<readonly TransactItem[]>;
}

/** What the agents' and operators' moves of one task need: the move, and (for an operator's) the approval check. */
export interface TaskActionPorts {
  moveTask: MoveTask;
  /** The operator if KYC approved; the refusal otherwise (operators/use-cases/approved-operator.ts). */
  approvedOperator(operatorId: string): Promise<unknown>;
}
