/** Range messages are written from the same bounds the schemas check, so the two cannot drift apart. */
interface Bounds {
  min: number;
  max: number;
}

export function numberRange(field: string, bounds: Bounds): string {
  return `${field} must be a number between ${bounds.min} and ${bounds.max}`;
}

export function integerRange(field: string, bounds: Bounds): string {
  return `${field} must be a whole number from ${bounds.min} to ${bounds.max}`;
}
