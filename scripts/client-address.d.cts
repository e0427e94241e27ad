import type { IncomingMessage } from 'node:http';

export function stampClientAddress(request: IncomingMessage): void;
export function resolveClientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trusted?: number): string | null;
export function trustedProxies(value?: string): number;
export function normalizeAddress(value: unknown): string | null;
