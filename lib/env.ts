import 'server-only';
import { loadEnv, type Env } from './env-schema';

/**
 * The one place that reads process.env (STYLE 6). Parsed once per process; a wrong value throws
 * an EnvError whose message is one line naming the variable — start-up prints it and exits.
 */
let cached: Env | undefined;

export function env(): Env {
  cached ??= loadEnv(process.env);
  return cached;
}

export type { Env };

/** True while `next build` runs: nothing may touch the database then (D14). */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}
