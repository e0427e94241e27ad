import { z } from '@/lib/zod';
import { LOCALES } from '@/lib/categories';
import { PUSH_CATEGORIES } from './categories';
import { isBrowserPublicKey } from './browser-key';
import pushErrors from '@/messages/en/apiErrors.json';

const text = pushErrors.push;

/** A browser's PushSubscription as `subscription.toJSON()` gives it (the endpoint's host is checked apart: 400). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string({ message: text.endpointRequired }).min(1, text.endpointRequired).max(2048, text.endpointRequired),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z.string({ message: text.keyInvalid }).refine(isBrowserPublicKey, text.keyInvalid),
      auth: z.string({ message: text.authInvalid }).regex(/^[A-Za-z0-9_-]{22}(==)?$/, text.authInvalid),
    },
    { message: text.keyInvalid },
  ),
});

/** POST /api/push/subscriptions: the subscription, the language its alerts come in and the categories. */
export const savePushSubscriptionSchema = z.object({
  subscription: pushSubscriptionSchema,
  lang: z.enum(LOCALES, { message: text.langInvalid }),
  categories: z
    .array(z.enum(PUSH_CATEGORIES, { message: text.categoryInvalid }), { message: text.categoryRequired })
    .min(1, text.categoryRequired)
    .max(PUSH_CATEGORIES.length, text.categoryRequired)
    .transform((list) => [...new Set(list)]),
});

/** DELETE /api/push/subscriptions: which browser stops getting alerts. */
export const deletePushSubscriptionSchema = z.object({ endpoint: pushSubscriptionSchema.shape.endpoint });

export type SavePushSubscriptionInput = z.output<typeof savePushSubscriptionSchema>;
