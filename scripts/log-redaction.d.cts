export type SafeError = { type: string; message: string; code?: string; cause?: { type: string; message: string; code?: string }; stack?: string };

export const SECRET_SEGMENTS: string[];
export function redactPath(rawPath: string | undefined | null): string;
export function redactText(text: unknown): string;
export function safeError(error: unknown): SafeError;
export function sanitizedError(error: unknown): Error & { code?: string };
