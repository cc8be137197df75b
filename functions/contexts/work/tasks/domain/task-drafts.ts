import type { DomainError } from '../../../../platform/kernel/errors';
import { type Cents, toDollars } from '../../../../platform/kernel/money';
import { type DailyUsage, dailyLimitRefusal, TIER_LIMITS, type Tier } from '../../../accounts/agents/domain';
import { taskErrors } from '../errors';
import { importAgentPublicKey } from './credentials';
import { platformFee, type RateBps } from './fees';
import type { ResultSchema } from './result-schemas';
import {
  CLAIM_WITHIN_MAX_MINUTES,
  DEFAULT_DEADLINE_MS,
  isRestrictedType,
  MAX_DEADLINE_DAYS,
  MINIMUM_TASK_VALUE,
  type SandboxScenario,
  type Task,
  type TaskType,
  taskDomainOf,
  type WorkWindow,
} from './tasks';

export interface TaskRequest {
  title: string;
  description: string;
  /** Whose account or service, and why (required of restricted types). */
  purpose?: string;
  reward: Cents;
  proof_requirements: string[];
  task_type: TaskType;
  deadline?: string;
  /** How soon an operator must claim it (CLAIM_WITHIN_MIN_MINUTES to CLAIM_WITHIN_MAX_MINUTES); becomes Task.claim_by. */
  claim_within_minutes?: number;
  window?: WorkWindow;
  location?: Task['location'];
  callback_url?: string;
  /** At least MIN_CALLBACK_SECRET characters: a secret short enough to guess signs nothing. */
  callback_secret?: string;
  digital_instructions?: string;
  proof_type?: string;
  agent_public_key?: string;
  sandbox_scenario?: SandboxScenario;
  /** What the operator's `result` must match at submit (already held to the subset). */
  result_schema?: ResultSchema;
  /** The template the task was made from. */
  template_id?: string;
}

export interface Price {
  reward: Cents;
  fee: Cents;
  total: Cents;
}

/** A task as creating it would make it (contexts/work/tasks/use-cases/create-task.ts prepareTask), with the agent's tier and the price. */
export interface PreparedTask {
  task: Task;
  price: Price;
  tier: Tier;
}

/** The day tasks count against: the tier's daily limits, and the day's limit of restricted tasks (RESTRICTED_TASKS_PER_DAY). */
export interface TaskUsage extends DailyUsage {
  maxRestricted: number;
}

/** The texts of a request that screening reads: everything the agent wrote for the operator. */
export const screenedTexts = (request: TaskRequest): string[] => [
  request.title,
  request.description,
  ...(request.purpose ? [request.purpose] : []),
  ...request.proof_requirements,
  ...(request.digital_instructions ? [request.digital_instructions] : []),
  ...(request.location?.address ? [request.location.address] : []),
];

/** A restricted task past the agent's limit of the day: 429 until the UTC day ends. */
export const restrictedLimitRefusal = (today: number, count: number, max: number, now: Date): DomainError | undefined => {
  if (today + count <= max) return undefined;
  const nextDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return taskErrors.dailyRestrictedLimit((nextDay - now.getTime()) / 1000);
};

/** Tasks drafted from one request, ready to insert: each task, the price of one, the day and tier limits they count against. */
export interface DraftedTasks {
  tasks: Task[];
  price: Price;
  usage: TaskUsage;
}

/** The shortest callback_secret an agent may choose, as long as a webhook secret would be. */
export const MIN_CALLBACK_SECRET = 16;

/** What the rules refuse about a reward: below the minimum, or above the caller's tier maximum. */
export const rewardRefusal = (reward: Cents, tier: Tier): DomainError | undefined => {
  if (reward < MINIMUM_TASK_VALUE) return taskErrors.minimumTaskValue(toDollars(MINIMUM_TASK_VALUE));
  const { maxTaskValue } = TIER_LIMITS[tier];
  if (reward > maxTaskValue) return taskErrors.maximumTaskValue(tier, toDollars(maxTaskValue));
  return undefined;
};

/** The reward with the fee on top. */
export const priceOf = (reward: Cents, feeRate: RateBps): Price => {
  const fee = platformFee(reward, feeRate);
  return { reward, fee, total: reward + fee };
};

/** What the agent's day and deposit hold when a task is asked for (read before, or as the store's transaction found them). */
export interface CreationState {
  /** Tasks created and reward committed today (agents/domain/tiers usageDay). */
  today: { tasks: number; spend: Cents };
  /** Restricted tasks created today, and how many a day allows (RESTRICTED_TASKS_PER_DAY). */
  restricted: { today: number; max: number };
  /** The deposit balance, which a real task's escrow comes from. */
  balance: Cents;
}

/**
 * What creation refuses once a task is drafted, well formed and screened, in the order creation checks it:
 * the reward (422), the day's restricted tasks (429), the day's tier limits (422: the task count, then
 * the spend, which counts the reward without the fee), the deposit covering reward + fee (402; sandbox tasks hold nothing).
 * A quote lists them all; creation answers the first.
 */
