/**
 * Each function's table access, found from where it is declared: its route (functions/manifest/routes.ts),
 * its workflow's entry or the functions beside the workflows (functions/manifest/workflows.ts), or, for the functions that are neither,
 * here. The CDK app grants from this (lib/table-grants.ts); the local stack enforces it.
 */
import { NOT_FOUND_HANDLER, routes } from './routes';
import type { TableAccess } from './table-access';
import { BACKGROUND_FUNCTIONS, WORKFLOW_STEPS } from './workflows';

export const CALLBACK_SENDER_HANDLER = 'contexts/delivery/delivery/sender/send';
/** The Web Push sender, fed from the table's stream (functions/manifest/push-stream.ts). */
export const PUSH_SENDER_HANDLER = 'contexts/delivery/push/sender/send';
/** The table stream's fan-out (functions/manifest/stream-fan-out.ts): it reads records, not the table, and invokes their consumers. */
export const STREAM_FAN_OUT_HANDLER = 'platform/workflow/stream-fan-out';
/** The x402 settler, invoked by task and batch creation: it signs with the hot wallet, so it runs under the payout signer's role. */
export const X402_SETTLER_HANDLER = 'contexts/money/deposits/sender/settle-payment';
/** The screening function, invoked by task and batch creation: it screens their requests and counts a refusal or hold on the agent's safety record. */
export const SCREENING_HANDLER = 'contexts/work/safety/sender/screen';

export interface FunctionTableAccess {
  readonly access: TableAccess;
  /** An agent-authenticated function records its API key's last use, reads included. */
  readonly recordsKeyUse: boolean;
}

const declared = new Map<string, FunctionTableAccess>([
  [NOT_FOUND_HANDLER, { access: 'none', recordsKeyUse: false }],
  [STREAM_FAN_OUT_HANDLER, { access: 'none', recordsKeyUse: false }],
  // Delivery records and retry state live on the event items it delivers.
  [CALLBACK_SENDER_HANDLER, { access: 'write', recordsKeyUse: false }],
  // It reads tasks and subscriptions, deletes a subscription its push service calls gone, and marks a batch announced.
  [PUSH_SENDER_HANDLER, { access: 'write', recordsKeyUse: false }],
  // The hot wallet's transaction nonce it reserves, as the payout sender does.
  [X402_SETTLER_HANDLER, { access: 'write', recordsKeyUse: false }],
  [SCREENING_HANDLER, { access: 'write', recordsKeyUse: false }],
  ...[...Object.values(WORKFLOW_STEPS), ...Object.values(BACKGROUND_FUNCTIONS)].map(
    ({ handler, table }) => [handler, { access: table, recordsKeyUse: false }] as const,
  ),
  ...routes.map((route) => [route.handler, { access: route.table, recordsKeyUse: route.auth === 'agent' }] as const),
]);

/** The access a handler module was declared with; a function without a declaration is a mistake caught at synth and start. */
export const tableAccessOf = (handler: string): FunctionTableAccess => {
  const found = declared.get(handler);
  if (!found) throw new Error(`No table access declared for ${handler}`);
  return found;
};
