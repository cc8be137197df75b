/**
 * The Guardian's evidence checks and the rules' verdict per requirement, pure: the facts read
 * from each photo come in (adapters/photos/image.ts), the checks and verdicts go out.
 */

export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTOS_PER_TASK = 20;
/** Every photo object lives under this key prefix (photos/<task_id>/<photo_id>); the IAM grants name it. */
export const PHOTO_PREFIX = 'photos/';
/** Operators' identity documents: a prefix of their own in the private bucket, read by staff only (presigned GETs from admin routes). */
export const KYC_PREFIX = 'kyc/';

/** The checks, by the name recorded in `guardian_result.checks[].check`. */
export const CHECK = {
  exists: 'exists',
  decodes: 'decodes',
  typeMatches: 'type_matches',
  notDuplicate: 'not_duplicate',
  captureTime: 'capture_time',
  gpsLocation: 'gps_location',
} as const;
export type CheckName = (typeof CHECK)[keyof typeof CHECK];

export const MIN_PHOTO_WIDTH = 320;
export const MIN_PHOTO_HEIGHT = 240;
/** Phone clocks drift, and a photo taken just before the claim landed still counts. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** dHash bits that may differ for two photos to count as the same picture (re-encoded, resized, lightly edited). */
export const DUPLICATE_MAX_DISTANCE = 3;

export interface EvidenceCheck {
  check: CheckName;
  photo_id: string;
  passed: boolean;
  detail: string;
}

export interface RequirementVerdict {
  requirement: string;
  met: boolean;
  photo_ids: string[];
  reason: string;
}

/** What was read from one uploaded photo; `facts` undefined when the object is missing. */
export interface PhotoEvidence {
  photoId: string;
  declaredType: string;
  requirement?: number;
  facts?: {
    sniffedType?: string;
    size?: { width: number; height: number };
    decodeError?: string;
    exif: { takenAt?: Date; takenAtHasOffset?: boolean; latitude?: number; longitude?: number };
  };
  /** Whether a photo of another task's proof has a perceptual hash within DUPLICATE_MAX_DISTANCE. */
  duplicateOfAnotherTask: boolean;
}

export interface EvidenceContext {
  claimedAt: Date;
  submittedAt: Date;
  location?: { lat: number; lng: number };
  maxDistanceKm: number;
}

/** Great-circle distance in kilometres (haversine, mean Earth radius). */
export const distanceKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number => {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
};

/**
 * The checks of one photo, in order. A missing object fails `exists` and nothing else is checked;
 * bytes that do not decode fail `decodes` (and are checked for their type only). Missing EXIF
 * passes, and says so.
 */
