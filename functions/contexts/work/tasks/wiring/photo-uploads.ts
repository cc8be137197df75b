import { approvedOperator } from '../../../accounts/operators/wiring/approval';
import { insertPhoto } from '../../photos/store';
import { photoObjects } from '../../photos/wiring/objects';
import type { UploadPorts } from '../ports';
import { getTask } from '../store/tasks-store';

/** The composition root of the photo upload route. */
export const photoUploads: UploadPorts = { objects: photoObjects, store: { insertPhoto }, getTask, approvedOperator };
