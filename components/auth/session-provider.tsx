'use client';

import { SessionProvider } from 'next-auth/react';

/** Login state for menus is filled in on the client, so public pages stay cacheable (D15). */
export function AuthSessionProvider({ children }: { children: React.ReactNode }) {
  return <SessionProvider refetchOnWindowFocus>{children}</SessionProvider>;
}
