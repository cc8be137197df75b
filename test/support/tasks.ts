import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import type { Tier } from '../../functions/core/tiers';
import { ddb, TABLE_NAME } from '../../functions/store/client';
import { keys } from '../../functions/store/keys';
import { transitionTask } from '../../functions/store/task-transitions';
import { api, latestVerificationToken, registerAgent, type RegisteredAgent } from './api';
import { fundAgent } from './ledger';

/** Moves an agent to a tier directly in the store (deposits that upgrade to STANDARD come later). */
export const setTier = async (agentId: string, tier: Tier): Promise<void> => {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: keys.agent(agentId),
      UpdateExpression: 'SET tier = :tier, email_verified = :true',
      ExpressionAttributeValues: { ':tier': tier, ':true': true },
    }),
  );
};

/** A VERIFIED agent (email verified over HTTP) with `dollars` on deposit. */
export const fundedAgent = async (dollars: number, tier: Tier = 'VERIFIED'): Promise<RegisteredAgent> => {
  const agent = await registerAgent();
  await api('POST', '/api/v1/agents/verify-email', { body: { token: await latestVerificationToken(agent.email) } });
  if (tier === 'STANDARD') await setTier(agent.agentId, 'STANDARD');
  if (dollars > 0) await fundAgent(agent.agentId, dollars);
  return agent;
};

export const taskBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Is the corner store open?',
  description: 'Walk by 12 Main St and check whether the store is open.',
  reward_usd: 10,
  proof_requirements: ['photo of the storefront'],
  task_type: 'VERIFICATION',
  ...overrides,
});

export const createTask = async (agent: RegisteredAgent, overrides: Record<string, unknown> = {}) => {
  const response = await api('POST', '/api/v1/tasks', { apiKey: agent.apiKey, body: taskBody(overrides) });
  if (response.status !== 201) throw new Error(`create task failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { task_id: string; total_escrow: number; reward_usd: number; platform_fee: number };
};

export interface TestOperator {
  id: string;
  name: string;
  rating: number;
}

export const newOperator = (): TestOperator => ({ id: `op_${randomUUID().replaceAll('-', '')}`, name: 'Olga Operator', rating: 4.8 });

/**
 * Operator moves through the one transition function (the operator HTTP surface is not
 * built yet; these helpers stand in for it).
 */
export const operatorClaims = (taskId: string, operator: TestOperator, estimateMinutes = 45) => {
  const now = new Date();
  return transitionTask({
    taskId,
    trigger: 'accept',
    actor: { kind: 'operator', id: operator.id },
    now,
    changes: () => ({
      operator,
      estimate_minutes: estimateMinutes,
      claimed_at: now.toISOString(),
      approval_deadline: new Date(now.getTime() + 24 * 3600 * 1000).toISOString(),
    }),
  });
};

export const operatorStarts = (taskId: string, operator: TestOperator) =>
  transitionTask({ taskId, trigger: 'start', actor: { kind: 'operator', id: operator.id }, now: new Date(), changes: () => ({ started_at: new Date().toISOString() }) });

export const operatorSubmits = (taskId: string, operator: TestOperator) => {
  const at = new Date().toISOString();
  return transitionTask({
    taskId,
    trigger: 'submit',
    actor: { kind: 'operator', id: operator.id },
    now: new Date(),
    changes: () => ({ submitted_at: at, proof: { photos: ['https://example.com/p.jpg'], notes: 'Open, lights on.', submittedAt: at } }),
  });
};

/** A task of `agent` brought to `state` by a fresh operator. */
export const taskIn = async (
  agent: RegisteredAgent,
  state: 'PENDING' | 'ESTIMATE_PENDING' | 'ACCEPTED' | 'IN_PROGRESS' | 'SUBMITTED',
  overrides: Record<string, unknown> = {},
) => {
  const created = await createTask(agent, overrides);
  const operator = newOperator();
  const order = ['PENDING', 'ESTIMATE_PENDING', 'ACCEPTED', 'IN_PROGRESS', 'SUBMITTED'];
  const reach = (s: string) => order.indexOf(state) >= order.indexOf(s);
  if (reach('ESTIMATE_PENDING')) await operatorClaims(created.task_id, operator);
  if (reach('ACCEPTED')) await api('POST', `/api/v1/tasks/${created.task_id}/estimate/approve`, { apiKey: agent.apiKey });
  if (reach('IN_PROGRESS')) await operatorStarts(created.task_id, operator);
  if (reach('SUBMITTED')) await operatorSubmits(created.task_id, operator);
  return { ...created, operator };
};
