import { z } from '@/lib/zod';
import { PUBLICATION_STATUSES, type PublicationStatus } from '@/models/publication';

/**
 * The `status` and `publishAt` form fields of the news and blog endpoints (issue 26), shared by the
 * handlers and the admin forms. Client-safe. Messages are the English texts of
 * messages/en/apiErrors.json "publication" (the Hindi page shows its own by code).
 */
export const PUBLICATION_MESSAGES = {
  statusInvalid: 'Status must be draft, review, scheduled, published or unpublished.',
  publishAtInvalid: 'publishAt must be a date and time in ISO 8601 with a time zone, e.g. 2026-11-26T06:00:00+05:30.',
  publishAtPast: 'The publishing time is in the past: choose a time in the future.',
  publishAtMissing: 'Choose when to publish: a scheduled item needs publishAt.',
  publishAtWithoutSchedule: 'publishAt only goes with the status scheduled.',
  writerCannotPublish: 'Writers may save drafts and submit for review; an editor publishes.',
  notYourItem: 'Writers may only change their own drafts and items in review.',
  unknownEmail: 'No account has this email. The person must register first.',
  lastAdmin: 'This is the last admin: make someone else an admin first.',
  roleInvalid: 'Role must be user, writer, editor or admin.',
} as const;

/** `status`: one of the five, or empty/absent (the endpoint's default). */
export const statusField = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.enum(PUBLICATION_STATUSES, { error: PUBLICATION_MESSAGES.statusInvalid }).optional());

/** ISO 8601 with a date, a time and a zone (Z or ±hh:mm); a bare local time would mean a different moment on every server. */
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

export const publishAtField = z
  .string()
  .trim()
  .max(40, { error: PUBLICATION_MESSAGES.publishAtInvalid })
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const time = ISO_WITH_ZONE.test(value) ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(time)) {
      ctx.addIssue({ code: 'custom', message: PUBLICATION_MESSAGES.publishAtInvalid });
      return z.NEVER;
    }
    return new Date(time);
  });

export type PublicationInput = { status?: PublicationStatus; publishAt?: Date };

/** Statuses a writer may choose. */
export const WRITER_STATUSES: readonly PublicationStatus[] = ['draft', 'review'];
