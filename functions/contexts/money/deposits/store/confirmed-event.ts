import * as z from 'zod/mini';
import { TABLE_NAME } from '../../../../platform/table/client';
import { itemSchema } from '../../../../platform/table/read-item';
import type { TransactItem } from '../../../../platform/table/transactions';
import type { Deposit } from '../domain/deposits';
import { depositsKeys } from './keys';

/**
 * A deposit's confirmation as the outbox carries it (depositsKeys.depositConfirmedEvent), written in the
 * credit's transaction: the pipe queues its INSERT and the sender fans it out to the agent's webhook
 * endpoints. `data` is the deposit as the deposit routes show it, rendered then (a JSON text, so its
 * fields keep their order).
 */
export const depositConfirmedEventItem = /* @__PURE__ */ itemSchema(() =>
  z.object({ event: z.literal('deposit.confirmed'), agent_id: z.string(), transaction_id: z.string(), timestamp: z.string(), data: z.string() }),
);

export const depositConfirmedEventWrite = (deposit: Deposit, data: unknown): TransactItem => ({
  Put: {
    TableName: TABLE_NAME,
    Item: {
      ...depositsKeys.depositConfirmedEvent(deposit.transaction_id),
      event: 'deposit.confirmed',
      agent_id: deposit.agent_id,
      transaction_id: deposit.transaction_id,
      timestamp: deposit.confirmed_at ?? deposit.created_at,
      data: JSON.stringify(data),
    },
  },
});
