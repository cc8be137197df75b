/**
 * The Bedrock vision models the reviewer knows how to ask, and how each differs in the Converse
 * request: Claude takes any JSON Schema for the tool and answers greedily at temperature 0; Nova
 * takes only type, properties and required at the schema's top level (anything else is a
 * ValidationException) and answers greedily with topK 1, as its tool-use guide recommends. Prompt
 * caching: Claude 3 Haiku has none; Claude Haiku 4.5 caches a prefix of 4,096 tokens or more, Nova
 * one of 1,000 or more, in its system prompt (Nova takes no checkpoint among the tools).
 */

import type { SystemContentBlock, ToolInputSchema } from '@aws-sdk/client-bedrock-runtime';

/** A JSON Schema as the Converse API takes it. */
type JsonSchema = ToolInputSchema.JsonMember['json'];

export type ModelFamily = 'claude' | 'nova';

interface ReviewerModel {
  name: string;
  family: ModelFamily;
  /** The fewest tokens before a cache checkpoint for Bedrock to cache the prefix; absent: no prompt caching. */
  cacheMinTokens?: number;
}

/** By foundation model id; an inference profile (us., global., ...) names the same model. */
export const REVIEWER_MODELS: Record<string, ReviewerModel> = {
  'anthropic.claude-3-haiku-20240307-v1:0': { name: 'Claude 3 Haiku', family: 'claude' },
  'anthropic.claude-haiku-4-5-20251001-v1:0': { name: 'Claude Haiku 4.5', family: 'claude', cacheMinTokens: 4096 },
  'amazon.nova-lite-v1:0': { name: 'Amazon Nova Lite', family: 'nova', cacheMinTokens: 1000 },
  'amazon.nova-pro-v1:0': { name: 'Amazon Nova Pro', family: 'nova', cacheMinTokens: 1000 },
};

/** What the reviewer knows of `modelId`; a model it does not list is asked as its family is, without a cache checkpoint (one could be refused). */
export const reviewerModelOf = (modelId: string): ReviewerModel => {
  const known = Object.entries(REVIEWER_MODELS).find(([id]) => modelId === id || modelId.endsWith(`.${id}`));
  if (known) return known[1];
  return { name: modelId, family: /(^|\.)amazon\.nova-/.test(modelId) ? 'nova' : 'claude' };
};

/** The tool's input schema as the family takes it. */
export const toolSchemaFor = (family: ModelFamily, schema: { type: JsonSchema; properties: JsonSchema; required: JsonSchema }): JsonSchema =>
  family === 'nova' ? { type: schema.type, properties: schema.properties, required: schema.required } : schema;

/** Greedy decoding, as each family is told to decode for tool use. */
export const decodingFor = (family: ModelFamily) =>
  family === 'nova'
    ? { inferenceConfig: { maxTokens: 1024, temperature: 1, topP: 1 }, additionalModelRequestFields: { inferenceConfig: { topK: 1 } } }
    : { inferenceConfig: { maxTokens: 1024, temperature: 0 } };

/** The checkpoint after the fixed system prompt (the tools come before it, so it covers both), where the model caches. */
export const cacheCheckpointFor = (model: ReviewerModel): SystemContentBlock[] => (model.cacheMinTokens ? [{ cachePoint: { type: 'default' } }] : []);
