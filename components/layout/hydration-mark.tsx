'use client';

import { useEffect } from 'react';

/**
 * Marks the page alive once React has hydrated it (`<html data-hydrated>`) and replays what the
 * reader tapped and typed before (lib/early-taps/head-script.ts). It renders nothing; it sits last
 * in the root layout, so its effect runs after those of the page's components that hydrate with it
 * (React runs a commit's effects in tree order, children first). For parts that hydrate later,
 * behind a Suspense boundary, the keeper waits until React has hydrated them.
 */
export function HydrationMark() {
  useEffect(() => {
    const replay = (window as unknown as { __earlyTaps?: () => void }).__earlyTaps;
    if (replay) replay();
    else document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
