import { batchRoutes } from '../../batches/wiring/api';
import { taskCreation } from '../../tasks/wiring/creation';
import { templateRequests } from '../../templates/wiring/api';
import type { CreationPorts } from '../ports';

/** The composition root of the creation routes: templates, tasks' creation path and the batches. */
export const creation: CreationPorts = { templates: templateRequests, tasks: taskCreation, batches: batchRoutes };
