import { MAX_PHOTO_BYTES } from '../../functions/contexts/work/photos/domain/evidence';
import type { paths } from '../../sdk/src/api-types.generated';
import { api } from './api';

/**
 * Proof photos through the photo endpoint: the app asks the API for an upload
 * (POST /api/v1/operator/tasks/{id}/photos, typed from openapi.yaml), then POSTs the file straight
 * to storage with the presigned fields (XMLHttpRequest, for its progress events), and names the
 * photo by its id at submit. A chosen file goes up byte for byte as the camera wrote it: its EXIF
 * capture time and position, and any Content Credentials, are the evidence the Guardian checks
 * (any smaller copy is made on the server).
 */
type PhotoOperation = paths['/api/v1/operator/tasks/{id}/photos']['post'];
type PhotoUploadGrant = PhotoOperation['responses'][201]['content']['application/json'];

/** What the device reported when the photo was taken: sent with the upload request as `capture`. */
export interface Capture {
  captured_at: string;
  lat?: number;
  lng?: number;
  accuracy_m?: number;
}

/** The upload request, with `capture` (older API versions ignore it). */
export type PhotoUploadRequest = NonNullable<PhotoOperation['requestBody']>['content']['application/json'] & { capture?: Capture };

/** The types the API accepts (HEIC is refused: the review cannot decode it). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
type PhotoType = (typeof PHOTO_TYPES)[number];
export const isPhotoType = (type: string): type is PhotoType => (PHOTO_TYPES as readonly string[]).includes(type);

/** An error the operator should read as it is: the API's message, or the app's. */
export class UploadRefused extends Error {}
/** A photo no retry can upload (too large, a type the API refuses): only another photo helps. */
export class PhotoNotAccepted extends UploadRefused {}

const MEGABYTE = 1024 * 1024;

/** Why this photo cannot be uploaded, in an operator's words; undefined when it can. */
const photoProblem = (photo: Blob): string | undefined => {
  if (!isPhotoType(photo.type)) {
    const kind = /heic|heif/i.test(photo.type) ? 'a HEIC photo' : photo.type ? `a ${photo.type} file` : 'a file of unknown type';
    return `This is ${kind}: Handoff takes JPEG, PNG or WebP photos. Take it with the camera in the app, or set your camera to JPEG ("Most compatible").`;
  }
  if (photo.size > MAX_PHOTO_BYTES) {
    const size = (photo.size / MEGABYTE).toFixed(1);
    return `This photo is ${size} MB, over the ${MAX_PHOTO_BYTES / MEGABYTE} MB limit. Take it again or choose a smaller one.`;
  }
  return undefined;
};

/**
 * A photo the API would refuse for its type or size is refused here first, in an operator's words
 * rather than the API's field names; otherwise `ask` requests the upload and the API's refusal
 * comes back in its own words.
 */
const grantFor = async <Grant>(
  photo: Blob,
  ask: (contentType: PhotoType) => Promise<{ data?: Grant; error?: { error?: string }; response: Response }>,
): Promise<Grant> => {
  const refused = photoProblem(photo);
  if (refused) throw new PhotoNotAccepted(refused);
  const { data, error, response } = await ask(photo.type as PhotoType);
  if (!data) throw new UploadRefused(error?.error ?? `Upload refused (HTTP ${response.status})`);
  return data;
};

/** Asks the API for an upload of this proof photo, with what the device recorded at capture. */
export const requestUpload = (taskId: string, photo: Blob, requirement: number | undefined, capture?: Capture): Promise<PhotoUploadGrant> =>
  grantFor(photo, (contentType) => {
    const body: PhotoUploadRequest = {
      content_type: contentType,
      size_bytes: photo.size,
      ...(requirement === undefined ? {} : { requirement }),
      ...(capture ? { capture } : {}),
    };
    return api.POST('/api/v1/operator/tasks/{id}/photos', { params: { path: { id: taskId } }, body });
  });

export type KycDocumentKind = NonNullable<paths['/api/v1/operator/kyc/documents']['post']['requestBody']>['content']['application/json']['kind'];

/** Asks the API for an upload of an identity document (ID front or back, selfie): the same checks and storage POST as a photo. */
export const requestKycUpload = (kind: KycDocumentKind, photo: Blob) =>
  grantFor(photo, (contentType) => api.POST('/api/v1/operator/kyc/documents', { body: { kind, content_type: contentType, size_bytes: photo.size } }));

/** The presigned POST to storage (a proof photo's or an identity document's), reporting progress (0..1); storage's refusal is an UploadRefused. */
export const uploadToStorage = (grant: Pick<PhotoUploadGrant, 'upload'>, photo: Blob, onProgress: (fraction: number) => void): Promise<void> =>
  new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(grant.upload.fields)) form.append(name, value);
    form.append('file', photo);
    const request = new XMLHttpRequest();
    request.open('POST', grant.upload.url);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else {
        const message = /<Message>([^<]*)<\/Message>/.exec(request.responseText)?.[1];
        reject(new UploadRefused(message ? `Storage refused the photo: ${message}` : `Storage refused the photo (HTTP ${request.status})`));
      }
    };
    request.onerror = () => reject(new TypeError('Network error during upload'));
    request.send(form);
  });
