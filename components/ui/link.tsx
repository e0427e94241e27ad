import type { ComponentProps } from 'react';
import { SOFT_LINK_ATTRIBUTE } from '@/lib/navigation/soft-link';

/**
 * The site's link: a plain anchor, server-rendered, usable from server and client components alike.
 * `LinkNavigation` (components/ui/link-navigation.tsx, once in the shell layout) makes a click on it
 * the app router's navigation (no page reload) and prefetches its page once the reader shows intent
 * (a pointer over it, a finger on it, keyboard focus), not as soon as it scrolls into view (a blog
 * list once asked for ten pages during its load, which Lighthouse counted as blocking time). Before
 * the page's scripts run, and for a new tab, another site or a download, it is the browser's link.
 * Every link of the app comes from here (a lint rule refuses `next/link`: lib/navigation/soft-link.ts
 * says what it cost).
 */
export default function Link(props: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  return <a {...props} {...{ [SOFT_LINK_ATTRIBUTE]: '' }} />;
}
