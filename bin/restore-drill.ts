/**
 * `npm run restore-drill -- --table <name>`: restores the table to a new one and audits the ledger
 * on the copy, timed, so that a restore is known to work (and how long it takes) before one is needed.
 * In AWS: RestoreTableToPointInTime at the latest restorable time, into `<table>-drill-<time>`, then
 * the audit, then the copy is deleted (`--keep` keeps it). Against DynamoDB Local (`--endpoint`), which
 * has no point-in-time recovery: every item is copied into a new table of the same definition.
 * Exits 0 on a clean audit, 1 naming the violations (or the step that failed).
 */
import { parseArgs } from 'node:util';
import {
  type AttributeValue,
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DynamoDBClient,
  RestoreTableToPointInTimeCommand,
  ScanCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { createTableInput } from '../functions/manifest/table-definition';

const HELP = `Usage: npm run restore-drill -- --table <name> [options]

Restores the table into <name>-drill-<time> and runs the ledger audit on the copy; exits 0 when the
audit is clean, 1 naming what failed. In AWS (credentials for the stage's account, --region or
AWS_REGION) the restore is RestoreTableToPointInTime at the latest restorable time.

  --table <name>       The table to restore (the data stack's table: its TableName)
  --region <region>    The stage's Region (default: AWS_REGION)
  --endpoint <url>     DynamoDB Local: copy every item into a new table instead of restoring
  --keep               Keep the drill's table (default: deleted after the audit)
  --help               This text
`;

/** Restores wait this long for the table: AWS's restore time grows with the table's size. */
const MAX_RESTORE_WAIT_SECONDS = 6 * 3600;

/** DynamoDB Local's stand-in for a restore: the source's items, page by page, into the target. */
const copyItems = async (client: DynamoDBClient, source: string, target: string): Promise<number> => {
  let copied = 0;
  let ExclusiveStartKey: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: source, ConsistentRead: true, ExclusiveStartKey }));
    const items = page.Items ?? [];
    for (let i = 0; i < items.length; i += 25) {
      let requests: Record<string, { PutRequest: { Item: Record<string, AttributeValue> } }[]> | undefined = {
        [target]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })),
      };
      while (requests && Object.keys(requests).length) {
        const { UnprocessedItems } = await client.send(new BatchWriteItemCommand({ RequestItems: requests }));
        requests = UnprocessedItems as typeof requests;
      }
    }
    copied += items.length;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return copied;
};

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const main = async () => {
  const { values } = parseArgs({
    options: {
      table: { type: 'string' },
      region: { type: 'string' },
      endpoint: { type: 'string' },
      keep: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.table) {
    console.log(HELP);
    process.exit(values.help ? 0 : 2);
  }
  const source = values.table;
  const target = `${source}-drill-${Date.now()}`;
  // Unset, the SDK's own default (AWS_REGION, the profile's Region).
  const region = values.region;
  const client = new DynamoDBClient({ ...(region ? { region } : {}), ...(values.endpoint ? { endpoint: values.endpoint } : {}) });
  const started = Date.now();
  try {
    if (values.endpoint) {
      await client.send(new CreateTableCommand(createTableInput(target)));
      await waitUntilTableExists({ client, maxWaitTime: 60 }, { TableName: target });
      console.log(`Copied ${await copyItems(client, source, target)} items of ${source} into ${target} in ${seconds(started)}`);
    } else {
      await client.send(new RestoreTableToPointInTimeCommand({ SourceTableName: source, TargetTableName: target, UseLatestRestorableTime: true }));
      await waitUntilTableExists({ client, maxWaitTime: MAX_RESTORE_WAIT_SECONDS, minDelay: 20, maxDelay: 60 }, { TableName: target });
      console.log(`Restored ${source} to its latest restorable time as ${target} in ${seconds(started)}`);
    }
    // The functions' settings are read when their modules load: the audit reads the drill's table.
    Object.assign(process.env, {
      TABLE_NAME: target,
      ...(region ? { AWS_REGION: region } : {}),
      ...(values.endpoint ? { DYNAMODB_ENDPOINT: values.endpoint } : {}),
    });
    const { auditLedger, QUIET_AUDIT } = await import('../functions/contexts/money/ledger/store/ledger-audit-store');
    const { openHolds } = await import('../functions/contexts/work/tasks/store/open-holds-store');
    const auditStarted = Date.now();
    const { violations, scanned } = await auditLedger(openHolds, QUIET_AUDIT);
    console.log(`Audited ${scanned} items of ${target} in ${seconds(auditStarted)} (${seconds(started)} in all)`);
    for (const violation of violations) console.log(`VIOLATION ${violation}`);
    console.log(
      violations.length ? `Restore drill FAILED: ${violations.length} ledger violations` : 'Restore drill passed: the ledger audit is clean',
    );
    process.exitCode = violations.length ? 1 : 0;
  } catch (error) {
    console.error(`Restore drill FAILED: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    if (!values.keep) await client.send(new DeleteTableCommand({ TableName: target })).catch(() => undefined);
    client.destroy();
  }
};

await main();
