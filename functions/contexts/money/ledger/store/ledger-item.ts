import * as z from 'zod/mini';
import { cents, itemSchema } from '../../../../platform/table/read-item';
import { ENTRY_KINDS, type JournalEntry } from '../domain/ledger';

/** A ledger account's balance (ledgerKeys.account). */
export const accountBalanceItem = /* @__PURE__ */ itemSchema(() =>
  z.object({ account_id: z.string(), balance: cents(), updated_at: z.optional(z.string()) }),
);

const postings = () => z.array(z.object({ account: z.string(), amount: cents() }));

/**
 * One statement line of an account (ledgerKeys.accountLine): the account's posting of an entry, and the
 * whole entry (its postings), which the line of its home account (domain/ledger homeAccount) records.
 */
export const accountLineItem = /* @__PURE__ */ itemSchema(() =>
  z.object({
    entry_id: z.string(),
    amount: cents(),
    kind: z.enum(ENTRY_KINDS),
    created_at: z.string(),
    task_id: z.optional(z.string()),
    postings: postings(),
  }),
);

/** The journal entry a statement line carries, as the core reads it. */
export const lineEntry = (line: z.output<ReturnType<typeof accountLineItem>>): JournalEntry => ({
  entryId: line.entry_id,
  kind: line.kind,
  postings: line.postings,
  taskId: line.task_id,
});
