import type { ProofReviewAppOptions } from '../../../../sdk/src/mcp-app';
import { photoDownloadOrigin } from '../../../adapters/photos/storage';

/** The proof-review view loads the task's photos from their presigned URLs, on the photo bucket alone. */
export const proofReviewApp = (): ProofReviewAppOptions => ({ photoOrigins: async () => [await photoDownloadOrigin()] });
