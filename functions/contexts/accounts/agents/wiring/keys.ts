import type { KeyPorts } from '../ports';
import { addKey, listActiveKeys, revokeKey } from '../store/api-keys-store';

/** The composition root of the key routes. */
export const apiKeys: KeyPorts = { agents: { addKey, listActiveKeys, revokeKey } };
