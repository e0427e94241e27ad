'use client';

import { usePathname } from 'next/navigation';
import { publicPathname } from '@/lib/routing/decide';

/**
 * The page's public path, the same on the server and in the browser. A page prerendered at build
 * time sees its internal `/{locale}/{device}/…` path in `usePathname()`; rendering links or the
 * header's title from that did not hydrate on phones (React error 418) and sent crawlers to
 * `/hi/mobile/aboutus`.
 */
export function usePublicPathname(): string {
  return publicPathname(usePathname());
}
