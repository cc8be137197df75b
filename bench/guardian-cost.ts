import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { converseRequest } from '../functions/adapters/guardian/bedrock-guardian';
import { inspectImage } from '../functions/adapters/photos/image';
import { checkPhoto } from '../functions/modules/photos/domain/evidence';
import { DEFAULT_GUARDIAN_MODEL_ID } from '../functions/platform/settings/catalogue';
import { PRICES } from './prices';
import { round } from './stats';

/** What a phone takes: 12 megapixels, 4:3. The reviewer resizes it before the model sees it. */
const PHONE_PHOTO = { width: 4032, height: 3024 };
/** Anthropic's documented estimate of an image's input tokens. */
const PIXELS_PER_IMAGE_TOKEN = 750;
/** A rough and common estimate for English and JSON text; the model's tokenizer is not public. */
const CHARACTERS_PER_TEXT_TOKEN = 4;
/** The tool_use block's own framing around the verdict's JSON. */
const TOOL_USE_OUTPUT_OVERHEAD_TOKENS = 30;

export const GUARDIAN_COST_ASSUMPTIONS = [
  `The deployed Guardian (GUARDIAN=bedrock) reviews each submission once: the request the Bedrock reviewer builds for a proof of one ${PHONE_PHOTO.width}x${PHONE_PHOTO.height} phone photo per requirement, counted as Anthropic documents it (an image: width x height / ${PIXELS_PER_IMAGE_TOKEN} tokens after the reviewer's resize; text: ${CHARACTERS_PER_TEXT_TOKEN} characters a token; the forced tool's system prompt).`,
  'Its answer is a verdict like the one below (decision, confidence, a few sentences of reasoning, a reason per requirement); Bedrock on-demand list prices, no batch or prompt caching.',
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

const textTokens = (text: string) => Math.ceil(text.length / CHARACTERS_PER_TEXT_TOKEN);

export interface GuardianModelCost {
  modelId: string;
  name: string;
  inputTokens: number;
  outputTokens: number;
  /** What one more photo adds to a review. */
  perPhotoUsd: number;
  perReviewUsd: number;
  per1000TasksUsd: number;
}

export interface GuardianCostReport {
  requirements: number;
  /** The size the model is sent, and its tokens, per photo. */
  photoSentAs: { width: number; height: number; tokens: number };
  textInputTokens: number;
  models: GuardianModelCost[];
  defaultModelId: string;
}

/**
 * The deployed Guardian's cost per review, per model: the Converse request the Bedrock reviewer
 * would send for `requirements` requirements, each with a fresh phone-sized photo that passed its
 * checks, its tokens counted, at each model's list price.
 */
export const guardianReviewCost = async (requirements = 1): Promise<GuardianCostReport> => {
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
        { photoId, declaredType: 'image/jpeg', requirement: index, facts, duplicateOfAnotherTask: false },
        { claimedAt: new Date(submittedAt.getTime() - 3_600_000), submittedAt, maxDistanceKm: 1 },
      );
      return { photo: { photoId, requirement: index, contentType: 'image/jpeg', bytes }, checks };
    }),
  );
  const proof = {
    taskId: 'task_bench',
    title: 'Is the corner store open?',
    description: 'Walk by 12 Main St and check whether the store is open.',
    taskType: 'VERIFICATION',
    proofRequirements: Array.from({ length: requirements }, (_, index) => `photo ${index + 1} of the storefront`),
    photos: photos.map(({ photo }) => photo),
    notes: 'Open, lights on, staff inside.',
    checks: photos.flatMap(({ checks }) => checks),
  };
  const request = await converseRequest(proof, DEFAULT_GUARDIAN_MODEL_ID);
  let text = JSON.stringify(request.system) + JSON.stringify(request.toolConfig);
  let imageTokens = 0;
  let photoSentAs = { width: 0, height: 0, tokens: 0 };
  for (const block of request.messages?.flatMap((message) => message.content ?? []) ?? []) {
    if (block.text) text += block.text;
    const imageBytes = block.image?.source?.bytes;
    if (imageBytes) {
      const { width = 0, height = 0 } = await sharp(imageBytes).metadata();
      const tokens = Math.ceil((width * height) / PIXELS_PER_IMAGE_TOKEN);
      photoSentAs = { width, height, tokens };
      imageTokens += tokens;
    }
  }
  const textInputTokens = textTokens(text);
  const outputTokens = textTokens(JSON.stringify(typicalVerdict(requirements))) + TOOL_USE_OUTPUT_OVERHEAD_TOKENS;
  const models = Object.entries(PRICES.bedrock.models).map(([modelId, model]) => {
    const inputTokens = textInputTokens + imageTokens + model.toolPromptTokens;
    const perReviewUsd = (inputTokens * model.inputPerMillion + outputTokens * model.outputPerMillion) / 1e6;
    const perPhotoUsd = (photoSentAs.tokens * model.inputPerMillion) / 1e6;
    return { modelId, name: model.name, inputTokens, outputTokens, perPhotoUsd, perReviewUsd, per1000TasksUsd: round(perReviewUsd * 1000, 4) };
  });
  return { requirements, photoSentAs, textInputTokens, models, defaultModelId: DEFAULT_GUARDIAN_MODEL_ID };
};
