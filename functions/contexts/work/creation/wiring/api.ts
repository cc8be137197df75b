import { batchRoutes } from '../../batches/wiring/api';
import type { CreationPorts } from '../ports';
import { taskCreationRoutes } from './tasks';

/** The composition root of creating batches: one task's creation path (tasks.ts) and the batches. */
export const creation: CreationPorts = { ...taskCreationRoutes, batches: batchRoutes };
