import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTableInput, TABLE_DEFINITION } from '../functions/manifest/table-definition';
import { cachedDirectory, contentHash } from './build-cache';

const here = dirname(fileURLToPath(import.meta.url));
const LAUNCHER_SOURCE = 'local/LoopbackDynamoDbLocal.java';
const emulatorDir = join(dirname(createRequire(import.meta.url).resolve('amplify-dynamodb-simulator/package.json')), 'emulator');

interface DynamoDbLocal {
  endpoint: string;
  /** Settles once it answers requests (or failed to start). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export const JAVA_MISSING_MESSAGE =
  'Java is required to run DynamoDB Local: install a Java 17 JDK (Debian/Ubuntu: apt-get install openjdk-17-jdk-headless).';

const missingJava = (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? new Error(JAVA_MISSING_MESSAGE) : error);

const classPath = [join(emulatorDir, 'DynamoDBLocal.jar'), join(emulatorDir, 'DynamoDBLocal_lib', '*')];
const LAUNCHER = 'LoopbackDynamoDbLocal';

/**
 * The launcher's class, compiled once (javac, from the JDK) for this source and this DynamoDB Local:
 * compiling it at each start (`java Launcher.java`) took a second or more.
 */
const launcherClasses = (): string => {
  const version = createRequire(import.meta.url)('amplify-dynamodb-simulator/package.json').version as string;
  return cachedDirectory('dynamodb-launcher', contentHash([LAUNCHER_SOURCE], version), (directory) => {
    try {
      execFileSync('javac', ['--release', '17', '-cp', classPath.join(':'), '-d', directory, join(here, '..', LAUNCHER_SOURCE)], { stdio: 'pipe' });
    } catch (error) {
      throw missingJava(error as NodeJS.ErrnoException);
    }
  });
};

/**
 * Starts DynamoDB Local on 127.0.0.1:`port`, in memory or persisted under `dataDir`; `ready`
 * settles once it answers requests, so the caller can do other work while the JVM starts.
 */
export const startDynamoDbLocal = async (options: { port: number; dataDir?: string }): Promise<DynamoDbLocal> => {
  const storage = options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory'];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child = spawn(
    'java',
    [
      // The client compiler only: DynamoDB Local answers in ~40% less time after a start, and no
      // slower afterwards (measured: 1,500 transactions and reads, 20 at a time, took as long).
      '-XX:TieredStopAtLevel=1',
      `-Djava.library.path=${join(emulatorDir, 'DynamoDBLocal_lib')}`,
      '-cp',
      [launcherClasses(), ...classPath].join(':'),
      LAUNCHER,
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

  const ready = new Promise<void>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`DynamoDB Local exited (${code}) before it was ready:\n${output}`));
    child.once('exit', onExit);
    child.once('error', (error) => reject(missingJava(error)));
    const onData = (chunk: Buffer) => {
      if (chunk.toString().includes('LOOPBACK_DYNAMODB_READY')) {
        child.off('exit', onExit);
        child.stdout!.off('data', onData);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
  });
  // Awaited by the caller when it needs the table; a failure before then is not unhandled.
  ready.catch(() => undefined);

  return { endpoint: `http://127.0.0.1:${options.port}`, ready, stop: () => stopChild(child) };
};

const stopChild = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.stdin?.end();
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });

/** A projection's type and attributes, in a comparable order. */
const projectionOf = (projection: { ProjectionType?: string; NonKeyAttributes?: string[] } | undefined) => ({
  type: projection?.ProjectionType,
  attributes: [...(projection?.NonKeyAttributes ?? [])].sort(),
});

/**
 * Creates the table from the shared definition unless it exists (persisted data survives
 * restarts); a persisted table from before an index was added gets the index, and one whose index
 * projects otherwise than the definition is refused with what to do.
 */
export const ensureTable = async (endpoint: string, tableName: string): Promise<void> => {
  // Loaded when needed, not before Java is spawned: the start is the sooner for it.
  const { CreateTableCommand, DescribeTableCommand, DynamoDBClient, UpdateTableCommand, UpdateTimeToLiveCommand } = await import(
    '@aws-sdk/client-dynamodb'
  );
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
    const present = new Map((existing.GlobalSecondaryIndexes ?? []).map((index) => [index.IndexName, index]));
    for (const index of wanted.GlobalSecondaryIndexes ?? []) {
      const found = present.get(index.IndexName);
      // An index's projection cannot change in place (nor in AWS): data kept from before a change is refused, not misread.
      if (found && JSON.stringify(projectionOf(found.Projection)) !== JSON.stringify(projectionOf(index.Projection)))
        throw new Error(
          `${tableName}: index ${index.IndexName} projects ${JSON.stringify(found.Projection)}, the table definition ${JSON.stringify(index.Projection)}: remove the local data (.local/dynamodb) or start with LOCAL_IN_MEMORY=1`,
        );
      if (found) continue;
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
