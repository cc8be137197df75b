import { cellsAround, coveringPrecision, decodeGeohash, distanceKm } from '../../../../platform/kernel/geohash';

/**
 * Open tasks near an operator: the geo index (gsi4, tasksKeys.openTaskNear) files each located open
 * task under its geohash cell; a page reads the cells covering the circle, keeps the entries within
 * it by exact great-circle distance and orders them nearest first (ties by task id, so the order is
 * total and a cursor resumes it exactly).
 */
export const NEAR_DEFAULT_RADIUS_KM = 25;
export const NEAR_MAX_RADIUS_KM = 200;
/**
 * The most cells (one query each) a page reads. A 200 km circle spans up to 36 cells of the
 * index's partition precision below about 70 degrees of latitude; beyond, where cells narrow, the
 * farthest cells of a large circle are left out (nearest first, so what is left out is its edge).
 */
export const MAX_NEAR_CELLS = 48;
/** No finer than about 150 x 150 m: finer cells would only add queries for a handful of tasks. */
const FINEST_NEAR_PRECISION = 7;

export interface Point {
  lat: number;
  lng: number;
}

/** The cells a page of the near list reads: at the finest precision whose cells over the circle stay within MAX_NEAR_CELLS. */
export const nearCells = (center: Point, radiusKm: number, coarsest: number): string[] =>
  cellsAround(center, radiusKm, coveringPrecision(center, radiusKm, { coarsest, finest: FINEST_NEAR_PRECISION }, MAX_NEAR_CELLS), MAX_NEAR_CELLS);

/** An entry of the geo index, placed: its task and its distance from the center asked about. */
interface NearEntry<T> {
  taskId: string;
  distanceKm: number;
  entry: T;
}

/** Where a page of the near list ended: the distance and id of its last task. */
export interface NearPosition {
  distanceKm: number;
  taskId: string;
}

const compare = (a: NearPosition, b: NearPosition): number => a.distanceKm - b.distanceKm || (a.taskId < b.taskId ? -1 : a.taskId > b.taskId ? 1 : 0);

/** An index entry whose sort key is `<geohash>#<task id>`, placed relative to `center`. */
export const placeEntry = <T>(center: Point, sortKey: string, entry: T): NearEntry<T> => {
  const [geohash, taskId] = sortKey.split('#') as [string, string];
  return { taskId, distanceKm: distanceKm(center, decodeGeohash(geohash)), entry };
};

/**
 * One page of the entries within `radiusKm`, nearest first, from `start` (a cursor's position, or
 * an offset): with how many are within the radius in all, and whether more follow.
 */
export const nearestPage = <T>(entries: NearEntry<T>[], radiusKm: number, limit: number, start: { after?: NearPosition; offset: number }) => {
  const within = entries.filter((entry) => entry.distanceKm <= radiusKm).sort(compare);
  const { after } = start;
  const resumed = after ? within.findIndex((entry) => compare(entry, after) > 0) : 0;
  const from = (resumed < 0 ? within.length : resumed) + start.offset;
  return { page: within.slice(from, from + limit), total: within.length, more: within.length > from + limit };
};

/** How a distance is shown: to 10 m, what a phone's position is good for. */
export const shownDistanceKm = (km: number): number => Math.round(km * 100) / 100;
