import { a2a } from './a2a';
import { admin } from './admin';
import { agents } from './agents';
import { batches } from './batches';
import { callbacks } from './callbacks';
import { deposits } from './deposits';
import { development } from './development';
import { health } from './health';
import { mcp } from './mcp';
import { messages } from './messages';
import { oauth } from './oauth';
import { operators } from './operators';
import { push } from './push';
import { tasks } from './tasks';
import { templates } from './templates';
import { webhooks } from './webhooks';

/** Every documented operation, by area; the order is the order of the reference's tags. */
export const areas = [
  health,
  agents,
  deposits,
  tasks,
  templates,
  batches,
  messages,
  callbacks,
  webhooks,
  operators,
  push,
  admin,
  mcp,
  a2a,
  oauth,
  development,
];
