/**
 * The keys of the items the photos module owns: a task's photos and the image claims and perceptual-hash
 * bands that find a photo used twice.
 */
export const photosKeys = {
  /** A photo upload of a task: its storage key, declared type and size, requirement, uploader. */
  taskPhoto: (taskId: string, photoId: string) => ({ pk: `TASK#${taskId}`, sk: `PHOTO#${photoId}` }),
  taskPhotoPrefix: 'PHOTO#',
  /** The task's partition, where its photos are (under PHOTO#). */
  taskPhotosPartition: (taskId: string) => `TASK#${taskId}`,
  /**
   * How many photos one operator asked for on a task: the limit's counter, per claimant, so a revoked
   * claimant's uploads never block the next one (not under PHOTO#, so listing photos skips it).
   */
  taskPhotoCount: (taskId: string, operatorId: string) => ({ pk: `TASK#${taskId}`, sk: `PHOTOS_ASKED#${operatorId}` }),
  /**
   * An image's claim by the first proof that named it, keyed by the SHA-256 of its bytes: written
   * in the submit's transaction, so of simultaneous submissions of one image exactly one holds it.
   */
  photoHashClaim: (sha256: string) => ({ pk: `PHOTO_SHA256#${sha256}`, sk: 'CLAIM' }),
  /**
   * An image too plain to fingerprint, claimed by the first proof reviewed with it, keyed by the
   * SHA-256 of its decoded pixels: the same picture saved again (other metadata, a lossless format)
   * is still one image.
   */
  photoPixelsClaim: (pixelsSha256: string) => ({ pk: `PHOTO_PIXELS#${pixelsSha256}`, sk: 'CLAIM' }),
  /**
   * One band (16 of the 64 bits) of a reviewed photo's perceptual hash. Two hashes within 3 bits
   * share at least one of their 4 bands (pigeonhole), so a near-duplicate is found by 4 exact queries.
   */
  photoHashBand: (band: number, bits: string, taskId: string, photoId: string) => ({ pk: `PHOTO_HASH#${band}#${bits}`, sk: `${taskId}#${photoId}` }),
  photoHashBandPartition: (band: number, bits: string) => `PHOTO_HASH#${band}#${bits}`,
} as const;
