import { paginateQuery, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb, TABLE_NAME } from './client';

/** Every item a query matches, across all its pages. */
export const queryAll = async (input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<Record<string, any>[]> => {
  const items: Record<string, any>[] = [];
  for await (const page of paginateQuery({ client: ddb }, { TableName: TABLE_NAME, ...input })) items.push(...(page.Items ?? []));
  return items;
};
