import { errors } from '../../../platform/kernel/errors';
import { type Cents, toDollars } from '../../../platform/kernel/money';
import { TIER_LIMITS, type Tier } from '../../agents/domain/tiers';
import { importAgentPublicKey } from './credentials';
import { platformFee, type RateBps } from './fees';
import type { ResultSchema } from './result-schemas';
import { DEFAULT_DEADLINE_MS, MAX_DEADLINE_DAYS, MINIMUM_TASK_VALUE, type SandboxScenario, type Task, type TaskType, taskDomainOf } from './tasks';

export interface TaskRequest {
  title: string;
  description: string;
  reward: Cents;
  proof_requirements: string[];
  task_type: TaskType;
  deadline?: string;
  location?: Task['location'];
  callback_url?: string;
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

/** The minimum, then the caller's tier maximum, then the fee on top. */
export const priceTask = (reward: Cents, tier: Tier, feeRate: RateBps): Price => {
  if (reward < MINIMUM_TASK_VALUE) throw errors.minimumTaskValue(toDollars(MINIMUM_TASK_VALUE));
  const { maxTaskValue } = TIER_LIMITS[tier];
  if (reward > maxTaskValue) throw errors.maximumTaskValue(tier, toDollars(maxTaskValue));
  const fee = platformFee(reward, feeRate);
  return { reward, fee, total: reward + fee };
};

/**
 * A new task as the rules make it: the deadline defaulted and in the future, the domain
 * derived from the type, a key to encrypt credentials to when the task yields one, and the
 * price. SANDBOX agents get sandbox tasks: no escrow, simulated operators playing the scenario
 * asked for (only they may ask for one).
 */
export const draftTask = async (
  request: TaskRequest,
  owner: { agentId: string; tier: Tier },
  ids: { taskId: string },
  now: Date,
  feeRate: RateBps,
): Promise<{ task: Task; price: Price }> => {
  const deadline = request.deadline ? new Date(request.deadline) : new Date(now.getTime() + DEFAULT_DEADLINE_MS);
  if (deadline.getTime() <= now.getTime()) throw errors.deadlineNotInFuture();
  if (deadline.getTime() > now.getTime() + MAX_DEADLINE_DAYS * 24 * 60 * 60 * 1000) throw errors.deadlineTooFar(MAX_DEADLINE_DAYS);
  const domain = taskDomainOf(request.task_type);
  if (domain === 'CREDENTIAL') {
    if (!request.agent_public_key) throw errors.agentPublicKeyRequired();
  }
  if (request.agent_public_key) await importAgentPublicKey(request.agent_public_key);
  const price = priceTask(request.reward, owner.tier, feeRate);
  const sandbox = owner.tier === 'SANDBOX';
  if (request.sandbox_scenario && !sandbox) throw errors.sandboxScenarioOnlyForSandbox();
  const at = now.toISOString();
  // The secret is sealed by the caller (it needs the task id and a key service).
  const { reward: _reward, deadline: _deadline, callback_secret: _secret, ...fields } = request;
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
      status: 'PENDING',
      version: 1,
      sandbox,
      created_at: at,
      updated_at: at,
    },
  };
};
