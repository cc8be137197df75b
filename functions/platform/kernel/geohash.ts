/**
 * Places on Earth as the indexes need them: geohash cells (encoding a point, decoding a cell to its
 * centre, a cell's size, the cells a circle touches) and the great-circle distance. The completion
 * index (quotes) and the open tasks' geo index (tasks) both file by these cells. Written here
 * rather than taken from a package: it is these few lines (the published algorithm, checked
 * against its reference vectors in the unit tests), and the npm geohash packages bring neighbour
 * tables nothing here uses.
 */

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/** Mean Earth radius (km). */
const EARTH_RADIUS_KM = 6371.0088;
/** Mean Earth radius over 180 degrees: the length of one degree of latitude. */
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine, mean Earth radius). */
export const distanceKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number => {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

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

/** The centre of a cell: at precision 12 within 2 cm of the point encoded, so an index key can carry a place. */
export const decodeGeohash = (hash: string): { lat: number; lng: number } => {
  const ranges = { lat: { low: -90, high: 90 }, lng: { low: -180, high: 180 } };
  let longitude = true;
  for (const char of hash) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`Not a geohash: ${hash}`);
    for (let bit = 4; bit >= 0; bit--) {
      const range = longitude ? ranges.lng : ranges.lat;
      const mid = (range.low + range.high) / 2;
      if ((value >> bit) & 1) range.low = mid;
      else range.high = mid;
      longitude = !longitude;
    }
  }
  return { lat: (ranges.lat.low + ranges.lat.high) / 2, lng: (ranges.lng.low + ranges.lng.high) / 2 };
};

/** A cell's height and width in degrees at `precision` (5 bits a character, longitude first). */
const cellSizeDegrees = (precision: number): { lat: number; lng: number } => {
  const bits = 5 * precision;
  return { lat: 180 / 2 ** Math.floor(bits / 2), lng: 360 / 2 ** Math.ceil(bits / 2) };
};

const wrapLongitude = (lng: number): number => ((((lng + 180) % 360) + 360) % 360) - 180;

/** Half the height and width, in degrees, of a circle's bounding box, and the cosine of its widest latitude. */
const boxAround = (center: { lat: number; lng: number }, radiusKm: number) => {
  const dLat = radiusKm / KM_PER_DEGREE;
  const south = Math.max(-90, center.lat - dLat);
  const north = Math.min(90, center.lat + dLat);
  const widest = Math.cos((Math.max(Math.abs(south), Math.abs(north)) * Math.PI) / 180);
  const dLng = Math.min(180, radiusKm / (KM_PER_DEGREE * Math.max(widest, 1e-9)));
  return { south, north, dLng, widest };
};

/**
 * The finest precision from `finest` down to `coarsest` at which a circle's bounding box spans
 * at most `maxCells` cells (`coarsest` when none does): the finer the cells, the less a query
 * reads outside the circle; the fewer, the fewer queries.
 */
export const coveringPrecision = (
  center: { lat: number; lng: number },
  radiusKm: number,
  range: { coarsest: number; finest: number },
  maxCells: number,
): number => {
  const box = boxAround(center, radiusKm);
  for (let precision = range.finest; precision > range.coarsest; precision--) {
    const size = cellSizeDegrees(precision);
    // Each side spans its length over the cell size, plus one cell for each edge falling mid-cell.
    if ((Math.floor((box.north - box.south) / size.lat) + 2) * (Math.floor((2 * box.dLng) / size.lng) + 2) <= maxCells) return precision;
  }
  return range.coarsest;
};

/**
 * The cells at `precision` that a circle of `radiusKm` around `center` touches: those of its
 * bounding box, sampled a cell apart and at the box's edges. At most `maxCells`, nearest the
 * center first: only far toward the poles, where cells narrow, does the box hold more.
 */
export const cellsAround = (center: { lat: number; lng: number }, radiusKm: number, precision: number, maxCells: number): string[] => {
  const size = cellSizeDegrees(precision);
  const { south, north, dLng, widest } = boxAround(center, radiusKm);
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
