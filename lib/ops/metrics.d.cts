import type { Registry } from 'prom-client';

export type PoolStats = { total: number; idle: number; waiting: number };
export type JobQueueDepth = { task: string; state: string; count: number }[];
export type HeadlinesFailure = 'http_401_403' | 'http_429' | 'http_4xx' | 'http_5xx' | 'timeout' | 'network' | 'invalid';

export declare const HEADLINES_FAILURES: HeadlinesFailure[];
export declare function metrics(): { registry: Registry; routes?: { pattern: string; segments: string[] }[] };
export declare function metricsText(): Promise<{ body: string; contentType: string }>;
export declare function recordRequest(request: { method: string; path: string; status: number; seconds: number; cache?: string }): void;
export declare function recordHeadlinesCall(slot: number, failure?: HeadlinesFailure): void;
export declare function recordRateLimitRefusal(limit: string): void;
export declare function recordDatabaseError(kind: 'unavailable' | 'query' | 'connection_lost'): void;
export declare function setPoolSource(source: (() => PoolStats) | undefined): void;
export declare function setJobQueueSource(source: (() => Promise<JobQueueDepth>) | undefined): void;
export declare function routePatterns(root?: string): { pattern: string; segments: string[] }[];
export declare function routeOf(pathname: string, patterns?: { pattern: string; segments: string[] }[]): string;
