import { screeningRequest } from '../functions/adapters/screening/bedrock-screener';
import { DEFAULT_SCREENING_MODEL_ID } from '../functions/platform/settings/catalogue';
import { TOOL_USE_OUTPUT_OVERHEAD_TOKENS, textTokens } from './guardian-cost';
import { PRICES } from './prices';
import { round } from './stats';
import { TARGETS } from './targets';

/** The bench's task, as creation screens it: title, description, a proof requirement. */
const BENCH_TASK_TEXTS = ['Is the corner store open?', 'Walk by 12 Main St and check whether the store is open.', 'photo of the storefront'];
/** The answer the screening tool asks for, at the size it usually is. */
const TYPICAL_ANSWER = { verdict: 'allow', category: null, reason: 'An ordinary check of a storefront, nothing the policy prohibits.' };

export const SCREENING_COST_ASSUMPTION =
  'The deployed screening (SCREENING=bedrock) asks its model once per task the rules do not refuse, with the request the Bedrock ' +
  "screener builds for the bench's task (the policy as system prompt, the forced tool's schema, the task's texts; text at the " +
  "Guardian's characters a token) and an answer like a one-sentence allow; on-demand list price, no cache (Nova caches only 1,000 tokens or more).";

export interface ScreeningCostReport {
  modelId: string;
  inputTokens: number;
  outputTokens: number;
  per1000TasksUsd: number;
  targetUsd: number;
  targetMet: boolean;
}

/** The deployed screening's model cost per 1,000 tasks, with the default model. */
export const screeningCost = (): ScreeningCostReport => {
  const modelId = DEFAULT_SCREENING_MODEL_ID;
  const price = PRICES.bedrock.screeningModels[modelId];
  const request = screeningRequest(BENCH_TASK_TEXTS, modelId);
  const system = (request.system ?? []).map((block) => block.text ?? '').join('');
  const message = (request.messages ?? []).flatMap((entry) => entry.content ?? []).map((block) => block.text ?? '');
  const inputTokens = textTokens(JSON.stringify(request.toolConfig?.tools) + system + message.join(''));
  const outputTokens = textTokens(JSON.stringify(TYPICAL_ANSWER)) + TOOL_USE_OUTPUT_OVERHEAD_TOKENS;
  const perTask = (inputTokens * price.inputPerMillion + outputTokens * price.outputPerMillion) / 1e6;
  const per1000TasksUsd = round(perTask * 1000, 4);
  const targetUsd = TARGETS.screeningCostPer1000TasksUsd;
  return { modelId, inputTokens, outputTokens, per1000TasksUsd, targetUsd, targetMet: per1000TasksUsd <= targetUsd };
};
