/**
 * The Guardian's evidence checks and the rules' verdict per requirement, pure: the facts read
 * from each photo come in (adapters/photos/image.ts), the checks and verdicts go out.
 */

import { distanceKm } from '../../../../platform/kernel/geohash';

export {
  MAX_PHOTO_BYTES,
  PHOTO_CONTENT_TYPES,
  type PhotoContentType,
  type PresignedUpload,
  UPLOAD_TTL_SECONDS,
} from '../../../../platform/kernel/uploads';
export const MAX_PHOTOS_PER_TASK = 20;
/**
 * Photos a submit fixes at once (reads, hashes and copies without metadata): what the submit
 * function's memory is sized for (bench/evidence-memory.ts measures it).
 */
export const EVIDENCE_FIXED_AT_ONCE = 2;
/** Every photo object lives under this key prefix (photos/<task_id>/<photo_id>); the IAM grants name it. */
export const PHOTO_PREFIX = 'photos/';

export const photoKey = (taskId: string, photoId: string): string => `${PHOTO_PREFIX}${taskId}/${photoId}`;

/**
 * Where a submit fixes a photo's bytes (the evidence the Guardian and the back office read) and
 * the agent's copy without metadata. No upload form names these keys (a photo id has no `/`),
 * and the SHA-256 in them means two submits of different bytes never write the same object.
 */
export const evidenceKey = (taskId: string, photoId: string, sha256: string): string => `${PHOTO_PREFIX}${taskId}/evidence/${photoId}.${sha256}`;
export const agentCopyKey = (taskId: string, photoId: string, sha256: string): string => `${PHOTO_PREFIX}${taskId}/agent/${photoId}.${sha256}`;

/** The checks, by the name recorded in `guardian_result.checks[].check`. */
export const CHECK = {
  exists: 'exists',
  decodes: 'decodes',
  typeMatches: 'type_matches',
  notDuplicate: 'not_duplicate',
  captureTime: 'capture_time',
  gpsLocation: 'gps_location',
  inWindow: 'in_window',
  contentCredentials: 'content_credentials',
} as const;
type CheckName = (typeof CHECK)[keyof typeof CHECK];

const MIN_PHOTO_WIDTH = 320;
const MIN_PHOTO_HEIGHT = 240;
/** Phone clocks drift, and a photo taken just before the claim landed still counts. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** dHash bits that may differ for two photos to count as the same picture (re-encoded, resized, lightly edited). */
export const DUPLICATE_MAX_DISTANCE = 3;
/**
 * The largest photo that is decoded: its size is read from the header first, so a small file that
 * claims a huge frame (a decompression bomb) is refused before any pixel is. The review function's
 * memory is sized for a photo at this limit (lib/workflows.ts).
 */
export const MAX_PHOTO_PIXELS = 40_000_000;
export const MAX_PHOTO_SIDE = 12_000;
/**
 * A dHash fingerprints a picture only when the picture has detail: a uniform or nearly uniform
 * image hashes to (nearly) all zeros, a smooth gradient to (nearly) all ones, and all such images
 * would match each other. Below this mean difference between neighbouring cells of the 9x8
 * thumbnail (grey levels), or with fewer than this many bits either way, it is no fingerprint.
 */
const MIN_FINGERPRINT_CONTRAST = 2;
const MIN_FINGERPRINT_BITS = 8;

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

/** What a photo's Content Credentials (C2PA manifest) say, when it carries any. */
export interface ContentCredentialsFacts {
  /** Who signed the manifest (the certificate's subject or issuer). */
  signer: string;
  /** Why the manifest does not validate (C2PA failure codes); empty when it does. */
  problems: string[];
  /** The IPTC digital source type that declares the image AI-generated, if the manifest declares one. */
  generativeAi?: string;
}

