import { metadataFreeCopy } from '../../../../adapters/photos/agent-copy';
import type { EvidencePorts } from '../ports';
import { claimImages, evidenceWrites } from '../store/photos-store';
import { fixEvidence } from '../use-cases/fix-evidence';
import { photoObjects } from './objects';

/** The composition root of fixing evidence, for the submits that do it (the operator's and the sandbox's). */
const evidenceFixing: EvidencePorts = { objects: photoObjects, store: { evidenceWrites, claimImages }, metadataFreeCopy };

/** fixEvidence on the bucket and the table. */
export const fixEvidenceNow = (taskId: string, photos: Parameters<typeof fixEvidence>[2]) => fixEvidence(evidenceFixing, taskId, photos);
