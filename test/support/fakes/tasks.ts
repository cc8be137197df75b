import { callbackUrlErrors } from '../../../functions/adapters/callbacks/errors';
import { dailyLimitRefusal, type Tier } from '../../../functions/contexts/accounts/agents/domain/tiers';
import { agentErrors } from '../../../functions/contexts/accounts/agents/errors';
import { accounts } from '../../../functions/contexts/money/ledger/domain/accounts';
import type { JournalEntry } from '../../../functions/contexts/money/ledger/domain/ledger';
import type { Photo } from '../../../functions/contexts/work/photos/ports';
import type { Guardian } from '../../../functions/contexts/work/tasks/domain/guardian';
import { restrictedLimitRefusal, type TaskUsage } from '../../../functions/contexts/work/tasks/domain/task-drafts';
import type { MovePlan } from '../../../functions/contexts/work/tasks/domain/task-moves';
import { isRestrictedType, type Task } from '../../../functions/contexts/work/tasks/domain/tasks';
import { taskErrors } from '../../../functions/contexts/work/tasks/errors';
import type {
  FinalizationPorts,
  MoveTask,
  ProofPhotos,
  ProofReviewPorts,
  ReviewSettings,
  TaskCreationPorts,
  TaskMovesStore,
} from '../../../functions/contexts/work/tasks/ports';
import { countMoveMetrics } from '../../../functions/contexts/work/tasks/use-cases/move-metrics';
import { moveTaskWith } from '../../../functions/contexts/work/tasks/use-cases/move-task';
import { ConditionFailed } from '../../../functions/platform/kernel/conditions';
import type { Cents } from '../../../functions/platform/kernel/money';
import { type Contribution, contributed, contribution, nothingContributed } from '../../../functions/platform/table/contribution';
import type { TransactItem } from '../../../functions/platform/table/transactions';
import { FakeLedger } from './ledger';
import { FakeScreening } from './screening';

export const MOVE_RULES = {
  timerRules: { workGraceMs: 3_600_000, stallMs: 60_000, safetyHoldMs: 24 * 3_600_000 },
  maxOpenClaims: 3,
  killFee: { percent: 10, minCents: 100 },
};

/**
 * Task items in memory with the conditions task-moves-store keeps: a move or a save commits only
 * while the task is at the status and version it was planned from ('task_unchanged'); a claim is
 * taken only below the operator's limit ('open_claims_below_limit'); the escrow's journal entry
 * posts to a FakeLedger in the same all-or-nothing step. `beforeWrite` runs before each commit
 * (a test moves the task there to lose a race on purpose).
 */
export class FakeTaskTable implements TaskMovesStore {
  readonly items = new Map<string, Task>();
  readonly openClaims = new Map<string, Set<string>>();
  /**
   * The operators that exist, when a test says so: a claim by another is refused as over the limit,
   * as the store's condition on the operator's item refuses it. Undefined: every operator exists.
   */
  operators: Set<string> | undefined;
  readonly ledger = new FakeLedger();
  /** Status changes committed, in order, as the callback outbox would see them. */
  readonly events: { taskId: string; status: string; previous: string }[] = [];
  /** What moves wrote with them (audit entries, evidence...). */
  readonly alsoWritten: TransactItem[] = [];
  beforeWrite: () => Promise<void> | void = () => undefined;

  readonly moveTask: MoveTask = moveTaskWith({ tasks: this, rules: MOVE_RULES, countMove: countMoveMetrics });

  add(task: Task): Task {
    this.items.set(task.task_id, structuredClone(task));
    return task;
  }

  task(taskId: string): Task {
    return structuredClone(this.items.get(taskId)!);
  }

  getTask = async (taskId: string): Promise<Task | undefined> => structuredClone(this.items.get(taskId));

