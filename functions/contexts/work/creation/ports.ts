/**
 * Ports of the creation flows (the pattern is described in contexts/money/payouts/ports.ts): the
 * templates a creation body may name, tasks' creation path and the batches.
 */
import type { BatchCreationPorts } from '../batches/ports';
import type { TaskCreationPorts } from '../tasks/ports';
import type { TemplateLookup } from '../templates/ports';

export interface CreationPorts {
  templates: TemplateLookup;
  tasks: TaskCreationPorts;
  batches: BatchCreationPorts;
}
