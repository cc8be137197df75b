import { randomBytes } from 'node:crypto';
import type { ConverseCommandInput } from '@aws-sdk/client-bedrock-runtime';
import sharp from 'sharp';
import { converseRequest } from '../functions/adapters/guardian/bedrock-guardian';
import { type ModelFamily, reviewerModelOf } from '../functions/adapters/guardian/models';
import { inspectImage } from '../functions/adapters/photos/image';
import { checkPhoto } from '../functions/contexts/work/photos/domain/evidence';
import { type ProofUnderReview, verdictWithoutReviewer } from '../functions/contexts/work/tasks/domain/guardian';
import { DEFAULT_GUARDIAN_MODEL_ID } from '../functions/platform/settings/catalogue';
import { PRICES } from './prices';
import { round } from './stats';
import { TARGETS } from './targets';

/** What a phone takes: 12 megapixels, 4:3. The reviewer resizes it before the model sees it. */
const PHONE_PHOTO = { width: 4032, height: 3024 };
/** Anthropic's documented estimate of an image's input tokens. */
const PIXELS_PER_CLAUDE_IMAGE_TOKEN = 750;
/**
 * Nova's documented examples (its user guide, "Image to tokens conversion"): width, height,
 * tokens. Nova rescales every image to the nearest of its aspect ratios, with a side of at least
 * 896 px, so it is costed as the example nearest in aspect ratio, then in size, as the guide does.
 */
const NOVA_IMAGE_EXAMPLES = [
  [900, 450, 800],
  [900, 900, 1300],
  [1400, 900, 1800],
  [1800, 900, 2400],
  [1300, 1300, 2600],
] as const;
/** A rough and common estimate for English and JSON text; the models' tokenizers are not public. */
const CHARACTERS_PER_TEXT_TOKEN = 4;
/** The tool_use block's own framing around the verdict's JSON. */
export const TOOL_USE_OUTPUT_OVERHEAD_TOKENS = 30;

export const GUARDIAN_COST_ASSUMPTIONS = [
  `The deployed Guardian (GUARDIAN=bedrock) reviews each submission once: the request the Bedrock reviewer builds, per model, for a proof of one ${PHONE_PHOTO.width}x${PHONE_PHOTO.height} phone photo per requirement, its tokens counted as the makers document them (Claude: an image is width x height / ${PIXELS_PER_CLAUDE_IMAGE_TOKEN} tokens after the reviewer's resize; Nova: the nearest of its documented examples; text: ${CHARACTERS_PER_TEXT_TOKEN} characters a token; Claude's forced-tool system prompt).`,
  'Its answer is a verdict like the one below (decision, confidence, a few sentences of reasoning, a reason per requirement); Bedrock on-demand list prices, no batch. The fixed prefix (tool schema and system prompt) is priced as a cache read where the model caches and the prefix reaches its minimum, the cache kept warm by reviews less than 5 minutes apart.',
];

/** A verdict of the size the reviewer asks for: what the output tokens are estimated from. */
const typicalVerdict = (requirements: number) => ({
  decision: 'APPROVE',
  confidence: 0.93,
  reasoning:
    'The photo shows the storefront from the street with the lights on and the door open; the sign matches the address in the task. The evidence checks all passed, and the notes agree with what the photo shows.',
  requirements: Array.from({ length: requirements }, (_, index) => ({
    index,
    met: true,
    reason: 'Photo 1 shows the storefront clearly, in daylight, with the shop name legible above the door.',
  })),
});

export const textTokens = (text: string) => Math.ceil(text.length / CHARACTERS_PER_TEXT_TOKEN);

/** Claude's documented estimate: pixels / 750. */
export const claudeImageTokens = (width: number, height: number): number => Math.ceil((width * height) / PIXELS_PER_CLAUDE_IMAGE_TOKEN);

/** Nova's tokens for an image: its documented example nearest in aspect ratio (long side over short), then in pixels. */
export const novaImageTokens = (width: number, height: number): number => {
  const aspect = (w: number, h: number) => Math.max(w, h) / Math.min(w, h);
  const distance = ([w, h]: readonly [number, number, number]) =>
    [Math.abs(aspect(w, h) - aspect(width, height)), Math.abs(w * h - width * height)] as const;
  const [nearest] = [...NOVA_IMAGE_EXAMPLES].sort((a, b) => {
    const [ra, pa] = distance(a);
    const [rb, pb] = distance(b);
    return ra - rb || pa - pb;
  });
  return nearest![2];
};

export const imageTokens = (family: ModelFamily, width: number, height: number): number =>
  family === 'nova' ? novaImageTokens(width, height) : claudeImageTokens(width, height);

export type CostPart = 'image' | 'text' | 'output';

export interface GuardianModelCost {
  modelId: string;
  name: string;
  imageTokens: number;
  /** The tool schema, the system prompt and the tool prompt: what every review repeats. */
  prefixTokens: number;
  /** Whether that prefix is read from Bedrock's prompt cache (the model caches, and the prefix reaches its minimum). */
  prefixCached: boolean;
  /** Why it is or is not. */
  cacheNote: string;
  /** The task, notes, checks and photo lines of this review. */
  submissionTokens: number;
  outputTokens: number;
  /** USD per review, by what it pays for. */
  costs: Record<CostPart, number>;
  dominant: CostPart;
  /** What one more photo adds to a review. */
  perPhotoUsd: number;
  perReviewUsd: number;
  per1000TasksUsd: number;
  targetMet: boolean;
}