  commitMove = async (plan: MovePlan, _now: Date, also: Contribution = nothingContributed): Promise<void> => {
    // A contributed condition that fails is refused as its contributor says, as the table's commitWith does.
    try {
      await this.beforeWrite();
    } catch (error) {
      const refusal = error instanceof ConditionFailed && error.condition ? contributed(also).refusals[error.condition] : undefined;
      throw refusal ? refusal(error instanceof ConditionFailed ? error.item : undefined) : error;
    }
    this.assertUnchanged(plan.from);
    const claims = plan.claim && (this.openClaims.get(plan.claim.operatorId) ?? new Set<string>());
    const missing = plan.claim?.change === 'take' && this.operators !== undefined && !this.operators.has(plan.claim.operatorId);
    if (plan.claim?.change === 'take' && (missing || claims!.size >= plan.claim.limit))
      throw new ConditionFailed('open_claims_below_limit', undefined, 0);
    if (plan.money) this.ledger.post(plan.money);
    if (plan.claim) {
      if (plan.claim.change === 'take') claims!.add(plan.claim.taskId);
      else claims!.delete(plan.claim.taskId);
      this.openClaims.set(plan.claim.operatorId, claims!);
    }
    this.items.set(plan.next.task_id, structuredClone(plan.next));
    this.events.push({ taskId: plan.next.task_id, status: plan.next.status, previous: plan.from.status });
    this.alsoWritten.push(...contributed(also).items);
  };

  saveWithoutTransition = async (task: Task, next: Task): Promise<boolean> => {
    await this.beforeWrite();
    try {
      this.assertUnchanged(task);
    } catch {
      return false;
    }
    this.items.set(next.task_id, structuredClone(next));
    return true;
  };

  private assertUnchanged(from: Task): void {
    const stored = this.items.get(from.task_id);
    if (!stored || stored.version !== from.version || stored.status !== from.status) throw new ConditionFailed('task_unchanged', undefined, 0);
  }
}

export const REVIEW_SETTINGS: ReviewSettings = { photoRetentionDays: 30, maxDistanceKm: 0.5, confidenceThreshold: 0.8, approvalIsAdvice: false };

/** A proof's photo items in memory, and the fingerprint index a review records into and reads. */
export class FakeProofPhotos implements ProofPhotos {
  readonly photos = new Map<string, Photo>();
  readonly claims = new Map<string, { taskId: string; photoId: string }>();
  readonly fingerprints: { taskId: string; photoId: string; hash: string; expiresAt: Date }[] = [];

  getTaskPhotos = async (taskId: string, photoIds: string[]): Promise<Photo[]> =>
    photoIds.flatMap((photoId) => {
      const photo = this.photos.get(photoId);
      return photo?.task_id === taskId ? [structuredClone(photo)] : [];
    });

  readonly pixelClaims = new Map<string, { taskId: string; photoId: string }>();

  hashClaimOf = async (sha256: string) => this.claims.get(sha256);

  claimPixels = async (pixelsSha256: string, taskId: string, photoId: string) => {
    if (!this.pixelClaims.has(pixelsSha256)) this.pixelClaims.set(pixelsSha256, { taskId, photoId });
    return this.pixelClaims.get(pixelsSha256)!;
  };

  recordPhotoHash = async (taskId: string, photoId: string, hash: string, expiresAt: Date): Promise<void> => {
    this.fingerprints.push({ taskId, photoId, hash, expiresAt });
  };

  /** Other tasks' unexpired fingerprints filed under one of `fingerprint`'s bands (its four 4-digit slices, as the store files them). */
  photosSharingABand = async (fingerprint: string, taskId: string, now: Date) => ({
    photos: this.fingerprints.filter(
      (recorded) =>
        recorded.taskId !== taskId &&
        recorded.expiresAt > now &&
        [0, 1, 2, 3].some((band) => recorded.hash.slice(band * 4, band * 4 + 4) === fingerprint.slice(band * 4, band * 4 + 4)),
    ),
    complete: true,
  });
}

/** The proof review on `table`: no photo bytes anywhere unless a test gives `overrides`. */
export const proofReviewOn = (table: FakeTaskTable, guardian: Guardian, overrides: Partial<ProofReviewPorts> = {}): ProofReviewPorts => ({
  tasks: table,
  moveTask: table.moveTask,
  photos: new FakeProofPhotos(),
  evidence: {
    read: async () => undefined,
    factsOf: async () => {
      throw new Error('no photo bytes in this test');
    },
  },
  guardian,
  settings: REVIEW_SETTINGS,
  ...overrides,
});

/** Finalization on `table`; `settled` lists the tasks whose batch consensus it was asked to settle. */
export const finalizationOn = (table: FakeTaskTable, settled: Task[] = []): FinalizationPorts => ({
  tasks: table,
  moveTask: table.moveTask,
  settleConsensus: async (task) => {
    settled.push(task);
  },
});

