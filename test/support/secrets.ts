import { readFileSync } from 'node:fs';
import { paginateScan } from '@aws-sdk/lib-dynamodb';
import { expect, inject } from 'vitest';
import { ddb, TABLE_NAME } from '../../functions/platform/table/client';

/** Every item of the suite's table, read consistently page by page, as text. */
const tableText = async (): Promise<string> => {
  const items: string[] = [];
  for await (const page of paginateScan({ client: ddb }, { TableName: TABLE_NAME, ConsistentRead: true }))
    for (const item of page.Items ?? []) items.push(JSON.stringify(item));
  return items.join('\n');
};

/** Every line the suite's handlers logged so far (test/support/handler-logs.ts). */
const handlerLogText = (): string => readFileSync(inject('handlerLogFile'), 'utf8');

/** The handlers' log records so far, parsed. */
export const handlerLogRecords = (): Record<string, unknown>[] =>
  handlerLogText()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** Asserts that `secret` is in no table item and no line the handlers logged so far. */
export const expectStoredAndLoggedNowhere = async (secret: string): Promise<void> => {
  expect(await tableText()).not.toContain(secret);
  const logs = handlerLogText();
  // The check means something only if the handlers' logs do reach the file.
  expect(logs).toMatch(/^\{"level":"INFO","message":"request"/m);
  expect(logs).not.toContain(secret);
};
