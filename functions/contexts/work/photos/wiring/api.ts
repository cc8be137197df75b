import { approvedOperator } from '../../../accounts/operators/wiring/approval';
import { getTask } from '../../tasks/store';
import type { UploadPorts } from '../ports';
import { insertPhoto } from '../store/photos-store';
import { photoObjects } from './objects';

/** The composition root of the photo upload route. */
export const photoUploads: UploadPorts = { objects: photoObjects, store: { insertPhoto }, getTask, approvedOperator };
