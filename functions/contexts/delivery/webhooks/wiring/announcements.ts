import { webhookDeliveriesTable, webhooksTable } from './table';

/** What a change that announces itself to the agent's endpoints (a task's creation) needs: the table alone, nothing of sending. */
export const announcements = { webhooks: webhooksTable, deliveries: webhookDeliveriesTable };
