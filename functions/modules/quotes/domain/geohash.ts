/**
 * Geohash cells, as far as the completion index needs them: encoding a point, a cell's size, and
 * the cells a circle touches. Written here rather than taken from a package: it is these few lines
 * (the published algorithm, checked against its reference vectors in the unit tests), and the
 * npm geohash packages bring decoders and neighbour tables nothing here uses.
 */

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/** Mean Earth radius (km) over 180 degrees: the length of one degree of latitude. */
const KM_PER_DEGREE = (6371.0088 * Math.PI) / 180;

/** The geohash of a point: bits alternate longitude, latitude, each halving its range. */
export const encodeGeohash = (lat: number, lng: number, precision: number): string => {
  const ranges = { lat: { low: -90, high: 90 }, lng: { low: -180, high: 180 } };
  let hash = '';
  let value = 0;
  let bits = 0;
  let longitude = true;
  while (hash.length < precision) {
    const range = longitude ? ranges.lng : ranges.lat;
    const coordinate = longitude ? lng : lat;
    const mid = (range.low + range.high) / 2;
    const upper = coordinate >= mid;
    value = value * 2 + (upper ? 1 : 0);
    if (upper) range.low = mid;
    else range.high = mid;
    longitude = !longitude;
    if (++bits === 5) {
      hash += BASE32[value];
      value = 0;
      bits = 0;
    }
  }
  return hash;
};

/** A cell's height and width in degrees at `precision` (5 bits a character, longitude first). */
export const cellSizeDegrees = (precision: number): { lat: number; lng: number } => {
  const bits = 5 * precision;
  return { lat: 180 / 2 ** Math.floor(bits / 2), lng: 360 / 2 ** Math.ceil(bits / 2) };
};

const wrapLongitude = (lng: number): number => ((((lng + 180) % 360) + 360) % 360) - 180;

/**
 * The cells at `precision` that a circle of `radiusKm` around `center` touches: those of its
 * bounding box, sampled a cell apart and at the box's edges. At most `maxCells`, nearest the
 * center first: only far toward the poles, where cells narrow, does the box hold more.
 */
export const cellsAround = (center: { lat: number; lng: number }, radiusKm: number, precision: number, maxCells: number): string[] => {
  const size = cellSizeDegrees(precision);
  const dLat = radiusKm / KM_PER_DEGREE;
  const south = Math.max(-90, center.lat - dLat);
  const north = Math.min(90, center.lat + dLat);
  const widest = Math.cos((Math.max(Math.abs(south), Math.abs(north)) * Math.PI) / 180);
  const dLng = Math.min(180, radiusKm / (KM_PER_DEGREE * Math.max(widest, 1e-9)));
  const steps = (from: number, to: number, step: number) => {
    const values: number[] = [];
    for (let value = from; value < to; value += step) values.push(value);
    return [...values, to];
  };
  const found = new Map<string, number>();
  for (const lat of steps(south, north, size.lat)) {
    for (const lng of steps(center.lng - dLng, center.lng + dLng, size.lng)) {
      const cell = encodeGeohash(Math.min(lat, 90 - 1e-9), wrapLongitude(lng), precision);
      const away = (lat - center.lat) ** 2 + ((lng - center.lng) * widest) ** 2;
      found.set(cell, Math.min(found.get(cell) ?? Number.POSITIVE_INFINITY, away));
    }
  }
  return [...found.entries()]
    .sort((a, b) => a[1] - b[1])
    .slice(0, maxCells)
    .map(([cell]) => cell);
};
