import { email as zodEmail, string as zodString, url as zodUrl } from 'zod';
import { isStorableText, NOT_STORABLE_PARAMS, TEXT_NOT_STORABLE } from './storable-text';

/**
 * The part of zod the app uses, named one by one: `lib/zod.ts` exposes this module as `z`. zod's
 * own `z` is a namespace of everything it has, every error-message locale included, and a bundler
 * keeps all of it once that namespace is passed on: a signed-in reader's bookmark sync and every
 * form downloaded 90 KB (gzipped) of zod. Named imports let the bundler keep only what is used.
 * A schema that needs more of zod adds the name here.
 *
 * Every string the app's schemas accept is text PostgreSQL can store (issue 25 item 5): `string`,
 * `email` and `url` refuse NUL and lone surrogates first (lib/storable-text.ts), before any other
 * check of the field, so no route has to remember it. `abort` keeps the field's other checks from
 * adding their messages to that one.
 */
const storable = { error: TEXT_NOT_STORABLE, abort: true, params: NOT_STORABLE_PARAMS };

export function string(params?: Parameters<typeof zodString>[0]) {
  return zodString(params).refine(isStorableText, storable);
}

export function email(params?: Parameters<typeof zodEmail>[0]) {
  return zodEmail(params).refine(isStorableText, storable);
}

export function url(params?: Parameters<typeof zodUrl>[0]) {
  return zodUrl(params).refine(isStorableText, storable);
}

export {
  array,
  boolean,
  coerce,
  config,
  enum,
  iso,
  literal,
  NEVER,
  null,
  number,
  object,
  preprocess,
  record,
  union,
  unknown,
  uuid,
  ZodError,
  type infer,
  type input,
  type output,
  type RefinementCtx,
  type ZodType,
} from 'zod';
