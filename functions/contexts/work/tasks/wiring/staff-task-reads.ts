import { presignDownload } from '../../../../adapters/photos/storage';
import { getTaskPhotos } from '../../photos/store';
import type { StaffTaskReadPorts } from '../ports';
import { getTask, pageDisputes } from '../store/tasks-store';

/** The composition root of the back office's task reads: the dispute queue and one task with its original photos. */
export const staffTaskReads: StaffTaskReadPorts = { pageDisputes, getTask, getTaskPhotos, presignDownload };