export const checkPhoto = (photo: PhotoEvidence, context: EvidenceContext): EvidenceCheck[] => {
  const result = (check: CheckName, passed: boolean, detail: string): EvidenceCheck => ({ check, photo_id: photo.photoId, passed, detail });
  const { facts } = photo;
  if (!facts) return [result(CHECK.exists, false, 'the upload is not in storage')];
  const checks = [result(CHECK.exists, true, 'the upload is in storage')];

  const sniffed = facts.sniffedType;
  checks.push(
    result(
      CHECK.typeMatches,
      sniffed === photo.declaredType,
      sniffed === photo.declaredType
        ? `the bytes are ${sniffed}, as declared`
        : `declared ${photo.declaredType}, but the bytes are ${sniffed ?? 'not a known image format'}`,
    ),
  );
  if (!facts.size) {
    checks.push(result(CHECK.decodes, false, `does not decode as an image: ${facts.decodeError ?? 'unknown error'}`));
    return checks;
  }
  const { width, height } = facts.size;
  const bigEnough = Math.max(width, height) >= MIN_PHOTO_WIDTH && Math.min(width, height) >= MIN_PHOTO_HEIGHT;
  checks.push(result(CHECK.decodes, bigEnough, `${width}x${height}${bigEnough ? '' : `, smaller than ${MIN_PHOTO_WIDTH}x${MIN_PHOTO_HEIGHT}`}`));
  checks.push(
    result(
      CHECK.notDuplicate,
      !photo.duplicateOfAnotherTask,
      photo.duplicateOfAnotherTask ? "near-duplicate of a photo in another task's proof" : "no near-duplicate in other tasks' proofs",
    ),
  );

  const { takenAt, takenAtHasOffset, latitude, longitude } = facts.exif;
  if (!takenAt) checks.push(result(CHECK.captureTime, true, 'no EXIF capture time (not a failure; many phones strip it)'));
  else {
    const earliest = context.claimedAt.getTime() - CLOCK_SKEW_MS;
    const latest = context.submittedAt.getTime() + CLOCK_SKEW_MS;
    const inWindow = takenAt.getTime() >= earliest && takenAt.getTime() <= latest;
    const zone = takenAtHasOffset ? '' : ' (no time zone in EXIF: read as UTC)';
    checks.push(
      result(
        CHECK.captureTime,
        inWindow,
        `taken ${takenAt.toISOString()}${zone}, ${inWindow ? 'within' : 'outside'} claim to submission ${context.claimedAt.toISOString()} .. ${context.submittedAt.toISOString()} (±${CLOCK_SKEW_MS / 60_000} min)`,
      ),
    );
  }

  if (latitude === undefined || longitude === undefined) checks.push(result(CHECK.gpsLocation, true, 'no EXIF GPS position (not a failure)'));
  else if (!context.location) checks.push(result(CHECK.gpsLocation, true, 'the task has no location to compare with'));
  else {
    const km = distanceKm(context.location, { lat: latitude, lng: longitude });
    const near = km <= context.maxDistanceKm;
    checks.push(result(CHECK.gpsLocation, near, `taken ${km.toFixed(2)} km from the task's location (at most ${context.maxDistanceKm} km allowed)`));
  }
  return checks;
};

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Each requirement is met by a tagged photo that passed every check, or, when the untagged photos
 * that passed every check are at least as many as the requirements, by those.
 */
export const requirementVerdicts = (
  requirements: string[],
  photos: { photoId: string; requirement?: number }[],
  checks: EvidenceCheck[],
): RequirementVerdict[] => {
  const failed = new Set(checks.filter((check) => !check.passed).map((check) => check.photo_id));
  const clean = photos.filter((photo) => !failed.has(photo.photoId));
  const untagged = clean.filter((photo) => photo.requirement === undefined).map((photo) => photo.photoId);
  const untaggedCover = untagged.length >= requirements.length && untagged.length > 0;
  return requirements.map((requirement, index) => {
    const tagged = clean.filter((photo) => photo.requirement === index).map((photo) => photo.photoId);
    if (tagged.length)
      return { requirement, met: true, photo_ids: tagged, reason: `${plural(tagged.length, 'photo')} tagged to it passed every check` };
    if (untaggedCover)
      return {
        requirement,
        met: true,
        photo_ids: untagged,
        reason: `${plural(untagged.length, 'untagged photo')} passed every check, one per requirement at least`,
      };
    const failedHere = photos.filter((photo) => photo.requirement === index && failed.has(photo.photoId)).map((photo) => photo.photoId);
    return {
      requirement,
      met: false,
      photo_ids: failedHere,
      reason: failedHere.length
        ? 'every photo tagged to it failed a check'
        : `no photo passed every check for it (${plural(untagged.length, 'clean untagged photo')})`,
    };
  });
};

/** "not_duplicate (ph_1), gps_location (ph_2)": the failed checks, named, for a reason. */
export const failedChecksText = (checks: EvidenceCheck[]): string =>
  checks
    .filter((check) => !check.passed)
    .map((check) => `${check.check} (${check.photo_id}: ${check.detail})`)
    .join('; ');
