import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AREA_PRECISIONS,
  areaCells,
  areaContains,
  isP256Point,
  notificationOf,
  pointCells,
} from '../../../../../../../functions/contexts/delivery/push/domain/push';
import { distanceKm } from '../../../../../../../functions/platform/kernel/geohash';

const berlin = { lat: 52.52, lng: 13.405 };

/** Points on a ring just inside the circle: each must share a cell with the subscription's filing. */
const ringInside = (center: { lat: number; lng: number }, radiusKm: number) =>
  Array.from({ length: 72 }, (_, step) => {
    const bearing = (step * 5 * Math.PI) / 180;
    const km = radiusKm * 0.999;
    const lat = center.lat + (km / 111.2) * Math.cos(bearing);
    const lng = center.lng + (km / (111.2 * Math.cos((center.lat * Math.PI) / 180))) * Math.sin(bearing);
    return { lat, lng };
  }).filter((point) => distanceKm(center, point) <= radiusKm);

describe('the push area index', () => {
  it.each([
    ['a city', berlin, 1],
    ['the default radius', berlin, 25],
    ['the largest radius', berlin, 200],
    ['near the equator', { lat: 0.1, lng: 179.9 }, 150],
    ['far north', { lat: 78.2, lng: 15.6 }, 200],
    ['by the pole', { lat: 89.5, lng: 0 }, 200],
  ])('files %s so that every point within the area shares a cell with it', (_name, center, radiusKm) => {
    const cells = new Set(areaCells({ ...center, radius_km: radiusKm }));
    expect(cells.size).toBeLessThanOrEqual(32);
    for (const point of [center, ...ringInside(center, radiusKm)]) {
      expect(pointCells(point).some((cell) => cells.has(cell))).toBe(true);
    }
  });

  it('looks a point up in one cell per precision', () => {
    const cells = pointCells(berlin);
    expect(cells.map((cell) => cell.length)).toEqual([1, 2, 3, 4, 5].filter((p) => p >= AREA_PRECISIONS.coarsest && p <= AREA_PRECISIONS.finest));
    expect(cells.every((cell) => cells.at(-1)!.startsWith(cell))).toBe(true);
  });

  it('decides by exact distance, not by cell', () => {
    const area = { ...berlin, radius_km: 10 };
    expect(areaContains(area, { lat: 52.6, lng: 13.405 })).toBe(true);
    expect(areaContains(area, { lat: 52.7, lng: 13.405 })).toBe(false);
  });
});

describe('a subscription key', () => {
  it('is accepted when it is an uncompressed P-256 point', () => {
    const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' });
    const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
    expect(isP256Point(point.toString('base64url'))).toBe(true);
  });

  it('is refused when the bytes are not a point on the curve', () => {
    expect(isP256Point(Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'))).toBe(false);
    expect(isP256Point(Buffer.alloc(65, 4).toString('base64url').slice(0, 80))).toBe(false);
  });
});

describe('a notification', () => {
  it('says what happened in a few words and links to the task', () => {
    expect(notificationOf({ kind: 'task_opened', taskId: 'task_1', title: 'Photograph the shop front', distanceKm: 2.345 })).toEqual({
      title: 'New task near you',
      body: 'Photograph the shop front (2.3 km)',
      url: '/#/tasks/task_1',
    });
    expect(notificationOf({ kind: 'payout_confirmed', netCents: 1234 })).toEqual({
      title: 'Payout confirmed',
      body: '$12.34 reached your wallet',
      url: '/#/earnings',
    });
  });

  it('shortens a long message to what a notification shows', () => {
    const { body } = notificationOf({ kind: 'agent_message', taskId: 't', text: `${'word '.repeat(100)}end` });
    expect([...body].length).toBe(120);
    expect(body.endsWith('…')).toBe(true);
  });
});