/** What was read from one photo's bytes. */
export interface PhotoFacts {
  sniffedType?: string;
  /** From the header; absent when the bytes are not an image. */
  size?: { width: number; height: number };
  decodeError?: string;
  /** The 64-bit difference hash (16 hex digits) and the contrast of the thumbnail it was computed from. */
  hash?: string;
  contrast?: number;
  /** Of the decoded pixels, for an image too plain to fingerprint: its copies in other files are still known. */
  pixelsSha256?: string;
  exif: { takenAt?: Date; takenAtHasOffset?: boolean; latitude?: number; longitude?: number };
  contentCredentials?: ContentCredentialsFacts;
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
  facts?: PhotoFacts;
  /** The device's report, used where the photo's own metadata says nothing. */
  capture?: DeviceCapture;
  /** How this photo repeats an image of another task's proof, if it does. */
  duplicate?: DuplicateMatch;
}

/** How a photo repeats an image of another task's proof: the same bytes, the same decoded pixels, or a fingerprint within DUPLICATE_MAX_DISTANCE. */
export type DuplicateMatch = 'bytes' | 'pixels' | 'fingerprint';

const DUPLICATE_DETAIL = {
  bytes: "the same file as a photo in another task's proof",
  pixels: "the same pixels as a photo in another task's proof",
  fingerprint: "near-duplicate of a photo in another task's proof",
} as const;

export interface EvidenceContext {
  claimedAt: Date;
  submittedAt: Date;
  location?: { lat: number; lng: number };
  maxDistanceKm: number;
  /** The task's work window (UTC), when it has one: only then is `in_window` checked. */
  window?: { not_before?: string; not_after?: string };
}

export const hammingDistance = (a: string, b: string): number => {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (diff) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
};

/** The photo's hash when it identifies the picture (see MIN_FINGERPRINT_CONTRAST), else undefined. */
export const fingerprintOf = (facts: Pick<PhotoFacts, 'hash' | 'contrast'>): string | undefined => {
  if (facts.hash === undefined || (facts.contrast ?? 0) < MIN_FINGERPRINT_CONTRAST) return undefined;
  const ones = hammingDistance(facts.hash, '0');
  return ones < MIN_FINGERPRINT_BITS || 64 - ones < MIN_FINGERPRINT_BITS ? undefined : facts.hash;
};

/** Why a photo of this size is not decoded (naming the limit), or undefined when it may be. */
export const oversizeReason = ({ width, height }: { width: number; height: number }): string | undefined => {
  if (Math.max(width, height) > MAX_PHOTO_SIDE) return `a side above the limit of ${MAX_PHOTO_SIDE} px`;
  if (width * height > MAX_PHOTO_PIXELS)
    return `${((width * height) / 1e6).toFixed(1)} megapixels, above the limit of ${MAX_PHOTO_PIXELS / 1e6} megapixels`;
  return undefined;
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
  const oversize = oversizeReason(facts.size);
  if (oversize) {
    checks.push(result(CHECK.decodes, false, `${width}x${height}: ${oversize} (not decoded)`));
    return checks;
  }
  const bigEnough = Math.max(width, height) >= MIN_PHOTO_WIDTH && Math.min(width, height) >= MIN_PHOTO_HEIGHT;
  checks.push(result(CHECK.decodes, bigEnough, `${width}x${height}${bigEnough ? '' : `, smaller than ${MIN_PHOTO_WIDTH}x${MIN_PHOTO_HEIGHT}`}`));
  if (photo.duplicate) checks.push(result(CHECK.notDuplicate, false, DUPLICATE_DETAIL[photo.duplicate]));
  else
    checks.push(
      result(
        CHECK.notDuplicate,
        true,
        fingerprintOf(facts)
          ? "no near-duplicate in other tasks' proofs"
          : 'too little detail to fingerprint: no copy of its bytes or pixels in other proofs',
      ),
    );

  const time = captureTimeOf(facts.exif, photo.capture);
  if (context.window) checks.push(windowCheck(context.window, time, result));
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
  if (facts.contentCredentials) checks.push(contentCredentialsCheck(facts.contentCredentials, result));
  return checks;
};

