import { z } from '@/lib/zod';
import errors from '@/messages/en/apiErrors.json';
import { FOLLOWABLE_CATEGORIES, MAX_HIDDEN_SOURCES, MAX_SOURCE_NAME } from './topics';

const text = errors.topics;
const category = z.enum(FOLLOWABLE_CATEGORIES as [string, ...string[]], { message: text.categoryInvalid });
const unique = (list: string[]) => [...new Set(list)];

/**
 * PUT /api/user/topics: the reader's choices; each list present replaces the stored one, an absent
 * one stays as it is. At least one list.
 */
export const putTopicsSchema = z
  .object({
    followed: z.array(category, { message: text.listInvalid }).max(FOLLOWABLE_CATEGORIES.length, text.listInvalid).transform(unique).optional(),
    hiddenSources: z
      .array(z.string({ message: text.sourceInvalid }).trim().min(1, text.sourceInvalid).max(MAX_SOURCE_NAME, text.sourceInvalid), { message: text.listInvalid })
      .max(MAX_HIDDEN_SOURCES, text.tooManySources)
      .transform(unique)
      .optional(),
    lessLike: z.array(category, { message: text.listInvalid }).max(FOLLOWABLE_CATEGORIES.length, text.listInvalid).transform(unique).optional(),
  }, { message: text.bodyInvalid })
  .strict()
  .refine((value) => value.followed !== undefined || value.hiddenSources !== undefined || value.lessLike !== undefined, { message: text.bodyInvalid });

export type PutTopicsInput = z.output<typeof putTopicsSchema>;
