/**
 * Errors HiveKeeper's functions throw on purpose. Each carries the HTTP status and the message the client sees;
 * the middy error handler turns them into JSON answers. Anything else is unexpected and answers a generic 500.
 */
import { ACCOUNT_DELETION_MESSAGES, API_ERRORS, VALIDATION } from '../../shared/messages';
import type { FieldErrors } from '../../shared/schemas/field-errors';
import type { MessageCode } from '../../shared/i18n/message-codes';

/**
 * Every error answer's JSON body: the spec's English message, and its stable code and parameters when it has one
 * (`shared/i18n/message-codes.ts`); only a 400 has `errors`, only an edit conflict's 409 has `current`.
 */
export interface ErrorAnswer extends Partial<MessageCode> {
  message: string;
  errors?: FieldErrors;
  current?: unknown;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** A 400: its message is the first field's first message, so the UI can show the spec's text as it is. */
export class BadRequestError extends HttpError {
  constructor(readonly fieldErrors: FieldErrors) {
    super(400, Object.values(fieldErrors)[0]?.[0] ?? VALIDATION.invalidRequest);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message: string = API_ERRORS.unauthorized) {
    super(401, message);
  }
}

/** A Pro-only action or a free-plan limit: the UI answers it with the upgrade prompt. */
export class PaymentRequiredError extends HttpError {
  constructor(message: string = API_ERRORS.proRequired) {
    super(402, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message: string = API_ERRORS.adminRequired) {
    super(403, message);
  }
}

/** Also the answer for another user's id: HiveKeeper never reveals that someone else's record exists. */
export class NotFoundError extends HttpError {
  constructor(message: string = API_ERRORS.routeNotFound) {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

/**
 * An edit that started from a version of the record other than the stored one (RECORD_VERSION_HEADER): nothing was
 * written, and the answer carries the stored record as the route answers it, for the beekeeper to merge with.
 */
export class EditConflictError extends ConflictError {
  constructor(readonly current: unknown) {
    super(API_ERRORS.editConflict);
  }
}

/** What was asked for is gone for good: the caller's account being deleted (the default), an expired link. */
export class GoneError extends HttpError {
  constructor(message: string = ACCOUNT_DELETION_MESSAGES.beingDeleted) {
    super(410, message);
  }
}

/** A sender went over a rate limit (the public feedback form): nothing was written. */
export class TooManyRequestsError extends HttpError {
  constructor(message: string) {
    super(429, message);
  }
}

/**
 * A service HiveKeeper relies on answered nothing usable (the content generator's model): the client sees only the
 * message given here, the detail goes to the log.
 */
export class BadGatewayError extends HttpError {
  constructor(message: string) {
    super(502, message);
  }
}
