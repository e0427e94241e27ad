/**
 * The site's links (components/ui/link.tsx) are plain anchors marked with this attribute; one
 * listener for the whole page (components/ui/link-navigation.tsx) turns a click on one into the app
 * router's navigation, and a reader's intent (a pointer over it, a finger on it, keyboard focus) into
 * its prefetch. Issue 28: `next/link` was a pair of client components per link (ours and Next's), each
 * hydrated, with 2.6 KB gzipped of Next's link code on every page; an anchor from the server costs
 * nothing until it is used. SvelteKit handles its links the same way.
 */
export const SOFT_LINK_ATTRIBUTE = 'data-link';
/** On a link: the feed's spinner shows over the page while the link's page is on its way (SPEC §2). */
export const NAVIGATION_SPINNER_ATTRIBUTE = 'data-nav-spinner';

/** What a click tells: the parts of a MouseEvent the decision reads. */
export type ClickLike = Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** The site's link an event happened in (the anchor itself, or one around the element), if any. */
export function softLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${SOFT_LINK_ATTRIBUTE}]`) : null;
}

/**
 * Where the app router should go for a link, or null when the browser's own behaviour is right: a
 * page of this site in this tab, as `next/link` decides (its `linkClicked`): not for another site, a
 * new tab or window (a modifier key, a middle button, `target`), a download, or a click a handler
 * already took (`preventDefault`, a menu that closes on it does not). A jump within the same page
 * (`#section-2` of the post being read) stays the browser's too: it scrolls, nothing to fetch.
 */
export function softNavigationHref(anchor: HTMLAnchorElement, current: Pick<Location, 'origin' | 'pathname' | 'search'>, click?: ClickLike): string | null {
  if (click && (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)) return null;
  const target = anchor.getAttribute('target');
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
