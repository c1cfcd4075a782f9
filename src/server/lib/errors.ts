export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'PAYMENT_REQUIRED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'NOT_ACCEPTABLE'
  | 'CONFLICT'
  | 'TOO_LARGE'
  | 'UNSUPPORTED_TYPE'
  | 'UNPROCESSABLE'
  | 'TOO_MANY_REQUESTS'
  | 'UNAVAILABLE'

const STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
}

/** An error a use-case throws with a message fit to show the user; routes turn it into a status. */
export class AppError extends Error {
  readonly statusCode: number
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** More for the client beside `error` (e.g. `captchaRequired`); never anything secret. */
    readonly details: Record<string, string | number | boolean> = {},
    /** Response headers the refusal needs (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'AppError'
    this.statusCode = STATUS[code]
  }
}
