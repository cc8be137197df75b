/**
 * The screening function: screens what task and batch creation are asked against the acceptable use
 * policy (use-cases/screen-request.ts: the rules, and with SCREENING=bedrock the model on top), counts
 * and records a refusal or hold, and answers what it lets through or the refusal. Creation invokes it
 * synchronously (wiring/screening-function.ts), as it invokes the x402 settler: the screeners, the
 * Bedrock client and its permission, and the screenings' metrics are this function's alone, so a
 * creation's bundle holds none of them.
 */
import * as z from 'zod/mini';
import { withInvocationContext } from '../../../../platform/logging/invocation-context';
import { screeningAnswerOf, screeningCall } from '../domain';
import { screenRequest } from '../use-cases';
import { screening } from '../wiring/screening';

export const handler = withInvocationContext(async (event: unknown) => {
  const { now, ...request } = z.parse(screeningCall, event);
  return screeningAnswerOf(() => screenRequest(screening, request, new Date(now)));
});
