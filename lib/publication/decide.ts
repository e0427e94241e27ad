import { AppError } from '@/lib/errors';
import { can, type Role } from '@/lib/auth/permissions';
import type { PublicationStatus } from '@/models/publication';
import { PUBLICATION_MESSAGES, WRITER_STATUSES, type PublicationInput } from './schemas';

export type Publication = { status: PublicationStatus; publishAt: Date | null };

/**
 * The status and publishing time an add or an edit ends with (issue 26), or the 400/403 that
 * refuses it. Pure, so the rules are tested apart:
 * - no `status`: an add publishes (SPEC's contract), an edit keeps the item's status; a `publishAt`
 *   alone means "schedule it then";
 * - `scheduled` needs a `publishAt` in the future (an edit of a scheduled item may keep its time);
 *   `publishAt` with another status is refused;
 * - a writer may only end in `draft` or `review`, and only on their own item while it is a draft or
 *   in review (editors and admins: anything, anyone's).
 */
export function decidePublication(options: {
  role: Role;
  isOwner: boolean;
  current: Publication | null;
  requested: PublicationInput;
  now?: Date;
}): Publication {
  const { role, isOwner, current, requested } = options;
  const now = options.now ?? new Date();
  const mayPublish = can(role, 'publish');
  if (current && !can(role, 'editAny') && (!isOwner || !WRITER_STATUSES.includes(current.status))) {
    throw new AppError('forbidden', PUBLICATION_MESSAGES.notYourItem);
  }
  const status: PublicationStatus = requested.status ?? (requested.publishAt ? 'scheduled' : (current?.status ?? 'published'));
  if (!mayPublish && !WRITER_STATUSES.includes(status)) throw new AppError('forbidden', PUBLICATION_MESSAGES.writerCannotPublish);
  if (requested.publishAt && status !== 'scheduled') throw new AppError('bad_request', PUBLICATION_MESSAGES.publishAtWithoutSchedule);
  if (status !== 'scheduled') return { status, publishAt: null };
  if (requested.publishAt) {
    if (requested.publishAt.getTime() <= now.getTime()) throw new AppError('bad_request', PUBLICATION_MESSAGES.publishAtPast);
    return { status, publishAt: requested.publishAt };
  }
  // Edited while scheduled, time unchanged: the job publishes it at that time (also if it just passed).
  if (current?.status === 'scheduled' && current.publishAt) return { status, publishAt: current.publishAt };
  throw new AppError('bad_request', PUBLICATION_MESSAGES.publishAtMissing);
}

/** The audit action of a change of status (`news.publish`, `blog.schedule`…), or null when the status stays. */
export function statusAction(before: Publication | null, to: Publication): 'submit' | 'publish' | 'schedule' | 'unpublish' | 'draft' | null {
  const from = before?.status ?? null;
  if (from === to.status && (to.status !== 'scheduled' || before?.publishAt?.getTime() === to.publishAt?.getTime())) return null;
  switch (to.status) {
    case 'review':
      return 'submit';
    case 'published':
      return 'publish';
    case 'scheduled':
      return 'schedule';
    case 'unpublished':
      return 'unpublish';
    default:
      return from === null ? null : 'draft';
  }
}