/**
 * Whether the photo was taken within the task's work window (no clock skew allowed: the agent chose
 * the bounds); a capture time known neither from the photo nor from the device cannot show it and fails.
 */
const windowCheck = (
  window: NonNullable<EvidenceContext['window']>,
  time: { at: Date; source: string } | undefined,
  result: (check: CheckName, passed: boolean, detail: string) => EvidenceCheck,
): EvidenceCheck => {
  if (!time) return result(CHECK.inWindow, false, 'missing');
  const at = time.at.getTime();
  const inside =
    (window.not_before === undefined || at >= Date.parse(window.not_before)) &&
    (window.not_after === undefined || at <= Date.parse(window.not_after));
  const bounds = `${window.not_before ?? 'any time'} .. ${window.not_after ?? 'the deadline'}`;
  return result(CHECK.inWindow, inside, `taken ${time.at.toISOString()}${time.source}, ${inside ? 'within' : 'outside'} the work window ${bounds}`);
};

/** Passed when the manifest validates and does not declare the image AI-generated; the detail names the signer. */
const contentCredentialsCheck = (
  { signer, problems, generativeAi }: ContentCredentialsFacts,
  result: (check: CheckName, passed: boolean, detail: string) => EvidenceCheck,
): EvidenceCheck => {
  if (problems.length)
    return result(CHECK.contentCredentials, false, `Content Credentials signed by ${signer} do not validate: ${problems.join(', ')}`);
  if (generativeAi)
    return result(CHECK.contentCredentials, false, `Content Credentials signed by ${signer} declare the image AI-generated (${generativeAi})`);
  return result(CHECK.contentCredentials, true, `Content Credentials signed by ${signer} validate`);
};

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What identifies the image a photo shows: its bytes' SHA-256, and its fingerprint when it has one, else its decoded pixels' SHA-256. */
export interface ImageIdentity {
  sha256: string;
  fingerprint?: string;
  pixelsSha256?: string;
}

interface PhotoOfProof {
  photoId: string;
  requirement?: number;
  image?: ImageIdentity;
}

/** One photo named twice, the same bytes or pixels twice, or two near-duplicate fingerprints: one image. */
const sameImage = (a: PhotoOfProof, b: PhotoOfProof): boolean =>
  a.photoId === b.photoId ||
  (a.image !== undefined &&
    b.image !== undefined &&
    (a.image.sha256 === b.image.sha256 ||
      (a.image.pixelsSha256 !== undefined && a.image.pixelsSha256 === b.image.pixelsSha256) ||
      (a.image.fingerprint !== undefined &&
        b.image.fingerprint !== undefined &&
        hammingDistance(a.image.fingerprint, b.image.fingerprint) <= DUPLICATE_MAX_DISTANCE)));

/** The photos grouped by the image they show, in order of first appearance: each group counts once. */
export const distinctImages = <P extends PhotoOfProof>(photos: P[]): P[][] => {
  const groups: P[][] = [];
  for (const photo of photos) {
    const group = groups.find((members) => members.some((member) => sameImage(member, photo)));
    if (group) group.push(photo);
    else groups.push([photo]);
  }
  return groups;
};

/**
 * A distinct image for as many requirements as possible (maximum bipartite matching, augmenting
 * paths): for each requirement, the index of its image, or -1.
 */
const matchImages = (requirementCount: number, imageCount: number, canMeet: (requirement: number, image: number) => boolean): number[] => {
  const requirementOf = new Array<number>(imageCount).fill(-1);
  const tryMeet = (requirement: number, seen: Set<number>): boolean => {
    for (let image = 0; image < imageCount; image++) {
      if (seen.has(image) || !canMeet(requirement, image)) continue;
      seen.add(image);
      if (requirementOf[image] === -1 || tryMeet(requirementOf[image]!, seen)) {
        requirementOf[image] = requirement;
        return true;
      }
    }
    return false;
  };
  for (let requirement = 0; requirement < requirementCount; requirement++) tryMeet(requirement, new Set());
  return Array.from({ length: requirementCount }, (_, requirement) => requirementOf.indexOf(requirement));
};

