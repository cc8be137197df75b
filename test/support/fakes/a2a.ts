import { callbackUrlErrors } from '../../../functions/adapters/callbacks/errors';
import type { A2aPushPorts, PushConfigStore, StoredPushConfig } from '../../../functions/contexts/delivery/a2a-push/ports';
import type { DeliveryResult } from '../../../functions/contexts/delivery/engine/ports';
import { contextBoundSealer } from './callbacks';
import type { SentWebhook } from './webhooks';

/**
 * A2A push notification configs and a transport in memory, with push-configs-store's rules: a
 * task holds at most `max` configs (replacing one of the same id counts no more), a settled push
 * is recorded once per status change and config. The sealer binds its context.
 */
export class FakeA2aPush implements A2aPushPorts {
  readonly stored = new Map<string, StoredPushConfig>();
  readonly settled = new Map<string, 'DELIVERED' | 'FAILED'>();
  readonly sent: SentWebhook[] = [];
  /** What the transport answers for a URL (a function may throw, as an address refused would). */
  answer: (url: string) => DeliveryResult = () => ({ ok: true, statusCode: 200 });
  refusedUrls = new Set<string>();
  readonly retry = { baseMs: 1000, maxDelayMs: 60_000, maxAttempts: 3 };

  private key = (taskId: string, configId: string) => `${taskId}/${configId}`;

  readonly checkUrl = async (url: string) => {
    if (this.refusedUrls.has(url)) throw callbackUrlErrors.callbackUrlPrivate();
  };

  readonly sealer = contextBoundSealer;

  readonly transport = {
    send: async (url: string, headers: Record<string, string>, body: string): Promise<DeliveryResult> => {
      this.sent.push({ url, headers, body });
      return this.answer(url);
    },
  };

  readonly configs: PushConfigStore = {
    putPushConfig: async (config, max) => {
      const others = [...this.stored.values()].filter((held) => held.taskId === config.taskId && held.configId !== config.configId);
      if (others.length >= max) return false;
      this.stored.set(this.key(config.taskId, config.configId), structuredClone(config));
      return true;
    },
    getPushConfig: async (taskId, configId) => structuredClone(this.stored.get(this.key(taskId, configId))),
    listPushConfigs: async (taskId) =>
      [...this.stored.values()].filter((config) => config.taskId === taskId).map((config) => structuredClone(config)),
    deletePushConfig: async (taskId, configId) => {
      this.stored.delete(this.key(taskId, configId));
    },
    pushSettled: async (taskId, version, configId) => this.settled.has(`${this.key(taskId, configId)}#${version}`),
    recordPushSettled: async (taskId, version, configId, outcome) => {
      this.settled.set(`${this.key(taskId, configId)}#${version}`, outcome);
    },
  };
}
