/**
 * Compares what a caller sent with what HiveKeeper expects (a MAC, a secret's hash, a shared secret) in time that
 * does not depend on where they differ, so a caller can't find the right value a byte at a time. Node's
 * `timingSafeEqual` throws on lengths that differ; a length says nothing secret here, so that is simply unequal.
 */
import { timingSafeEqual } from 'node:crypto';

export function equalInConstantTime(given: Buffer, expected: Buffer): boolean {
  return given.length === expected.length && timingSafeEqual(given, expected);
}
