import { describe, expect, it } from 'vitest';
import { MAX_NEAR_CELLS, nearCells, nearestPage, placeEntry } from '../../../../../../../functions/contexts/work/tasks/domain/near';
import { distanceKm, encodeGeohash } from '../../../../../../../functions/platform/kernel/geohash';

const berlin = { lat: 52.52, lng: 13.405 };

describe('nearCells', () => {
  it('reads finer cells for a small radius and coarser ones for a large one, never more than MAX_NEAR_CELLS', () => {
    const small = nearCells(berlin, 1, 3);
    const large = nearCells(berlin, 200, 3);
    expect(small[0]!.length).toBeGreaterThan(large[0]!.length);
    expect(large[0]!.length).toBe(3);
    for (const radius of [0.1, 1, 5, 25, 80, 200]) {
      for (const center of [berlin, { lat: 0, lng: 179.9 }, { lat: -41.3, lng: 174.8 }, { lat: 69, lng: 18.9 }]) {
        expect(nearCells(center, radius, 3).length).toBeLessThanOrEqual(MAX_NEAR_CELLS);
      }
    }
  });

  it('covers the circle: every point within the radius lies in one of the cells (by prefix)', () => {
    for (const radius of [2, 25, 200]) {
      for (const center of [berlin, { lat: 0.01, lng: 179.99 }, { lat: 60, lng: 10 }]) {
        const cells = nearCells(center, radius, 3);
        for (let bearing = 0; bearing < 360; bearing += 20) {
          const rad = (bearing * Math.PI) / 180;
          const km = radius * 0.98;
          const lat = center.lat + (km / 111.195) * Math.cos(rad);
          const rawLng = center.lng + ((km / 111.195) * Math.sin(rad)) / Math.cos((center.lat * Math.PI) / 180);
          const lng = ((((rawLng + 180) % 360) + 360) % 360) - 180;
          expect(distanceKm(center, { lat, lng })).toBeLessThanOrEqual(radius);
          const hash = encodeGeohash(lat, lng, 12);
          expect(
            cells.some((cell) => hash.startsWith(cell)),
            `${radius} km ${bearing}deg from ${center.lat},${center.lng}`,
          ).toBe(true);
        }
      }
    }
  });
});

describe('nearestPage', () => {
  const entries = [3, 1, 2, 2, 9, 30].map((km, i) => ({ taskId: `t${i}`, distanceKm: km, entry: i }));

  it('orders by distance then task id, keeps the radius, and resumes after a position', () => {
    const first = nearestPage(entries, 10, 2, { offset: 0 });
    expect(first.page.map((e) => e.taskId)).toEqual(['t1', 't2']);
    expect(first).toMatchObject({ total: 5, more: true });
    const next = nearestPage(entries, 10, 2, { after: first.page[1]!, offset: 0 });
    expect(next.page.map((e) => e.taskId)).toEqual(['t3', 't0']);
    const last = nearestPage(entries, 10, 2, { after: next.page[1]!, offset: 0 });
    expect(last.page.map((e) => e.taskId)).toEqual(['t4']);
    expect(last.more).toBe(false);
    // Resuming after a task that has since left the list still continues past its place.
    expect(nearestPage(entries, 10, 9, { after: { distanceKm: 2, taskId: 't2a' }, offset: 0 }).page.map((e) => e.taskId)).toEqual(['t3', 't0', 't4']);
  });

  it('places an entry by the geohash in its sort key', () => {
    const placed = placeEntry(berlin, `${encodeGeohash(52.53, 13.405, 12)}#task_1`, 'x');
    expect(placed.taskId).toBe('task_1');
    expect(placed.distanceKm).toBeCloseTo(1.112, 2);
  });
});
