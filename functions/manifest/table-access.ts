/**
 * What a function may do with the table, declared next to its route (functions/manifest/routes.ts) or its
 * workflow step (its workflow's entry, gathered in functions/manifest/workflows.ts): the CDK grants exactly these IAM actions, and
 * the local stack refuses any other call the way IAM would (local/table-permissions.ts), so the
 * API tests prove every declaration is enough.
 *
 * - none: the function never touches the table (health, not-found, the stream dispatcher);
 * - read: gets and queries; an agent-authenticated reader also records its key's last use, the
 *   one attribute it may write (IAM's `dynamodb:Attributes` condition pins it);
 * - write: reads, and puts, updates, deletes and condition checks (transactions are made of these), and
 *   batch writes (unconditional puts and deletes a writer may make one by one anyway, at half a transaction's units);
 * - audit: reads, and Scan: the daily ledger audit (contexts/work/tasks/workflow/ledger-audit-step) alone, read-only.
 * No other function scans: a Scan's cost grows with the table.
 */
export type TableAccess = 'none' | 'read' | 'write' | 'audit';

export type TableAction =
  | 'GetItem'
  | 'BatchGetItem'
  | 'Query'
  | 'Scan'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'ConditionCheckItem'
  | 'BatchWriteItem';

const READ: readonly TableAction[] = ['GetItem', 'BatchGetItem', 'Query'];
const WRITE: readonly TableAction[] = [...READ, 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem', 'BatchWriteItem'];

export const TABLE_ACTIONS: Record<TableAccess, readonly TableAction[]> = { none: [], read: READ, write: WRITE, audit: [...READ, 'Scan'] };

/** What an agent-authenticated reader may write: its API key's last use (and the key attributes every write names). */
export const KEY_USE_ATTRIBUTES = ['pk', 'sk', 'last_used_at'] as const;
