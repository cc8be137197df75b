/**
 * Ports: what the delivery engine needs from outside, as types only (the pattern is described in
 * contexts/money/payouts/ports.ts). The callbacks' wiring builds the real transport and sealer; the
 * in-memory ones are in test/support/fakes/callbacks.ts.
 */

import type { RetryPolicy } from '../../../platform/kernel/retry-schedule';

export type DeliveryResult = { ok: true; statusCode: number } | { ok: false; statusCode?: number; error: string };

/**
 * Sends a signed request to a URL, checking its address again first: an address the callback
 * rules refuse throws the InvalidRequestError they name.
 */
export interface DeliveryTransport {
  send(url: string, headers: Record<string, string>, body: string): Promise<DeliveryResult>;
}

/** Encrypts secrets at rest, bound to a context (what they belong to): the secrets deliveries are signed or authorized with. */
export interface SecretSealer {
  seal(plaintext: string, context: Record<string, string>): Promise<string>;
  open(sealed: string, context: Record<string, string>): Promise<string>;
}

export interface DeliveryEnginePorts {
  transport: DeliveryTransport;
  /** The one retry schedule of every delivery: its backoff and its last attempt. */
  retry: RetryPolicy;
}
