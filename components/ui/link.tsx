'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps, type FocusEvent, type PointerEvent } from 'react';

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The site's link: next/link that prefetches the page behind it once the reader shows intent (a
 * pointer over it, a finger on it, keyboard focus), not as soon as it scrolls into view. Next's
 * default fetches every visible link's page while the page is still starting: on a phone on a slow
 * network that took bandwidth and main-thread time from the page being read (a blog list asked for
 * ten pages during its load, which Lighthouse counted as blocking time). A finger on a link still
 * gives the prefetch a head start before the tap ends. `prefetch={false}` keeps a link from ever
 * prefetching. Every link of the app comes from here (a lint rule says so).
 */
export default function Link({ prefetch, onPointerEnter, onFocus, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      // null: Next's own prefetch, from the moment the reader points at the link.
      prefetch={prefetch === false || !intent ? false : (prefetch ?? null)}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
