import { taskCreation } from '../../tasks/wiring/creation';
import { templateLookup } from '../../templates/wiring/table';
import type { CreationPorts } from '../ports';

/**
 * The composition root of creating one task: templates and tasks' creation path. Not the batches,
 * whose wiring brings the tasks' actions (a seat's cancel) that creating one task never calls.
 */
export const taskCreationRoutes: Pick<CreationPorts, 'templates' | 'tasks'> = { templates: templateLookup, tasks: taskCreation };
