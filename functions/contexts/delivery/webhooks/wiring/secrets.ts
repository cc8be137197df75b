import { sealer } from '../../engine/wiring/sealer';
import type { WebhookPorts } from '../ports';
import { webhooksTable } from './table';

/** The composition root of the secret's rotation: the table and the sealer, without the delivery engine's transport or the URL rules. */
export const webhookSecrets: Pick<WebhookPorts, 'webhooks' | 'sealer'> = { webhooks: webhooksTable, sealer };
