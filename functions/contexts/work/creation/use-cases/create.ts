import type { Contributes } from '../../../../platform/table/contribution';
import type { Batch, ConsensusRule } from '../../batches/domain';
import { createBatch } from '../../batches/use-cases';
import type { Task } from '../../tasks/domain';
import { createTask } from '../../tasks/use-cases';
import { type CreationBody, expandCreationBody } from '../../templates/use-cases';
import type { CreationPorts } from '../ports';

/** A task from a creation body (a template's fields filled in when it names one), committed with what the caller contributes. */
export const createTaskFromBody = async (
  deps: Pick<CreationPorts, 'templates' | 'tasks'>,
  agentId: string,
  body: CreationBody,
  now: Date,
  contribute: Contributes<Task>,
): Promise<Task> => createTask(deps.tasks, agentId, await expandCreationBody(deps.templates, agentId, body), now, contribute);

/** `seats` seats of the task a creation body describes, all escrowed or none, committed with what the caller contributes. */
export const createBatchFromBody = async (
  deps: Pick<CreationPorts, 'templates' | 'batches'>,
  agentId: string,
  request: { task: CreationBody; seats: number; consensus?: ConsensusRule },
  now: Date,
  contribute: Contributes<Batch>,
): Promise<Batch> => {
  const task = await expandCreationBody(deps.templates, agentId, request.task);
  return createBatch(deps.batches, agentId, { task, seats: request.seats, consensus: request.consensus }, now, contribute);
};
