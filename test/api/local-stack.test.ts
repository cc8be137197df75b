import { execSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateTableCommand, DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { describe, expect, inject, it, onTestFailed } from 'vitest';
import { createTableInput } from '../../functions/manifest/table-definition';
import { ensureTable, JAVA_MISSING_MESSAGE, startDynamoDbLocal } from '../../local/dynamodb-local';
import { PortInUseError, startLocalStack } from '../../local/stack';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Local addresses (hex, as the kernel writes them) of sockets listening on `port`. */
const listeningAddresses = (port: number): string[] => {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A') // 0A: LISTEN
      .map((cols) => cols[1]!.split(':')[0]!),
  );
};
/** DynamoDB Local processes started by `root` (other stacks may run beside this one). */
const dynamoDbLocalPidsUnder = (root: number): string[] => {
  const children = new Map<string, string[]>();
  for (const line of execSync('ps -eo pid=,ppid=').toString().trim().split('\n')) {
    const [pid, ppid] = line.trim().split(/\s+/) as [string, string];
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const descendants: string[] = [];
  for (let queue = [String(root)]; queue.length; ) {
    const next = children.get(queue.shift()!) ?? [];
    descendants.push(...next);
    queue.push(...next);
  }
  const java = new Set(execSync("pgrep -f '^java .*LoopbackDynamoDbLocal' || true").toString().split('\n').filter(Boolean));
  return descendants.filter((pid) => java.has(pid));
};
const isRunning = (pid: string): boolean => {
  try {
    process.kill(Number(pid), 0);
    return true;
  } catch {
    return false;
  }
};

const IPV4_LOOPBACK = '0100007F';
const IPV4_MAPPED_LOOPBACK = '0000000000000000FFFF00000100007F';

describe('The local stack', () => {
  it('keeps DynamoDB Local and the API on loopback only', () => {
    for (const url of [inject('dynamodbEndpoint'), inject('baseUrl')]) {
      const addresses = listeningAddresses(Number(new URL(url).port));
      expect(addresses.length).toBeGreaterThan(0);
      for (const address of addresses) expect([IPV4_LOOPBACK, IPV4_MAPPED_LOOPBACK]).toContain(address);
    }
  });

  it('fails at once with a one-line message when its port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      await expect(startLocalStack({ port, inMemory: true })).rejects.toThrow(PortInUseError);
      await expect(startLocalStack({ port, inMemory: true })).rejects.toThrow(`Port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });

  it('refuses a persisted table whose index projects otherwise than the table definition, saying what to do', async () => {
    const endpoint = inject('dynamodbEndpoint');
    const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const tableName = `handoff-old-projection-${process.pid}`;
    // The table as it was before gsi1 projected final_status instead of status.
    const old = createTableInput(tableName);
    old.GlobalSecondaryIndexes = old.GlobalSecondaryIndexes!.map((index) =>
      index.IndexName === 'gsi1' ? { ...index, Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['status'] } } : index,
    );
    await client.send(new CreateTableCommand(old));
    try {
      await expect(ensureTable(endpoint, tableName)).rejects.toThrow(
        /index gsi1 projects .*remove the local data \(\.local\/dynamodb\) or start with LOCAL_IN_MEMORY=1/,
      );
    } finally {
      await client.send(new DeleteTableCommand({ TableName: tableName }));
      client.destroy();
    }
  });

  it('names the JDK to install when java is missing', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      await expect(startDynamoDbLocal({ port: 0 }).then((dynamodb) => dynamodb.ready)).rejects.toThrow(JAVA_MISSING_MESSAGE);
      expect(JAVA_MISSING_MESSAGE).toContain('openjdk-17-jdk-headless');
    } finally {
      process.env.PATH = path;
    }
  });

  it('prints its URL when ready and leaves no java process behind after SIGTERM', async () => {
    const child = spawn(join(repoRoot, 'node_modules', '.bin', 'tsx'), ['bin/local.ts'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: '0', LOCAL_IN_MEMORY: '1', POWERTOOLS_LOG_LEVEL: 'ERROR' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // A failed assertion must not leave the stack (and its java) running.
    onTestFailed(() => void child.kill('SIGTERM'));
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const found = /ready \(development\) at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (found) resolve(found[1]!);
      });
      child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
    });
    const health = await fetch(`${url}/api/v1/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const started = dynamoDbLocalPidsUnder(child.pid!);
    expect(started).toHaveLength(1);

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);

    expect(isRunning(started[0]!)).toBe(false);
  }, 180_000);
});
