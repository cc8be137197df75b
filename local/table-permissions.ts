import { AsyncLocalStorage } from 'node:async_hooks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { KEY_USE_ATTRIBUTES, TABLE_ACTIONS, type TableAction } from '../functions/manifest/table-access';
import { type FunctionTableAccess, tableAccessOf } from '../functions/manifest/table-permissions';

/**
 * IAM's table permissions on the local stack: each handler runs as its function, and a DynamoDB
 * call its declaration (functions/manifest/table-permissions.ts) does not allow is refused with
 * AccessDeniedException, as AWS would. So the API tests prove every declaration is enough, and
 * the grants the CDK app makes from the same declarations are exactly what the code needs.
 */
const runningFunction = new AsyncLocalStorage<string>();

/** The handler, run as the function `name` (nested calls, such as a workflow started from the stream, run as their own). */
export const asFunction = <H extends (...args: any[]) => unknown>(name: string, handler: H): H =>
  ((...args: Parameters<H>) => runningFunction.run(name, () => handler(...args))) as H;

interface Call {
  /** The SDK command, e.g. 'TransactWriteCommand' (document client) or 'TransactWriteItemsCommand'. */
  commandName: string;
  input: Record<string, any>;
}

const SINGLE: Record<string, TableAction | 'DescribeTable'> = {
  Get: 'GetItem',
  GetItem: 'GetItem',
  BatchGet: 'BatchGetItem',
  BatchGetItem: 'BatchGetItem',
  Query: 'Query',
  Put: 'PutItem',
  PutItem: 'PutItem',
  Update: 'UpdateItem',
  UpdateItem: 'UpdateItem',
  Delete: 'DeleteItem',
  DeleteItem: 'DeleteItem',
  Scan: 'Scan',
  BatchWrite: 'BatchWriteItem',
  BatchWriteItem: 'BatchWriteItem',
  TransactGet: 'GetItem',
  TransactGetItems: 'GetItem',
};

const ITEM_ACTIONS: Record<string, TableAction> = {
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
};

/** The one update a reader may make: its API key's last use. */
const KEY_USE_UPDATE = new RegExp(`^SET ${KEY_USE_ATTRIBUTES[2]} = :\\w+$`);

/** What a call needs, as IAM counts it: a transaction needs the action of each of its items. */
const neededBy = ({ commandName, input }: Call): { action: string; update?: string }[] => {
  const name = commandName.replace(/Command$/, '');
  if (name === 'TransactWrite' || name === 'TransactWriteItems') {
    return (input.TransactItems as Record<string, any>[]).flatMap((item) =>
      Object.keys(item)
        .filter((kind) => kind in ITEM_ACTIONS)
        .map((kind) => ({ action: ITEM_ACTIONS[kind]!, update: item[kind].UpdateExpression })),
    );
  }
  return [{ action: SINGLE[name] ?? name, update: input.UpdateExpression }];
};

/** The actions of a call that a function with `declared` access may not take (none: allowed). */
export const deniedActions = (declared: FunctionTableAccess, call: Call): string[] =>
  neededBy(call)
    .filter(({ action, update }) => {
      if ((TABLE_ACTIONS[declared.access] as readonly string[]).includes(action)) return false;
      const keyUse = declared.access === 'read' && declared.recordsKeyUse && action === 'UpdateItem' && KEY_USE_UPDATE.test(update ?? '');
      return !keyUse;
    })
    .map(({ action }) => action);

/** Installs the check on the client every handler uses. Calls outside any function (tests, the local stack itself) pass. */
export const enforceTablePermissions = (client: DynamoDBDocumentClient): void => {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const fn = runningFunction.getStore();
      if (fn) {
        const denied = deniedActions(tableAccessOf(fn), { commandName: context.commandName ?? '', input: args.input as Call['input'] });
        if (denied.length) {
          throw Object.assign(new Error(`Function ${fn} is not authorized to perform: ${denied.map((a) => `dynamodb:${a}`).join(', ')}`), {
            name: 'AccessDeniedException',
          });
        }
      }
      return next(args);
    },
    // override: a second stack started in the same process installs it once.
    { step: 'initialize', name: 'localTablePermissions', override: true },
  );
};