export const creationRefusals = ({ task, price, tier }: PreparedTask, state: CreationState): DomainError[] =>
  [
    rewardRefusal(price.reward, tier),
    restrictedLimitRefusal(state.restricted.today, isRestrictedType(task.task_type) ? 1 : 0, state.restricted.max, new Date(task.created_at)),
    dailyLimitRefusal(tier, state.today, price.reward),
    balanceRefusal({ task, price }, state.balance),
  ].filter((refusal): refusal is DomainError => refusal !== undefined);

const balanceRefusal = (draft: { task: Task; price: Price }, balance: Cents): DomainError | undefined =>
  !draft.task.sandbox && balance < draft.price.total ? taskErrors.insufficientEscrowBalance(draft.price.total - balance) : undefined;

/** What drafting a task takes from the settings. */
interface DraftRules {
  feeRate: RateBps;
  /** The shortest claim_within_minutes (CLAIM_WITHIN_MIN_MINUTES). */
  claimWithinMinMinutes: number;
}

/** The claim deadline, `minutes` after creation; 400 outside CLAIM_WITHIN_MIN_MINUTES..CLAIM_WITHIN_MAX_MINUTES. */
const claimByOf = (minutes: number | undefined, now: Date, minMinutes: number): string | undefined => {
  if (minutes === undefined) return undefined;
  if (!(minutes >= minMinutes && minutes <= CLAIM_WITHIN_MAX_MINUTES)) throw taskErrors.claimWithinOutOfRange(minMinutes, CLAIM_WITHIN_MAX_MINUTES);
  return new Date(now.getTime() + minutes * 60_000).toISOString();
};

/**
 * The work window in UTC: at least one bound, not_before before not_after, not_after in the future
 * (a window already closed would hold the escrow for work no photo could pass) and at most the deadline (400 otherwise).
 */
const workWindowOf = (window: WorkWindow | undefined, deadline: Date, now: Date): WorkWindow | undefined => {
  if (!window) return undefined;
  const notBefore = window.not_before === undefined ? undefined : new Date(window.not_before);
  const notAfter = window.not_after === undefined ? undefined : new Date(window.not_after);
  if (!notBefore && !notAfter) throw taskErrors.windowEmpty();
  if (notBefore && notAfter && notBefore.getTime() >= notAfter.getTime()) throw taskErrors.windowOrder();
  if (notAfter && notAfter.getTime() <= now.getTime()) throw taskErrors.windowClosed();
  if (notAfter && notAfter.getTime() > deadline.getTime()) throw taskErrors.windowAfterDeadline();
  return { ...(notBefore ? { not_before: notBefore.toISOString() } : {}), ...(notAfter ? { not_after: notAfter.toISOString() } : {}) };
};

/**
 * A new task as the rules make it: the deadline defaulted and in the future, the domain
 * derived from the type, a key to encrypt credentials to when the task yields one, and the
 * price (reward + fee; whether the reward is allowed is creationRefusals' question). Throws what
 * makes the request itself wrong (400). SANDBOX agents get sandbox tasks: no escrow, simulated operators playing the scenario
 * asked for (only they may ask for one).
 */
export const draftTask = async (
  request: TaskRequest,
  owner: { agentId: string; tier: Tier },
  ids: { taskId: string },
  now: Date,
  rules: DraftRules,
): Promise<{ task: Task; price: Price }> => {
  const deadline = request.deadline ? new Date(request.deadline) : new Date(now.getTime() + DEFAULT_DEADLINE_MS);
  if (deadline.getTime() <= now.getTime()) throw taskErrors.deadlineNotInFuture();
  if (deadline.getTime() > now.getTime() + MAX_DEADLINE_DAYS * 24 * 60 * 60 * 1000) throw taskErrors.deadlineTooFar(MAX_DEADLINE_DAYS);
  const claimBy = claimByOf(request.claim_within_minutes, now, rules.claimWithinMinMinutes);
  const window = workWindowOf(request.window, deadline, now);
  if (isRestrictedType(request.task_type) && !request.purpose) throw taskErrors.purposeRequired(request.task_type);
  const domain = taskDomainOf(request.task_type);
  if (domain === 'CREDENTIAL') {
    if (!request.agent_public_key) throw taskErrors.agentPublicKeyRequired();
  }
  if (request.agent_public_key) await importAgentPublicKey(request.agent_public_key);
  const sandbox = owner.tier === 'SANDBOX';
  if (request.sandbox_scenario && !sandbox) throw taskErrors.sandboxScenarioOnlyForSandbox();
  // The reward's refusal is not thrown here: creation answers it (creationRefusals), a quote lists it.
  const price = priceOf(request.reward, rules.feeRate);
  const at = now.toISOString();
  // The secret is sealed by the caller (it needs the task id and a key service).
  const { reward: _reward, deadline: _deadline, callback_secret: _secret, claim_within_minutes: _claimWithin, window: _window, ...fields } = request;
  return {
    price,
    task: {
      ...fields,
      task_id: ids.taskId,
      agent_id: owner.agentId,
      task_domain: domain,
      reward_cents: price.reward,
      fee_cents: price.fee,
      escrow_cents: sandbox ? 0 : price.total,
      deadline: deadline.toISOString(),
      ...(claimBy ? { claim_by: claimBy } : {}),
      ...(window ? { window } : {}),
      status: 'PENDING',
      version: 1,
      sandbox,
      created_at: at,
      updated_at: at,
    },
  };
};
