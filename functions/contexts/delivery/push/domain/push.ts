import { createPublicKey } from 'node:crypto';
import { cellsAround, coveringPrecision, distanceKm, encodeGeohash } from '../../../../platform/kernel/geohash';
import type { Point } from '../../../work/tasks/domain';

/**
 * Web Push for operators: a subscription is one device's push endpoint (its browser's push
 * service) with the keys its messages are encrypted to (RFC 8291) and, optionally, an area: a new
 * open task within it is announced to that device. Events of an operator's own work (estimate
 * approved, a message from the agent, a dispute, a payout confirmed) go to all of its devices.
 */

/** Devices per operator: a phone, a tablet, a few browsers. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_OPERATOR = 10;

/** An uncompressed P-256 point (65 bytes) in base64url without padding. */
export const P256DH_LENGTH = 87;
/** The 16-byte authentication secret in base64url without padding. */
export const AUTH_SECRET_LENGTH = 22;
/** Push services' endpoints are well under this (FCM's, Mozilla's, Apple's: about 200 to 400 characters). */
export const MAX_ENDPOINT_LENGTH = 1024;

export interface PushArea extends Point {
  radius_km: number;
}

export interface PushSubscription {
  subscription_id: string;
  operator_id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  near?: PushArea;
  /** The area index cells it is filed under (areaCells): what its removal deletes. */
  cells: string[];
  created_at: string;
}

/**
 * The area index. A subscription's circle is filed under every geohash cell it touches, at the
 * finest precision from AREA_PRECISIONS at which that is at most AREA_CELLS_TARGET cells; a task's
 * point is then looked up in its own cell at each of those precisions: one query each, whatever
 * the number of subscriptions or the size of their circles, and no scan. Precision 1 (cells of
 * 45 degrees) covers any circle in at most 32 cells (the whole Earth is 32), so none is ever left
 * out, even by the poles.
 */
export const AREA_PRECISIONS = { coarsest: 1, finest: 5 } as const;
const AREA_CELLS_TARGET = 16;
/** Above the target: a cell count estimated within the target never exceeds this, nor does precision 1's. */
const MAX_AREA_CELLS = 32;

/** The cells a subscription's area is filed under. */
export const areaCells = (area: PushArea): string[] =>
  cellsAround(area, area.radius_km, coveringPrecision(area, area.radius_km, AREA_PRECISIONS, AREA_CELLS_TARGET), MAX_AREA_CELLS);

/** The cells, one per precision, a point is looked up in. */
export const pointCells = (point: Point): string[] => {
  const cells: string[] = [];
  for (let precision = AREA_PRECISIONS.coarsest; precision <= AREA_PRECISIONS.finest; precision++) {
    cells.push(encodeGeohash(point.lat, point.lng, precision));
  }
  return cells;
};

/** Whether a point is within the subscription's area, by great-circle distance (the cells only narrow it down). */
export const areaContains = (area: PushArea, point: Point): boolean => distanceKm(area, point) <= area.radius_km;

/** What a device shows: small, so it fits the 4 KB a push message carries with room to spare. */
export interface Notification {
  title: string;
  body: string;
  /** Where a tap opens the app (a hash route of the operator app). */
  url: string;
}

/** How much of a task's title or a message a notification shows. */
const MAX_SHOWN = 120;

const shown = (text: string): string => {
  const points = [...text.replace(/\s+/g, ' ').trim()];
  return points.length > MAX_SHOWN ? `${points.slice(0, MAX_SHOWN - 1).join('')}…` : points.join('');
};

const taskUrl = (taskId: string) => `/#/tasks/${encodeURIComponent(taskId)}`;

/** The event a notification tells of, with what its text needs. */
export type PushEvent =
  | { kind: 'task_opened'; taskId: string; title: string; distanceKm: number }
  | { kind: 'estimate_approved'; taskId: string; title: string }
  | { kind: 'agent_message'; taskId: string; text: string }
  | { kind: 'task_disputed'; taskId: string; title: string }
  | { kind: 'payout_confirmed'; netCents: number };

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const notificationOf = (event: PushEvent): Notification => {
  switch (event.kind) {
    case 'task_opened':
      return { title: 'New task near you', body: `${shown(event.title)} (${event.distanceKm.toFixed(1)} km)`, url: taskUrl(event.taskId) };
    case 'estimate_approved':
      return { title: 'Estimate approved', body: `You can start: ${shown(event.title)}`, url: taskUrl(event.taskId) };
    case 'agent_message':
      return { title: 'Message from the agent', body: shown(event.text), url: taskUrl(event.taskId) };
    case 'task_disputed':
      return { title: 'Task disputed', body: `The agent disputed your proof: ${shown(event.title)}`, url: taskUrl(event.taskId) };
    case 'payout_confirmed':
      return { title: 'Payout confirmed', body: `${dollars(event.netCents)} reached your wallet`, url: '/#/earnings' };
  }
};

/**
 * Whether base64url text is an uncompressed P-256 point on the curve: a key that is not one would
 * make every message to the device fail to encrypt, so it is refused at subscription.
 */
export const isP256Point = (text: string): boolean => {
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.length !== 65 || bytes[0] !== 4) return false;
  try {
    createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: bytes.subarray(1, 33).toString('base64url'), y: bytes.subarray(33).toString('base64url') },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
};
