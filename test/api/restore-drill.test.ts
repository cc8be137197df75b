import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CreateTableCommand, DeleteTableCommand, DynamoDBClient, ListTablesCommand, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accounts } from '../../functions/contexts/money/ledger/domain/accounts';
import { entries } from '../../functions/contexts/money/ledger/domain/ledger';
import { ledgerKeys } from '../../functions/contexts/money/ledger/store/keys';
import { entryItems } from '../../functions/contexts/money/ledger/store/ledger-store';
import { createTableInput } from '../../functions/manifest/table-definition';
import { toCents } from '../../functions/platform/kernel/money';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const endpoint = inject('dynamodbEndpoint');
const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: inject('localCredentials') });
const documents = DynamoDBDocumentClient.from(client);

/** A table of its own in the stack's DynamoDB Local: the tests' shared table changes while it is copied, a restore's source does not. */
const sourceTable = `drill-source-${randomUUID().slice(0, 8)}`;

/** Posts a ledger entry into the source table, with the same items the service writes. */
const post = (entry: ReturnType<typeof entries.deposit>) =>
  documents.send(
    new TransactWriteCommand({
      TransactItems: entryItems(entry, new Date().toISOString()).map(({ condition: _condition, ...item }) =>
        JSON.parse(JSON.stringify(item).replaceAll(`"TableName":"${inject('tableName')}"`, `"TableName":"${sourceTable}"`)),
      ),
    }),
  );

/** `npm run restore-drill` against the stack's DynamoDB Local. */
const drill = async (table: string) => {
  const { accessKeyId, secretAccessKey } = inject('localCredentials');
  const env = { ...process.env, AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_REGION: 'us-east-1' };
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'bin', 'restore-drill.ts'), '--endpoint', endpoint, '--table', table],
      { cwd: repoRoot, env },
    );
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
};

const drillTables = async () => (await client.send(new ListTablesCommand({}))).TableNames!.filter((name) => name.startsWith(`${sourceTable}-drill-`));

describe('npm run restore-drill, against DynamoDB Local', () => {
  beforeAll(async () => {
    await client.send(new CreateTableCommand(createTableInput(sourceTable)));
    await waitUntilTableExists({ client, maxWaitTime: 30 }, { TableName: sourceTable });
    await post(entries.deposit('agent_drill_a', toCents(25)!, 'drill-1'));
    await post(entries.deposit('agent_drill_b', toCents(7.5)!, 'drill-2'));
  });
  afterAll(async () => {
    await client.send(new DeleteTableCommand({ TableName: sourceTable }));
    client.destroy();
  });

  it('copies every item into a new table, audits the ledger there and ends clean, then deletes the copy', { timeout: 120_000 }, async () => {
    const run = await drill(sourceTable);
    // The two deposits: 4 statement lines (the journal) and 3 balances (the outside world's account is shared).
    expect(run.stdout).toMatch(new RegExp(`Copied 7 items of ${sourceTable} into ${sourceTable}-drill-\\d+`));
    expect(run.stdout).toContain('Audited 7 items');
    expect(run.stdout).toContain('Restore drill passed: the ledger audit is clean');
    expect(run.code).toBe(0);
    expect(await drillTables()).toEqual([]);
  });

  it('fails, naming the violation, when the restored ledger does not add up', { timeout: 120_000 }, async () => {
    // A balance no line explains: what a torn restore (or a bad write) would leave.
    await documents.send(
      new PutCommand({
        TableName: sourceTable,
        Item: {
          ...ledgerKeys.account(accounts.agentDeposit('agent_drill_a')),
          account_id: accounts.agentDeposit('agent_drill_a'),
          balance: 999,
          updated_at: new Date().toISOString(),
        },
      }),
    );
    const run = await drill(sourceTable);
    expect(run.stdout).toContain('VIOLATION');
    expect(run.stdout).toMatch(/Restore drill FAILED: \d+ ledger violations/);
    expect(run.code).toBe(1);
  });
});
