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

/** The checks, by the name recorded in `guardian_result.checks[].check`. */
export const CHECK = {
  exists: 'exists',
  decodes: 'decodes',
  typeMatches: 'type_matches',
  notDuplicate: 'not_duplicate',
  captureTime: 'capture_time',
  gpsLocation: 'gps_location',
  contentCredentials: 'content_credentials',
} as const;
export type CheckName = (typeof CHECK)[keyof typeof CHECK];

export const MIN_PHOTO_WIDTH = 320;
export const MIN_PHOTO_HEIGHT = 240;
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
export const MIN_FINGERPRINT_CONTRAST = 2;
export const MIN_FINGERPRINT_BITS = 8;

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
  exif: { takenAt?: Date; takenAtHasOffset?: boolean; latitude?: number; longitude?: number };
  contentCredentials?: ContentCredentialsFacts;
}

/** What was read from one uploaded photo; `facts` undefined when the object is missing. */
export interface PhotoEvidence {
  photoId: string;
  declaredType: string;
  requirement?: number;
  facts?: PhotoFacts;
  /** Whether a photo of another task's proof has a fingerprint within DUPLICATE_MAX_DISTANCE. */
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
  const oversize = oversizeReason(facts.size);
  if (oversize) {
    checks.push(result(CHECK.decodes, false, `${width}x${height}: ${oversize} (not decoded)`));
    return checks;
  }
  const bigEnough = Math.max(width, height) >= MIN_PHOTO_WIDTH && Math.min(width, height) >= MIN_PHOTO_HEIGHT;
  checks.push(result(CHECK.decodes, bigEnough, `${width}x${height}${bigEnough ? '' : `, smaller than ${MIN_PHOTO_WIDTH}x${MIN_PHOTO_HEIGHT}`}`));
  if (!fingerprintOf(facts)) checks.push(result(CHECK.notDuplicate, true, 'too little detail to fingerprint: not compared with other proofs'));
  else
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
  if (facts.contentCredentials) checks.push(contentCredentialsCheck(facts.contentCredentials, result));
  return checks;
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

/** What identifies the image a photo shows: its bytes' SHA-256, and its fingerprint when it has one. */
export interface ImageIdentity {
  sha256: string;
  fingerprint?: string;
}

interface PhotoOfProof {
  photoId: string;
  requirement?: number;
  image?: ImageIdentity;
}

/** One photo named twice, the same bytes twice, or two near-duplicate fingerprints: one image. */
export const sameImage = (a: PhotoOfProof, b: PhotoOfProof): boolean =>
  a.photoId === b.photoId ||
  (a.image !== undefined &&
    b.image !== undefined &&
    (a.image.sha256 === b.image.sha256 ||
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
