/** The string field a rate limit counts per account (email or token), when the body has one. */
export function accountOf(body: unknown, field: string): string | undefined {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' && value.trim() ? value.slice(0, 300) : undefined;
}
