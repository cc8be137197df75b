import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, UpdateTableCommand, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTableInput, TABLE_DEFINITION } from '../functions/store/table-definition';

const here = dirname(fileURLToPath(import.meta.url));
const emulatorDir = join(dirname(createRequire(import.meta.url).resolve('amplify-dynamodb-simulator/package.json')), 'emulator');

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

export const JAVA_MISSING_MESSAGE =
  'Java is required to run DynamoDB Local: install a Java 17 JDK (Debian/Ubuntu: apt-get install openjdk-17-jdk-headless).';

/** The launcher is a single Java source file that `java` compiles on the fly, which needs a JDK. */
export const assertJavaAvailable = (): void => {
  const probe = spawnSync('java', ['--version'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) throw new Error(JAVA_MISSING_MESSAGE);
};

/**
 * Starts DynamoDB Local on 127.0.0.1:`port`, in memory or persisted under `dataDir`.
 * Resolves once it answers requests.
 */
export const startDynamoDbLocal = async (options: { port: number; dataDir?: string }): Promise<DynamoDbLocal> => {
  assertJavaAvailable();
  const storage = options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory'];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child = spawn(
    'java',
    [
      `-Djava.library.path=${join(emulatorDir, 'DynamoDBLocal_lib')}`,
      '-cp',
      `${join(emulatorDir, 'DynamoDBLocal.jar')}:${join(emulatorDir, 'DynamoDBLocal_lib', '*')}`,
      join(here, 'LoopbackDynamoDbLocal.java'),
      '-port',
      String(options.port),
      '-sharedDb',
      '-disableTelemetry',
      ...storage,
    ],
    // stdin stays open: the launcher exits when it closes, i.e. when this process dies.
    // Its working directory receives a metadata file: keep it out of the repository.
    { stdio: ['pipe', 'pipe', 'pipe'], cwd: options.dataDir ?? tmpdir() },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);

  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`DynamoDB Local exited (${code}) before it was ready:\n${output}`));
    child.once('exit', onExit);
    child.once('error', reject);
    const onData = (chunk: Buffer) => {
      if (chunk.toString().includes('LOOPBACK_DYNAMODB_READY')) {
        child.off('exit', onExit);
        child.stdout!.off('data', onData);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
  });

  return { endpoint: `http://127.0.0.1:${options.port}`, stop: () => stopChild(child) };
};

const stopChild = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.stdin?.end();
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });

/**
 * Creates the table from the shared definition unless it exists (persisted data survives
 * restarts); a persisted table from before an index was added gets the index.
 */
export const ensureTable = async (endpoint: string, tableName: string): Promise<void> => {
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    const existing = await client.send(new DescribeTableCommand({ TableName: tableName })).then(
      (described) => described.Table,
      (error: Error) => {
        if (error.name === 'ResourceNotFoundException') return undefined;
        throw error;
      },
    );
    const wanted = createTableInput(tableName);
    if (!existing) {
      await client.send(new CreateTableCommand(wanted));
      await client.send(
        new UpdateTimeToLiveCommand({
          TableName: tableName,
          TimeToLiveSpecification: { AttributeName: TABLE_DEFINITION.ttlAttribute, Enabled: true },
        }),
      );
      return;
    }
    const present = new Set((existing.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    for (const index of wanted.GlobalSecondaryIndexes ?? []) {
      if (present.has(index.IndexName)) continue;
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: wanted.AttributeDefinitions,
          GlobalSecondaryIndexUpdates: [{ Create: index }],
        }),
      );
    }
  } finally {
    client.destroy();
  }
};
