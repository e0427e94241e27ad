import 'server-only';
import type Redis from 'ioredis';
import { env } from '@/lib/env';
import { onShutdown } from './lifecycle';

const holder = globalThis as typeof globalThis & { __shortnewsRedis?: Promise<Redis> };

/**
 * The process's Redis connection for our own checks (readiness), when REDIS_URL is set. Commands
 * fail fast while Redis is away instead of queueing. Closed on shutdown.
 */
export function getRedis(): Promise<Redis> | undefined {
  const { redisUrl } = env();
  if (!redisUrl) return undefined;
  holder.__shortnewsRedis ??= import('ioredis').then(({ default: Client }) => {
    const client = new Client(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: false });
    client.on('error', (error: Error) => console.warn(`[redis] ${error.message}`));
    onShutdown('redis', () => client.quit());
    return client;
  });
  return holder.__shortnewsRedis;
}
