import type { SettleResponse } from '@x402/core/types';
import * as z from 'zod/mini';
import {
  ConflictError,
  DomainError,
  InsufficientFundsError,
  InvalidRequestError,
  NotFoundError,
  PaymentSettlingError,
  PaymentUsedError,
  RuleViolationError,
  UnavailableError,
} from '../../../../platform/kernel/errors';
import type { Cents } from '../../../../platform/kernel/money';

/**
 * What the x402 settler is asked by task and batch creation: to pay `asked` cents of the agent's
 * short balance with the payment its request carried (the PAYMENT-SIGNATURE or X-PAYMENT header).
 * Marked pure: only the settler parses it, so creation's bundle drops it.
 */
export const settlerRequest = /* @__PURE__ */ z.object({
  agentId: /* @__PURE__ */ z.string(),
  header: /* @__PURE__ */ z.string(),
  asked: /* @__PURE__ */ z.int(),
  now: /* @__PURE__ */ z.iso.datetime(),
});
export type SettlerRequest = z.output<typeof settlerRequest> & { asked: Cents };

const settlerAnswer = z.union([
  z.object({ settled: z.object({ success: z.boolean(), payer: z.optional(z.string()), transaction: z.string(), network: z.string() }) }),
  z.object({ refused: z.object({ kind: z.string(), message: z.string(), retryAfterSeconds: z.optional(z.number()) }) }),
]);
export type SettlerAnswer = z.output<typeof settlerAnswer>;

/**
 * The refusals a payment can meet, by their class's name: they cross the function boundary as
 * data and are thrown again on the creation's side, so the client reads the same status, message
 * and Retry-After as if the payment had been checked there.
 */
const REFUSALS: Record<string, new (message: string) => DomainError> = {
  InvalidRequestError,
  InsufficientFundsError,
  NotFoundError,
  ConflictError,
  PaymentUsedError,
  RuleViolationError,
  UnavailableError,
};

/** The settler's answer to `pay`: the settlement, or the domain refusal it threw; anything else fails the invocation. */
export const settlerAnswerOf = async (pay: () => Promise<SettleResponse>): Promise<SettlerAnswer> => {
  try {
    const { success, payer, transaction, network } = await pay();
    return { settled: { success, transaction, network, ...(payer === undefined ? {} : { payer }) } };
  } catch (error) {
    if (!(error instanceof DomainError) || (!(error instanceof PaymentSettlingError) && !Object.hasOwn(REFUSALS, error.name))) throw error;
    const retry = error instanceof PaymentSettlingError ? { retryAfterSeconds: error.retryAfterSeconds } : {};
    return { refused: { kind: error.name, message: error.message, ...retry } };
  }
};

/** The settlement a settler's answer carries, or its refusal thrown as the error it was. */
export const settledFrom = (answer: unknown): SettleResponse => {
  const parsed = z.parse(settlerAnswer, answer);
  if ('settled' in parsed) return parsed.settled as SettleResponse;
  const { kind, message, retryAfterSeconds } = parsed.refused;
  if (kind === 'PaymentSettlingError' && retryAfterSeconds !== undefined) throw new PaymentSettlingError(message, retryAfterSeconds);
  const Refusal = Object.hasOwn(REFUSALS, kind) ? REFUSALS[kind] : undefined;
  if (!Refusal) throw new Error(`The x402 settler answered an unknown refusal ${kind}: ${message}`);
  throw new Refusal(message);
};
