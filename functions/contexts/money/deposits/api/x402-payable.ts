import * as z from 'zod/mini';
import type { ApiResult } from '../../../../platform/http/api-handler';
import { EscrowShortfallError, InsufficientFundsError } from '../../../../platform/kernel/errors';
import { config } from '../../../../platform/settings';
import { withMeta } from '../../../../platform/wire/meta';
import { evmAddress } from '../../../../platform/wire/schemas';
import { encodeHeader, PAYMENT_HEADERS, paymentAsked, paymentRequired } from '../domain/x402';
import { paymentTerms, refuseWhileSettling } from '../use-cases/pay-shortfall';
import { creationPayments } from '../wiring/payments';

/**
 * The 402 of a short balance: `error`, and beside it the x402 version 2 PaymentRequired object (also base64 in PAYMENT-REQUIRED).
 * Only the declared responses read it (marked pure: the bundles leave it out).
 */
export const paymentRequiredSchema = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    error: /* @__PURE__ */ z.string(),
    x402Version: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.literal(2), { description: 'x402 protocol version' }),
    resource: /* @__PURE__ */ z.object({
      url: /* @__PURE__ */ z.string(),
      description: /* @__PURE__ */ z.string(),
      mimeType: /* @__PURE__ */ z.string(),
    }),
    accepts: /* @__PURE__ */ withMeta(
      /* @__PURE__ */ z.array(
        /* @__PURE__ */ z.object({
          scheme: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.literal('exact'), {
            description: 'EIP-3009 transferWithAuthorization of exactly `amount` or more',
          }),
          network: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string(), { description: 'The chain, CAIP-2', examples: ['eip155:8453'] }),
          asset: /* @__PURE__ */ withMeta(evmAddress, { description: 'The USDC token contract' }),
          amount: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string(), {
            description: "The shortfall in USDC's 6-decimal base units",
            examples: ['1100000'],
          }),
          payTo: /* @__PURE__ */ withMeta(evmAddress, { description: 'The deposit address' }),
          maxTimeoutSeconds: /* @__PURE__ */ z.int(),
          extra: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.object({ name: /* @__PURE__ */ z.string(), version: /* @__PURE__ */ z.string() }), {
            description: "USDC's EIP-712 domain name and version",
          }),
        }),
      ),
      { description: 'One way to pay: USDC on the configured chain, signed by the bound wallet' },
    ),
  }),
  { id: 'PaymentRequired' },
);

type PaymentRequiredResult = { status: 402; body: z.output<typeof paymentRequiredSchema>; headers: Record<string, string> };

interface PayableRequest {
  headers: Readonly<Record<string, string | undefined>>;
  principal: { agentId: string };
  now: Date;
}

/**
 * Runs a creation that holds escrow with x402 around it: a balance short by N cents answers 402
 * with payment requirements for N, unless what the agent has waiting for confirmations covers N
 * (503 with Retry-After: paying again would pay twice); the same request carrying a payment
 * (PAYMENT-SIGNATURE, or version 1's X-PAYMENT) has it verified, settled and credited by the x402
 * settler (sender/settle-payment.ts), and the creation runs again, its answer carrying PAYMENT-RESPONSE. A request whose balance already
 * covers the creation never touches its payment (a replayed header then proceeds, crediting
 * nothing; nor does a request sent again after its settlement was credited by the confirmation
 * workflow meanwhile).
 */
export const payable = async <R extends ApiResult>(
  request: PayableRequest,
  path: string,
  create: () => Promise<R>,
): Promise<R | PaymentRequiredResult> => {
  const required = (error: EscrowShortfallError | InsufficientFundsError, shortfall: number, headers: Record<string, string> = {}) => {
    const resource = {
      url: `${config.publicBaseUrl || `https://${request.headers.host ?? 'localhost'}`}${path}`,
      description: 'Escrow of the request',
      mimeType: 'application/json',
    };
    const body = paymentRequired(paymentTerms(creationPayments.settings), shortfall, resource, error.message);
    return {
      status: 402 as const,
      body: { ...body, error: error.message } as PaymentRequiredResult['body'],
      headers: { ...headers, [PAYMENT_HEADERS.required]: encodeHeader(body) },
    };
  };
  try {
    return await create();
  } catch (error) {
    if (!(error instanceof EscrowShortfallError)) throw error;
    const header = request.headers[PAYMENT_HEADERS.signature] ?? request.headers[PAYMENT_HEADERS.legacy];
    if (!header) {
      await refuseWhileSettling(creationPayments, request.principal.agentId, error.shortfall, request.now);
      return required(error, paymentAsked(error.shortfall, creationPayments.settings.x402Min));
    }
    const asked = paymentAsked(error.shortfall, creationPayments.settings.x402Min);
    let settlement: Awaited<ReturnType<typeof creationPayments.payShortfall>>;
    try {
      settlement = await creationPayments.payShortfall({ agentId: request.principal.agentId, header, asked, now: request.now.toISOString() });
    } catch (refusal) {
      if (refusal instanceof InsufficientFundsError) return required(refusal, asked);
      throw refusal;
    }
    const paid = { [PAYMENT_HEADERS.response]: encodeHeader(settlement) };
    try {
      const result = await create();
      return { ...result, headers: { ...result.headers, ...paid } };
    } catch (again) {
      // Still short (the balance was spent meanwhile): the payment stays credited, and what is missing now is asked for.
      if (again instanceof EscrowShortfallError) return required(again, paymentAsked(again.shortfall, creationPayments.settings.x402Min), paid);
      throw again;
    }
  }
};
