import { MAX_PHOTO_BYTES } from '../../functions/core/evidence';
import { api } from './api';
import type { paths } from './api-types';

/**
 * Proof photos through the photo endpoint (DECISIONS.md, "Photos"): the app asks the API for an
 * upload (POST /api/v1/operator/tasks/{id}/photos, typed from openapi.yaml), then POSTs the file
 * straight to storage with the presigned fields (XMLHttpRequest, for its progress events), and
 * names the photo by its id at submit.
 */
type PhotoOperation = paths['/api/v1/operator/tasks/{id}/photos']['post'];
export type PhotoUploadRequest = NonNullable<PhotoOperation['requestBody']>['content']['application/json'];
export type PhotoUploadGrant = PhotoOperation['responses'][201]['content']['application/json'];

/** Larger than the Guardian needs (it asks for 320x240 at least): downscaled before upload. */
export const MAX_EDGE = 2048;
const ACCEPTED = new Set<string>(['image/jpeg', 'image/png', 'image/webp', 'image/heic']);

/**
 * A phone photo made no larger than MAX_EDGE on its long side (JPEG), so an upload on a weak
 * connection moves a few hundred KB, not 5-10 MB. Smaller images, and images the browser cannot
 * decode (HEIC in most), go as they are.
 */
export const downscale = async (file: File): Promise<Blob> => {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = MAX_EDGE / Math.max(bitmap.width, bitmap.height);
    if (scale >= 1) return file;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return blob ?? file;
  } catch {
    return file;
  }
};

/** An error the operator should read as it is: the API's message. */
export class UploadRefused extends Error {}
/** A photo no retry can upload: only another photo helps. */
export class PhotoTooLarge extends UploadRefused {}

const MEGABYTE = 1024 * 1024;

/**
 * Asks the API for an upload of this photo; the API's refusal comes back in its own words. A photo
 * over the limit is refused here first, in an operator's words rather than the API's field name
 * (the API refuses it too).
 */
export const requestUpload = async (taskId: string, photo: Blob, requirement: number | undefined): Promise<PhotoUploadGrant> => {
  if (photo.size > MAX_PHOTO_BYTES) {
    const size = (photo.size / MEGABYTE).toFixed(1);
    throw new PhotoTooLarge(`This photo is ${size} MB, over the ${MAX_PHOTO_BYTES / MEGABYTE} MB limit. Take it again or choose a smaller one.`);
  }
  const contentType = ACCEPTED.has(photo.type) ? (photo.type as PhotoUploadRequest['content_type']) : 'image/jpeg';
  const body: PhotoUploadRequest = { content_type: contentType, size_bytes: photo.size, ...(requirement === undefined ? {} : { requirement }) };
  const { data, error, response } = await api.POST('/api/v1/operator/tasks/{id}/photos', { params: { path: { id: taskId } }, body });
  if (!data) throw new UploadRefused(error?.error ?? `Upload refused (HTTP ${response.status})`);
  return data;
};

/** The presigned POST to storage, reporting progress (0..1); storage's refusal is an UploadRefused. */
export const uploadToStorage = (grant: PhotoUploadGrant, photo: Blob, onProgress: (fraction: number) => void): Promise<void> =>
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
