/**
 * Uploads to the private bucket, the same for the proof photos and the operators' identity
 * documents: what the image library decodes (HEIC does not, so it is refused at the upload
 * request; the app sends JPEG), the largest file, and the presigned form's lifetime.
 */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** How long an upload form stays valid. */
export const UPLOAD_TTL_SECONDS = 15 * 60;

/** An upload form: POST multipart/form-data to `url` with every entry of `fields`, then the file. */
export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
}
