import * as z from 'zod/mini';
import { cents, itemSchema } from '../../../../platform/table/read-item';
import { ENTRY_KINDS, type JournalEntry } from '../domain/ledger';

/** A ledger account's balance (ledgerKeys.account). */
export const accountBalanceItem = itemSchema(() => z.object({ account_id: z.string(), balance: cents(), updated_at: z.optional(z.string()) }));

/** One statement line of an account (ledgerKeys.accountLine). */
export const accountLineItem = itemSchema(() =>
  z.object({
    entry_id: z.string(),
    amount: cents(),
    kind: z.enum(ENTRY_KINDS),
    created_at: z.string(),
    task_id: z.optional(z.string()),
  }),
);

/** An immutable journal entry (ledgerKeys.journalEntry), read back as the core's JournalEntry. */
export const journalEntryItem = itemSchema(() =>
  z.pipe(
    z.object({
      entry_id: z.string(),
      kind: z.enum(ENTRY_KINDS),
      postings: z.array(z.object({ account: z.string(), amount: cents() })),
      task_id: z.optional(z.string()),
    }),
    z.transform((item): JournalEntry => ({ entryId: item.entry_id, kind: item.kind, postings: item.postings, taskId: item.task_id })),
  ),
);
