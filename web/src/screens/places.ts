/** A task's place as the phone's maps apps open it. */
type Place = { lat: number; lng: number; address?: string };

/** Directions to the place in the phone's maps (Google Maps' universal URL opens the app where it is installed, the web otherwise). */
export const directionsUrl = (place: Place): string => `https://www.google.com/maps/dir/?api=1&destination=${place.lat},${place.lng}`;

/** The place as a `geo:` URI (RFC 5870): Android offers every maps app installed. */
export const geoUri = (place: Place): string =>
  `geo:${place.lat},${place.lng}?q=${place.lat},${place.lng}${place.address ? `(${encodeURIComponent(place.address)})` : ''}`;

/**
 * Where the device is now, for a check-in: undefined when the operator did not allow location or
 * no fix came in time (starting never waits on it for long).
 */
export const currentPosition = (): Promise<{ lat: number; lng: number; accuracy_m: number } | undefined> =>
  new Promise((resolve) => {
    if (!navigator.geolocation) return resolve(undefined);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude, accuracy_m: Math.round(coords.accuracy) }),
      () => resolve(undefined),
      { enableHighAccuracy: true, maximumAge: 60_000, timeout: 10_000 },
    );
  });
