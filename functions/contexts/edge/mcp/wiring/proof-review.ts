import { photoDownloadOrigin } from '../../../../adapters/photos/storage';

/**
 * The proof-review view's options (the SDK's ProofReviewAppOptions): it loads the task's photos
 * from their presigned URLs, on the photo bucket alone.
 */
export const proofReviewApp = () => ({ photoOrigins: async (): Promise<string[]> => [await photoDownloadOrigin()] });
