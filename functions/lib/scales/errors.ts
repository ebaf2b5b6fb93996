/**
 * Errors the scale decoders throw on purpose, so the webhook and the import handlers can answer a beekeeper's
 * device or file with a 400 that says what was wrong, and anything else stays an unexpected 500.
 */

/** A webhook body that is not a The Things Stack message HiveKeeper can read. */
export class MalformedUplinkError extends Error {
  constructor(readonly issues: string) {
    super(`Malformed uplink: ${issues}`);
    this.name = new.target.name;
  }
}

/** An import file with more readings than one import takes (READINGS_PER_IMPORT). */
export class TooManyReadingsError extends Error {
  constructor(readonly limit: number) {
    super(`A file can hold at most ${limit} readings`);
    this.name = new.target.name;
  }
}

/** An import file HiveKeeper cannot read at all (a CSV without the header its format requires). */
export class UnreadableFileError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = new.target.name;
  }
}
