/** Where on Earth an apiary is, in decimal degrees (zod-free, so the UI can use the bounds for its inputs). */
export const LATITUDE = { min: -90, max: 90 } as const;
export const LONGITUDE = { min: -180, max: 180 } as const;

/** Decimal places an apiary's coordinates are shown with (about 11 m on the ground). */
export const COORDINATE_DECIMALS = 4;

/**
 * An apiary's position as shown on its card, '51.5072, -0.1276', or null unless both latitude and longitude are
 * there (they are kept as the text the beekeeper typed).
 */
export function formatCoordinates(latitude: string | null, longitude: string | null): string | null {
  if (latitude === null || longitude === null || latitude.trim() === '' || longitude.trim() === '') return null;
  const [lat, lon] = [Number(latitude), Number(longitude)];
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  return `${lat.toFixed(COORDINATE_DECIMALS)}, ${lon.toFixed(COORDINATE_DECIMALS)}`;
}

/** Zoom of the OpenStreetMap view an apiary opens in: streets and fields around it. */
const MAP_ZOOM = 15;

/**
 * The apiary on OpenStreetMap with a marker, or null unless both coordinates are there and numbers. The link
 * carries the coordinates as they are shown (COORDINATE_DECIMALS).
 */
export function openStreetMapUrl(latitude: string | null, longitude: string | null): string | null {
  const shown = formatCoordinates(latitude, longitude);
  if (!shown) return null;
  const [lat, lon] = shown.split(', ');
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${MAP_ZOOM}/${lat}/${lon}`;
}

/** A position the browser reports (decimal degrees) as the text the apiary form holds, e.g. '51.5072'. */
export function coordinateText(degrees: number): string {
  return degrees.toFixed(COORDINATE_DECIMALS);
}
