/**
 * Ports: what the A2A use cases need from outside the module, as types only (the pattern is
 * described in contexts/money/payouts/ports.ts). `wiring/` builds the real ones.
 */

import type { DeliveryEnginePorts, SecretSealer } from '../engine/ports';
import type { PUSH_AUTH_SCHEMES } from './domain/a2a-push';

/** A push notification config as stored: its token and its authentication's credentials sealed, bound to its task. */
export interface StoredPushConfig {
  taskId: string;
  configId: string;
  url: string;
  tokenSealed?: string;
  /** The authentication the receiver asked for: its scheme (one of PUSH_AUTH_SCHEMES) and its credentials, sealed. */
  authentication?: { scheme: (typeof PUSH_AUTH_SCHEMES)[number]; credentialsSealed: string };
  createdAt: string;
}

export interface PushConfigStore {
  /** Stores the config (replacing one of the same id) unless the task holds `max` others: false then. */
  putPushConfig(config: StoredPushConfig, max: number): Promise<boolean>;
  getPushConfig(taskId: string, configId: string): Promise<StoredPushConfig | undefined>;
  listPushConfigs(taskId: string): Promise<StoredPushConfig[]>;
  deletePushConfig(taskId: string, configId: string): Promise<void>;
  /** Whether one status change's push to one config is settled (delivered, or failed for good). */
  pushSettled(taskId: string, version: number, configId: string): Promise<boolean>;
  recordPushSettled(taskId: string, version: number, configId: string, outcome: 'DELIVERED' | 'FAILED', at: string): Promise<void>;
}

/** The push configs, and the delivery engine that sends to them (its transport and retry policy). */
export interface A2aPushPorts extends DeliveryEnginePorts {
  configs: PushConfigStore;
  sealer: SecretSealer;
  /** The callback URL rules (https, a public address): throws the InvalidRequestError they name. */
  checkUrl(url: string): Promise<void>;
}
