'use client';

import { liveCode } from '@/lib/live/live-code';
import type { LiveUpdatesProps } from './live-view';
import { liveView } from './live-view-code';

/**
 * What a reader of an open feed sees of live updates (issue 27): further down the list, a "3 new
 * stories" button and the count in the tab's title (./live-view.tsx); one polite announcement per
 * batch for screen readers, whether the stories went in at the top or wait for the button. Their
 * code comes after the live check's (./live-view-code.ts); the live region is on the page from the
 * first render: a screen reader announces a change of a region it already knows, not one that
 * arrives with its text.
 */
export function LiveUpdates(props: LiveUpdatesProps) {
  const view = liveView.useModule(liveCode.useArrived() !== null);
  return (
    <>
      <p role="status" aria-live="polite" className="visually-hidden" data-testid="live-announcement">
        {view && <view.LiveAnnouncement arrived={props.arrived} />}
      </p>
      {view && <view.LivePill {...props} />}
    </>
  );
}