export interface GuardianCostReport {
  requirements: number;
  /** The size each photo is sent at. */
  photoSentAs: { width: number; height: number };
  /** Reviews of the bench's proofs that skip the model because the evidence alone decides, of all. */
  skippedReviews: { skipped: number; of: number };
  models: GuardianModelCost[];
  defaultModelId: string;
  targetUsd: number;
}

/** A phone-sized photo per requirement that passed its checks, as the reviewer receives it. */
const benchProof = async (requirements: number): Promise<ProofUnderReview> => {
  const submittedAt = new Date();
  const photos = await Promise.all(
    Array.from({ length: requirements }, async (_, index) => {
      const bytes = await sharp(randomBytes(16 * 12 * 3), { raw: { width: 16, height: 12, channels: 3 } })
        .resize(PHONE_PHOTO.width, PHONE_PHOTO.height, { kernel: 'nearest' })
        .jpeg({ quality: 85 })
        .toBuffer();
      const facts = await inspectImage(bytes);
      const photoId = `ph_bench${index}`;
      const checks = checkPhoto(
        { photoId, declaredType: 'image/jpeg', requirement: index, facts },
        { claimedAt: new Date(submittedAt.getTime() - 3_600_000), submittedAt, maxDistanceKm: 1 },
      );
      return { photo: { photoId, requirement: index, contentType: 'image/jpeg', bytes, image: { sha256: facts.sha256 } }, checks };
    }),
  );
  return {
    taskId: 'task_bench',
    title: 'Is the corner store open?',
    description: 'Walk by 12 Main St and check whether the store is open.',
    taskType: 'VERIFICATION',
    proofRequirements: Array.from({ length: requirements }, (_, index) => `photo ${index + 1} of the storefront`),
    photos: photos.map(({ photo }) => photo),
    notes: 'Open, lights on, staff inside.',
    checks: photos.flatMap(({ checks }) => checks),
  };
};

const imageSizes = async (request: ConverseCommandInput) => {
  const sizes: { width: number; height: number }[] = [];
  for (const block of request.messages?.flatMap((message) => message.content ?? []) ?? []) {
    const bytes = block.image?.source?.bytes;
    if (bytes) {
      const { width = 0, height = 0 } = await sharp(bytes).metadata();
      sizes.push({ width, height });
    }
  }
  return sizes;
};

const LARGEST_FIRST = (costs: Record<CostPart, number>) => (Object.entries(costs) as [CostPart, number][]).sort(([, a], [, b]) => b - a);

/**
 * The deployed Guardian's cost per review, per model: the Converse request the Bedrock reviewer
 * builds for that model for `requirements` requirements, each with a fresh phone-sized photo that
 * passed its checks, its tokens counted, at the model's list price.
 */
export const guardianReviewCost = async (requirements = 1): Promise<GuardianCostReport> => {
  const proof = await benchProof(requirements);
  const outputTokens = textTokens(JSON.stringify(typicalVerdict(requirements))) + TOOL_USE_OUTPUT_OVERHEAD_TOKENS;
  let photoSentAs = { width: 0, height: 0 };
  const models: GuardianModelCost[] = [];
  for (const [modelId, price] of Object.entries(PRICES.bedrock.models)) {
    const model = reviewerModelOf(modelId);
    const request = await converseRequest(proof, modelId);
    const sizes = await imageSizes(request);
    photoSentAs = sizes[0] ?? photoSentAs;
    const images = sizes.reduce((total, { width, height }) => total + imageTokens(model.family, width, height), 0);
    const systemText = (request.system ?? []).map((block) => block.text ?? '').join('');
    const prefixTokens = textTokens(JSON.stringify(request.toolConfig?.tools) + systemText) + price.toolPromptTokens;
    const submissionText = (request.messages ?? []).flatMap((message) => message.content ?? []).map((block) => block.text ?? '');
    const submissionTokens = textTokens(submissionText.join(''));
    const cacheRead = 'cacheReadPerMillion' in price ? price.cacheReadPerMillion : undefined;
    const prefixCached = cacheRead !== undefined && model.cacheMinTokens !== undefined && prefixTokens >= model.cacheMinTokens;
    const cacheNote =
      cacheRead === undefined || model.cacheMinTokens === undefined
        ? 'no prompt caching'
        : `${prefixCached ? 'cached' : 'not cached'}: prefix ${prefixTokens} tokens, minimum ${model.cacheMinTokens}`;
    const perToken = (perMillion: number) => perMillion / 1e6;
    const costs: Record<CostPart, number> = {
      image: images * perToken(price.inputPerMillion),
      text: prefixTokens * perToken(prefixCached ? cacheRead! : price.inputPerMillion) + submissionTokens * perToken(price.inputPerMillion),
      output: outputTokens * perToken(price.outputPerMillion),
    };
    const perReviewUsd = costs.image + costs.text + costs.output;
    models.push({
      modelId,
      name: model.name,
      imageTokens: images,
      prefixTokens,
      prefixCached,
      cacheNote,
      submissionTokens,
      outputTokens,
      costs,
      dominant: LARGEST_FIRST(costs)[0]![0],
      perPhotoUsd: (images / Math.max(sizes.length, 1)) * perToken(price.inputPerMillion),
      perReviewUsd,
      per1000TasksUsd: round(perReviewUsd * 1000, 4),
      targetMet: perReviewUsd <= TARGETS.guardianCostPerReviewUsd,
    });
  }
  return {
    requirements,
    photoSentAs,
    skippedReviews: { skipped: verdictWithoutReviewer(proof) ? 1 : 0, of: 1 },
    models,
    defaultModelId: DEFAULT_GUARDIAN_MODEL_ID,
    targetUsd: TARGETS.guardianCostPerReviewUsd,
  };
};
