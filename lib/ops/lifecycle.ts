import 'server-only';

/**
 * The instance's life cycle, shared with the server preload (scripts/server-runtime.cjs) through
 * globalThis: the preload sets `draining` on SIGTERM and runs the shutdown hooks once requests in
 * flight are done. Without the preload (Jest, `next dev`) nothing drains and hooks never run.
 */
type ShutdownHook = { name: string; close: () => Promise<unknown> };
type Lifecycle = { draining: boolean; hooks: ShutdownHook[] };

function lifecycle(): Lifecycle {
  const holder = globalThis as typeof globalThis & { __shortnewsLifecycle?: Lifecycle };
  holder.__shortnewsLifecycle ??= { draining: false, hooks: [] };
  return holder.__shortnewsLifecycle;
}

/** True once the instance has been told to stop: readiness answers 503 from then on. */
export function isDraining(): boolean {
  return lifecycle().draining;
}

/** Registers what to close on shutdown (after the last request); hooks run newest first. */
export function onShutdown(name: string, close: () => Promise<unknown>): void {
  lifecycle().hooks.push({ name, close });
}
