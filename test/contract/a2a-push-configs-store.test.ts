import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PushConfigStore, StoredPushConfig } from '../../functions/contexts/delivery/a2a-push/ports';
import { a2aPushPorts } from '../../functions/contexts/delivery/a2a-push/wiring/push';
import { contractSides } from '../support/contract-sides';
import { FakeA2aPush } from '../support/fakes/a2a';

const sides = contractSides<PushConfigStore>({
  fake: () => new FakeA2aPush().configs,
  'DynamoDB Local': () => a2aPushPorts.configs,
});

const AT = '2026-11-29T11:00:00.000Z';
const aConfig = (taskId: string, overrides: Partial<StoredPushConfig> = {}): StoredPushConfig => ({
  taskId,
  configId: `cfg_${randomUUID()}`,
  url: 'https://agent.example/a2a/push',
  tokenSealed: 'sealed-token',
  authentication: { scheme: 'Bearer', credentialsSealed: 'sealed-credentials' },
  createdAt: AT,
  ...overrides,
});

describe.each(sides)('The A2A push configs store (%s)', (_side, make) => {
  const newTask = () => `tsk_${randomUUID()}`;

  it('holds a task’s configs up to the limit, and replacing one already held counts no more', async () => {
    const store = make();
    const taskId = newTask();
    const [first, second] = [aConfig(taskId), aConfig(taskId)];
    expect(await store.putPushConfig(first, 2)).toBe(true);
    expect(await store.putPushConfig(second, 2)).toBe(true);
    expect(await store.putPushConfig(aConfig(taskId), 2)).toBe(false);
    expect(await store.putPushConfig({ ...first, url: 'https://agent.example/a2a/other' }, 2)).toBe(true);
    expect(await store.getPushConfig(taskId, first.configId)).toEqual({ ...first, url: 'https://agent.example/a2a/other' });
    expect((await store.listPushConfigs(taskId)).map((config) => config.configId).sort()).toEqual([first.configId, second.configId].sort());
    // Another task's allowance is its own.
    expect(await store.putPushConfig(aConfig(newTask()), 2)).toBe(true);
  });

  it('finds no config of another task, and a deleted config frees its place', async () => {
    const store = make();
    const taskId = newTask();
    const config = aConfig(taskId, { tokenSealed: undefined, authentication: undefined });
    await store.putPushConfig(config, 1);
    expect(await store.getPushConfig(taskId, config.configId)).toEqual({ taskId, configId: config.configId, url: config.url, createdAt: AT });
    expect(await store.getPushConfig(newTask(), config.configId)).toBeUndefined();
    expect(await store.listPushConfigs(newTask())).toEqual([]);
    await store.deletePushConfig(taskId, config.configId);
    expect(await store.getPushConfig(taskId, config.configId)).toBeUndefined();
    expect(await store.putPushConfig(aConfig(taskId), 1)).toBe(true);
  });

  it('records a push as settled per status change and config', async () => {
    const store = make();
    const taskId = newTask();
    expect(await store.pushSettled(taskId, 2, 'cfg_a')).toBe(false);
    await store.recordPushSettled(taskId, 2, 'cfg_a', 'DELIVERED', AT);
    expect(await store.pushSettled(taskId, 2, 'cfg_a')).toBe(true);
    expect(await store.pushSettled(taskId, 3, 'cfg_a')).toBe(false);
    expect(await store.pushSettled(taskId, 2, 'cfg_b')).toBe(false);
  });
});
