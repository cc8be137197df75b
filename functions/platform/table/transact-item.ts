import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ConditionName } from '../kernel/conditions';

/** A transaction item, with the name of its condition if it has one. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number] & { condition?: ConditionName };
