import { presignDownload } from '../../../../adapters/photos/storage';
import { getTaskPhotos } from '../../photos/store';
import type { AgentTaskReadPorts } from '../ports';
import { countAgentTasks, getTask, pageAgentTasks } from '../store/tasks-store';

/** An agent's tasks on the table (the list, one task, its credential). */
export const agentTaskReads: Pick<AgentTaskReadPorts, 'tasks' | 'lists'> = { tasks: { getTask }, lists: { pageAgentTasks, countAgentTasks } };

/** Links to a proof's photo copies in the bucket (the task as its agent, or the back office, sees it). */
export const proofPhotoLinks: Pick<AgentTaskReadPorts, 'photos' | 'presignDownload'> = { photos: { getTaskPhotos }, presignDownload };
