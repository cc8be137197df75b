import * as z from 'zod/mini';
import { PolicyRefusalError, platformErrors } from '../../../../platform/kernel/errors';
import { SAFETY_CATEGORIES, SCREENED_SUBJECTS, type ScreeningPass, type ScreeningRequest } from './screening';

/** What the screening function is asked by task and batch creation: a request to screen, and when (marked pure: only that function parses it). */
export const screeningCall = /* @__PURE__ */ z.object({
  subject: /* @__PURE__ */ z.enum(SCREENED_SUBJECTS),
  agentId: /* @__PURE__ */ z.string(),
  texts: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
  now: /* @__PURE__ */ z.iso.datetime(),
});

/** A request to screen as the screening function is asked it (JSON). */
export const screeningCallOf = (request: ScreeningRequest, now: Date): z.output<typeof screeningCall> => ({
  subject: request.subject,
  agentId: request.agentId,
  texts: [...request.texts],
  now: now.toISOString(),
});

const screeningAnswer = z.union([
  z.object({ verdict: z.literal('allow') }),
  z.object({ verdict: z.literal('hold'), category: z.nullable(z.enum(SAFETY_CATEGORIES)), reason: z.string() }),
  z.object({ verdict: z.literal('refuse'), category: z.enum(SAFETY_CATEGORIES) }),
]);
type ScreeningAnswer = z.output<typeof screeningAnswer>;

/** The screening function's answer to `screen`: what it lets through, or the policy's refusal as data; anything else fails the invocation. */
export const screeningAnswerOf = async (screen: () => Promise<ScreeningPass>): Promise<ScreeningAnswer> => {
  try {
    return await screen();
  } catch (error) {
    if (!(error instanceof PolicyRefusalError)) throw error;
    return { verdict: 'refuse', category: z.parse(z.enum(SAFETY_CATEGORIES), error.category) };
  }
};

/**
 * What a screening function's answer lets through, or its refusal thrown as the error it was there
 * (422 naming the category): the client reads the same answer as if the request had been screened
 * in the function it called.
 */
export const screeningPassFrom = (answer: unknown): ScreeningPass => {
  const parsed = z.parse(screeningAnswer, answer);
  if (parsed.verdict === 'refuse') throw platformErrors.refusedByPolicy(parsed.category);
  return parsed;
};