/**
 * Creating tasks in memory, into `table`: agents by tier, a callback host list, sealed secrets
 * recorded, and the insert's conditions as the store keeps them (the day's tier limits, the
 * escrow hold covered by the deposit through the table's FakeLedger, the task id written once,
 * the agent not suspended), all or nothing.
 */
export class FakeTaskCreation implements TaskCreationPorts {
  readonly tiers = new Map<string, Tier>();
  /** Suspended agents, with the suspension's reason: their tasks are refused, as the store's check of the agent refuses them. */
  readonly suspensions = new Map<string, string>();
  readonly usage = new Map<string, { tasks: number; spend: Cents; restricted: number }>();
  readonly screening = new FakeScreening();
  readonly sealedSecrets: { owner: { taskId: string } | { batchId: string }; secret: string }[] = [];
  readonly committedWith: TransactItem[][] = [];
  private ids = 0;

  constructor(
    readonly table = new FakeTaskTable(),
    readonly settings = { platformFeeBps: 1000, restrictedTasksPerDay: 20, claimWithinMinMinutes: 5 },
  ) {}

  /** Agents' Agent.webhooks_used where set: absent for the others, as on an agent registered before it was kept. */
  readonly webhooksUsed = new Map<string, boolean>();

  agents = {
    getAgent: async (agentId: string) => {
      if (!this.tiers.has(agentId)) return undefined;
      const used = this.webhooksUsed.get(agentId);
      return { tier: this.tiers.get(agentId)!, ...(used === undefined ? {} : { webhooks_used: used }) };
    },
  };

  /** https only, and no `.internal` host (standing for the private addresses the real check finds by resolving the host). */
  checkCallbackUrl = async (url: string): Promise<void> => {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:') throw callbackUrlErrors.callbackUrlNotHttps();
    if (parsed.hostname.endsWith('.internal')) throw callbackUrlErrors.callbackUrlPrivate();
  };

  sealCallbackSecret = async (owner: { taskId: string } | { batchId: string }, secret: string): Promise<string> => {
    this.sealedSecrets.push({ owner, secret });
    return `sealed:${secret.length}`;
  };

  /** A created task's outbox event, as a marker item naming it. */
  createdEvent = (task: Task): Contribution => contribution([{ Put: { TableName: 'created_event', Item: { task_id: task.task_id } } }]);

  insertTasks = async (tasks: readonly Task[], usage: TaskUsage, hold: JournalEntry | undefined, extraItems: Contribution): Promise<void> => {
    const agentId = tasks[0]!.agent_id;
    const key = `${agentId}#${usage.day}`;
    const today = this.usage.get(key) ?? { tasks: 0, spend: 0, restricted: 0 };
    const spend = tasks.reduce((sum, task) => sum + task.reward_cents, 0);
    const restricted = tasks.filter((task) => isRestrictedType(task.task_type)).length;
    const refused =
      restrictedLimitRefusal(today.restricted, restricted, usage.maxRestricted, new Date(tasks[0]!.created_at)) ??
      dailyLimitRefusal(usage.tier, today, spend, tasks.length);
    if (refused) throw refused;
    if (tasks.some((task) => this.table.items.has(task.task_id))) throw new ConditionFailed('item_absent', undefined, 1);
    if (hold && this.table.ledger.refusal(hold) === 'balance_covers') {
      const needed = -(hold.postings.find(({ amount }) => amount < 0)?.amount ?? 0);
      throw taskErrors.insufficientEscrowBalance(needed - this.table.ledger.balance(accounts.agentDeposit(agentId)));
    }
    const suspension = this.suspensions.get(agentId);
    if (suspension !== undefined) throw agentErrors.agentSuspended(suspension);
    if (hold) this.table.ledger.post(hold);
    this.usage.set(key, { tasks: today.tasks + tasks.length, spend: today.spend + spend, restricted: today.restricted + restricted });
    for (const task of tasks) this.table.add(task);
    this.committedWith.push([...contributed(extraItems).items]);
  };

  newTaskId = (): string => `task_${++this.ids}`;

  screen = this.screening.screen;
}
