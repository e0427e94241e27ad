/**
 * The part of zod the app uses, named one by one: `lib/zod.ts` exposes this module as `z`. zod's
 * own `z` is a namespace of everything it has, every error-message locale included, and a bundler
 * keeps all of it once that namespace is passed on: a signed-in reader's bookmark sync and every
 * form downloaded 90 KB (gzipped) of zod. Named imports let the bundler keep only what is used.
 * A schema that needs more of zod adds the name here.
 */
export {
  array,
  boolean,
  coerce,
  config,
  email,
  enum,
  iso,
  literal,
  NEVER,
  null,
  number,
  object,
  preprocess,
  string,
  union,
  unknown,
  url,
  ZodError,
  type infer,
  type output,
  type RefinementCtx,
  type ZodType,
} from 'zod';
