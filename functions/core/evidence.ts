/**
 * The Guardian's evidence checks and the rules' verdict per requirement, pure: the facts read
 * from each photo come in (adapters/photos/image.ts), the checks and verdicts go out.
 */

/** What the prebuilt image library decodes; HEIC does not, so it is refused at the upload request (the app sends JPEG). */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Above this many pixels, or this many on a side, a photo is not decoded: a small file may claim a huge frame (a decompression bomb). */
export const MAX_PHOTO_PIXELS = 40_000_000;
export const MAX_PHOTO_SIDE = 12_000;
export const MAX_PHOTOS_PER_TASK = 20;
/** Every photo object lives under this key prefix (photos/<task_id>/<photo_id>); the IAM grants name it. */
export const PHOTO_PREFIX = 'photos/';

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

/** What the operator's device reported when the photo was taken (the upload request's `capture`). */
export interface DeviceCapture {
  captured_at: string;
  lat?: number;
  lng?: number;
  accuracy_m?: number;
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
  /** The device's report, used where the photo's own metadata says nothing. */
  capture?: DeviceCapture;
  /** Whether a photo of another task's proof is the same image (same bytes, or a perceptual hash within DUPLICATE_MAX_DISTANCE). */
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

/** The capture time: the photo's EXIF first, then what the device reported; `source` says which, for the detail. */
const captureTimeOf = (exif: NonNullable<PhotoEvidence['facts']>['exif'], capture?: DeviceCapture): { at: Date; source: string } | undefined => {
  if (exif.takenAt) return { at: exif.takenAt, source: exif.takenAtHasOffset ? '' : ' (no time zone in EXIF: read as UTC)' };
  return capture ? { at: new Date(capture.captured_at), source: ' (reported by the device)' } : undefined;
};

/** The capture position: the photo's EXIF GPS first, then what the device reported. */
const capturePositionOf = (
  exif: NonNullable<PhotoEvidence['facts']>['exif'],
  capture?: DeviceCapture,
): { lat: number; lng: number; source: string } | undefined => {
  if (exif.latitude !== undefined && exif.longitude !== undefined) return { lat: exif.latitude, lng: exif.longitude, source: '' };
  if (capture?.lat === undefined || capture.lng === undefined) return undefined;
  const accuracy = capture.accuracy_m === undefined ? '' : `, ±${capture.accuracy_m} m`;
  return { lat: capture.lat, lng: capture.lng, source: ` (reported by the device${accuracy})` };
};

/**
 * A fact neither the photo nor the device gave: for a task with a location it is the bypass the
 * checks exist to close, so it fails (`missing`) and a person looks; elsewhere it is reported.
 */
const missing = (
  result: (check: CheckName, passed: boolean, detail: string) => EvidenceCheck,
  check: CheckName,
  context: EvidenceContext,
  fact: string,
): EvidenceCheck =>
  context.location
    ? result(check, false, 'missing')
    : result(check, true, `no ${fact} in the photo or from the device (not a failure: the task has no location)`);

/**
 * The checks of one photo, in order. A missing object fails `exists` and nothing else is checked;
 * bytes that do not decode fail `decodes` (and are checked for their type only). A capture time
 * or position known neither from the photo nor from the device fails for a task with a location.
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

  const time = captureTimeOf(facts.exif, photo.capture);
  if (!time) checks.push(missing(result, CHECK.captureTime, context, 'capture time'));
  else {
    const earliest = context.claimedAt.getTime() - CLOCK_SKEW_MS;
    const latest = context.submittedAt.getTime() + CLOCK_SKEW_MS;
    const inWindow = time.at.getTime() >= earliest && time.at.getTime() <= latest;
    checks.push(
      result(
        CHECK.captureTime,
        inWindow,
        `taken ${time.at.toISOString()}${time.source}, ${inWindow ? 'within' : 'outside'} claim to submission ${context.claimedAt.toISOString()} .. ${context.submittedAt.toISOString()} (±${CLOCK_SKEW_MS / 60_000} min)`,
      ),
    );
  }

  const position = capturePositionOf(facts.exif, photo.capture);
  if (!position) checks.push(missing(result, CHECK.gpsLocation, context, 'GPS position'));
  else if (!context.location) checks.push(result(CHECK.gpsLocation, true, 'the task has no location to compare with'));
  else {
    const km = distanceKm(context.location, position);
    const near = km <= context.maxDistanceKm;
    checks.push(
      result(
        CHECK.gpsLocation,
        near,
        `taken ${km.toFixed(2)} km from the task's location${position.source} (at most ${context.maxDistanceKm} km allowed)`,
      ),
    );
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

/** The general reason operators read instead of a review that compared their photos with other tasks' proof. */
export const OPERATOR_REVIEW_REASONING = 'An evidence check did not pass, so the agent reviews the proof in person.';

/**
 * The review's reasoning as an operator may read it: a failed `not_duplicate` means the reasoning
 * speaks of another task's proof, which is none of this operator's business, so a general reason
 * replaces it. Agents and the back office keep the detail.
 */
export const reasoningForOperator = (review: { reasoning: string; checks?: { check: string; passed: boolean }[] }): string =>
  review.checks?.some((check) => check.check === CHECK.notDuplicate && !check.passed) ? OPERATOR_REVIEW_REASONING : review.reasoning;
