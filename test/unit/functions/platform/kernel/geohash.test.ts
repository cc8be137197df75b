import { describe, expect, it } from 'vitest';
import { cellsAround, decodeGeohash, distanceKm, encodeGeohash } from '../../../../../functions/platform/kernel/geohash';

const berlin = { lat: 52.52, lng: 13.405 };

describe('geohash', () => {
  it('encodes the reference points of the published algorithm', () => {
    expect(encodeGeohash(57.64911, 10.40744, 11)).toBe('u4pruydqqvj');
    expect(encodeGeohash(42.6, -5.6, 5)).toBe('ezs42');
    expect(encodeGeohash(-25.382708, -49.265506, 6)).toBe('6gkzwg');
  });

  it('finds every cell a 25 km circle touches: each point within 25 km lies in one of them', () => {
    for (const center of [berlin, { lat: 0.01, lng: 179.99 }, { lat: -33.87, lng: 151.21 }, { lat: 64.1, lng: -21.9 }]) {
      const cells = new Set(cellsAround(center, 25, 4, 24));
      expect(cells.size).toBeLessThanOrEqual(24);
      for (let bearing = 0; bearing < 360; bearing += 15) {
        for (const km of [5, 15, 24.9]) {
          const rad = (bearing * Math.PI) / 180;
          const lat = center.lat + (km / 111.195) * Math.cos(rad);
          const rawLng = center.lng + ((km / 111.195) * Math.sin(rad)) / Math.cos((center.lat * Math.PI) / 180);
          const lng = ((((rawLng + 180) % 360) + 360) % 360) - 180;
          expect(distanceKm(center, { lat, lng })).toBeLessThan(25.1);
          expect(cells.has(encodeGeohash(lat, lng, 4)), `${center.lat},${center.lng} ${bearing}deg ${km}km`).toBe(true);
        }
      }
    }
  });

  it('decodes a cell to its centre: a precision-12 cell is within a few centimetres of the point encoded', () => {
    expect(decodeGeohash('ezs42')).toEqual({ lat: 42.60498046875, lng: -5.60302734375 });
    for (const point of [berlin, { lat: -33.87, lng: 151.21 }, { lat: 89.999, lng: -179.999 }, { lat: 0, lng: 0 }]) {
      expect(distanceKm(point, decodeGeohash(encodeGeohash(point.lat, point.lng, 12)))).toBeLessThan(0.0001);
    }
    expect(() => decodeGeohash('ai')).toThrow('Not a geohash');
  });
});

describe('distanceKm', () => {
  it('is the great-circle distance: Berlin to Paris about 878 km, zero to itself', () => {
    expect(distanceKm(berlin, { lat: 48.8566, lng: 2.3522 })).toBeCloseTo(877.5, 0);
    expect(distanceKm(berlin, berlin)).toBe(0);
  });
});
