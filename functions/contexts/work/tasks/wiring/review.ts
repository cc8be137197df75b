import { guardianFromConfig } from '../../../../adapters/guardian';
import { readContentCredentials } from '../../../../adapters/photos/content-credentials';
import { inspectImage } from '../../../../adapters/photos/image';
import { readObject } from '../../../../adapters/photos/storage';
import { config } from '../../../../platform/settings';
import { claimPixels, getTaskPhotos, hashClaimOf, photosSharingABand, recordPhotoHash } from '../../photos/store';
import type { ProofReviewPorts } from '../ports';
import { getTask } from '../store/tasks-store';
import { moveTask } from './moves';

/** The proof review step's dependencies: the table, the photo bucket, the configured Guardian and its settings. */
export const proofReviewer: ProofReviewPorts = {
  tasks: { getTask },
  moveTask,
  photos: { getTaskPhotos, hashClaimOf, claimPixels, recordPhotoHash, photosSharingABand },
  evidence: {
    read: readObject,
    // What the bytes say, with the Content Credentials of a photo that decodes.
    factsOf: async (bytes) => {
      const facts = await inspectImage(bytes);
      return facts.hash === undefined ? facts : { ...facts, contentCredentials: await readContentCredentials(bytes, facts.sniffedType) };
    },
  },
  guardian: guardianFromConfig(),
  settings: {
    photoRetentionDays: config.photos.retentionDays,
    maxDistanceKm: config.photos.maxDistanceKm,
    confidenceThreshold: config.guardian.confidenceThreshold,
    approvalIsAdvice: config.guardian.kind === 'rules' && config.appEnv === 'production',
  },
};
