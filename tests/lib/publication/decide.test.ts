import { decidePublication, statusAction } from '@/lib/publication/decide';

/** Issue 26: the status an add or an edit ends with, and who may choose it. */
const now = new Date('2026-11-25T06:00:00Z');
const later = new Date('2026-11-25T07:00:00Z');
const earlier = new Date('2026-11-25T05:00:00Z');
const decide = (options: Partial<Parameters<typeof decidePublication>[0]>) =>
  decidePublication({ role: 'editor', isOwner: true, current: null, requested: {}, now, ...options });
const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { status: (error as { status: number }).status, message: (error as Error).message };
  }
  return null;
};

describe('decidePublication', () => {
  it('an add without a status publishes (SPEC), an edit keeps the status', () => {
    expect(decide({})).toEqual({ status: 'published', publishAt: null });
    expect(decide({ current: { status: 'review', publishAt: null } })).toEqual({ status: 'review', publishAt: null });
  });

  it('schedules with a future publishAt; publishAt alone means scheduled; an edit may keep the time', () => {
    expect(decide({ requested: { status: 'scheduled', publishAt: later } })).toEqual({ status: 'scheduled', publishAt: later });
    expect(decide({ requested: { publishAt: later } })).toEqual({ status: 'scheduled', publishAt: later });
    expect(decide({ current: { status: 'scheduled', publishAt: later }, requested: {} })).toEqual({ status: 'scheduled', publishAt: later });
  });

  it('400 for a past publishAt, a scheduled item without one, and publishAt with another status', () => {
    expect(failure(() => decide({ requested: { status: 'scheduled', publishAt: earlier } }))).toMatchObject({ status: 400, message: expect.stringMatching(/past/) });
    expect(failure(() => decide({ requested: { status: 'scheduled', publishAt: now } }))?.status).toBe(400);
    expect(failure(() => decide({ requested: { status: 'scheduled' } }))).toMatchObject({ status: 400, message: expect.stringMatching(/publishAt/) });
    expect(failure(() => decide({ requested: { status: 'published', publishAt: later } }))?.status).toBe(400);
  });

  it('a writer saves drafts and submits for review only, on their own draft or review items', () => {
    expect(decide({ role: 'writer', requested: { status: 'draft' } })).toEqual({ status: 'draft', publishAt: null });
    expect(decide({ role: 'writer', requested: { status: 'review' } }).status).toBe('review');
    for (const status of ['published', 'scheduled', 'unpublished'] as const) {
      expect(failure(() => decide({ role: 'writer', requested: { status, publishAt: status === 'scheduled' ? later : undefined } }))?.status).toBe(403);
    }
    // Without a status an add publishes: refused for a writer.
    expect(failure(() => decide({ role: 'writer' }))?.status).toBe(403);
    expect(failure(() => decide({ role: 'writer', isOwner: false, current: { status: 'draft', publishAt: null }, requested: { status: 'draft' } }))?.status).toBe(403);
    expect(failure(() => decide({ role: 'writer', current: { status: 'published', publishAt: null }, requested: { status: 'draft' } }))?.status).toBe(403);
    expect(decide({ role: 'writer', current: { status: 'review', publishAt: null }, requested: {} }).status).toBe('review');
  });

  it('editors and admins edit anyone\'s items into any status', () => {
    for (const role of ['editor', 'admin'] as const) {
      expect(decide({ role, isOwner: false, current: { status: 'review', publishAt: null }, requested: { status: 'unpublished' } }).status).toBe('unpublished');
    }
  });
});

describe('statusAction', () => {
  it('names the change for the audit log, nothing when the status stays', () => {
    const none = { status: 'draft' as const, publishAt: null };
    expect(statusAction(none, { status: 'review', publishAt: null })).toBe('submit');
    expect(statusAction(none, { status: 'published', publishAt: null })).toBe('publish');
    expect(statusAction(none, { status: 'scheduled', publishAt: later })).toBe('schedule');
    expect(statusAction({ status: 'scheduled', publishAt: later }, { status: 'scheduled', publishAt: later })).toBeNull();
    expect(statusAction({ status: 'scheduled', publishAt: later }, { status: 'scheduled', publishAt: new Date(later.getTime() + 1) })).toBe('schedule');
    expect(statusAction({ status: 'published', publishAt: null }, { status: 'unpublished', publishAt: null })).toBe('unpublish');
    expect(statusAction({ status: 'review', publishAt: null }, { status: 'draft', publishAt: null })).toBe('draft');
    expect(statusAction({ status: 'published', publishAt: null }, { status: 'published', publishAt: null })).toBeNull();
  });
});
