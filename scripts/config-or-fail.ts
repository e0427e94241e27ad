import { EnvError, loadEnv, type Env } from '../lib/env-schema';

/** The configuration from the environment, or the command's own `fail` with what is wrong in it (the commands' shared start). */
export function configOrFail(fail: (message: string) => never): Env {
  try {
    return loadEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
}
