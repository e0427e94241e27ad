/** The one error type services throw; mapped to HTTP in one place (lib/http/handler.ts). */
export const ERROR_STATUS = {
  invalid_input: 422,
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media: 415,
  rate_limited: 429,
  insufficient_storage: 507,
  upstream_unavailable: 502,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type ErrorIssue = { path: string; message: string };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues?: ErrorIssue[];
  readonly headers?: Record<string, string>;
  /** A stable code finer than `code` (a message key such as `auth.errors.resetTokenExpired`); the API answers it as `code`. */
  readonly reason?: string;
  /** More fields of the JSON answer (e.g. a 409's `lock`: who is editing); never `error`, `message` or `code`. */
  readonly extra?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, options: { issues?: ErrorIssue[]; headers?: Record<string, string>; reason?: string; extra?: Record<string, unknown> } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.issues = options.issues;
    this.headers = options.headers;
    this.reason = options.reason;
    this.extra = options.extra;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