/**
 * Each requirement is met by its own distinct image (photos of the same or a near-duplicate image
 * count once) among the photos that passed every check: one tagged to it, or, when the untagged
 * distinct images are at least as many as the requirements, an untagged one.
 */
export const requirementVerdicts = (requirements: string[], photos: PhotoOfProof[], checks: EvidenceCheck[]): RequirementVerdict[] => {
  const failed = new Set(checks.filter((check) => !check.passed).map((check) => check.photo_id));
  const clean = photos.filter((photo) => !failed.has(photo.photoId));
  const images = distinctImages(clean);
  const untaggedImages = images.filter((image) => image.some((photo) => photo.requirement === undefined)).length;
  const untaggedCover = untaggedImages >= requirements.length && untaggedImages > 0;
  const imageOf = matchImages(requirements.length, images.length, (requirement, image) =>
    images[image]!.some((photo) => photo.requirement === requirement || (untaggedCover && photo.requirement === undefined)),
  );
  const untagged = [...new Set(clean.filter((photo) => photo.requirement === undefined).map((photo) => photo.photoId))];
  return requirements.map((requirement, index) => {
    const tagged = [...new Set(clean.filter((photo) => photo.requirement === index).map((photo) => photo.photoId))];
    if (imageOf[index]! >= 0) {
      if (tagged.length)
        return { requirement, met: true, photo_ids: tagged, reason: `${plural(tagged.length, 'photo')} tagged to it passed every check` };
      return {
        requirement,
        met: true,
        photo_ids: untagged,
        reason: `${plural(untaggedImages, 'distinct untagged image')} passed every check, one per requirement at least`,
      };
    }
    if (tagged.length)
      return {
        requirement,
        met: false,
        photo_ids: tagged,
        reason: 'its photos show an image that already meets another requirement (an image counts once)',
      };
    const failedHere = photos.filter((photo) => photo.requirement === index && failed.has(photo.photoId)).map((photo) => photo.photoId);
    return {
      requirement,
      met: false,
      photo_ids: [...new Set(failedHere)],
      reason: failedHere.length
        ? 'every photo tagged to it failed a check'
        : `no distinct image passed every check for it (${plural(untaggedImages, 'clean untagged image')})`,
    };
  });
};

/** "not_duplicate (ph_1), gps_location (ph_2)": the failed checks, named, for a reason. */
export const failedChecksText = (checks: EvidenceCheck[]): string =>
  checks
    .filter((check) => !check.passed)
    .map((check) => `${check.check} (${check.photo_id}: ${check.detail})`)
    .join('; ');

/** A failed `not_duplicate`: the review compared the photo with other tasks' proof. */
const comparedWithOthers = (check: { check: string; passed: boolean }): boolean => check.check === CHECK.notDuplicate && !check.passed;

/** The general reason operators read instead of a review that compared their photos with other tasks' proof. */
export const OPERATOR_REVIEW_REASONING = 'An evidence check did not pass, so the agent reviews the proof in person.';

/**
 * The review's reasoning as an operator may read it: a failed `not_duplicate` means the reasoning
 * speaks of another task's proof, which is none of this operator's business, so a general reason
 * replaces it. Agents and the back office keep the detail.
 */
export const reasoningForOperator = (review: { reasoning: string; checks?: { check: string; passed: boolean }[] }): string =>
  review.checks?.some(comparedWithOthers) ? OPERATOR_REVIEW_REASONING : review.reasoning;

/** The general detail operators read of a failed `not_duplicate`, for the same reason. */
export const OPERATOR_DUPLICATE_DETAIL = 'The photo is too like one the service already holds as proof, so it does not count as new.';

/** One check's detail as an operator may read it (see reasoningForOperator). */
export const checkDetailForOperator = (check: { check: string; passed: boolean; detail: string }): string =>
  comparedWithOthers(check) ? OPERATOR_DUPLICATE_DETAIL : check.detail;
