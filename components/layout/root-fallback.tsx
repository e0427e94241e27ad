'use client';

/**
 * The root segment's 404/403/401 (app/not-found.tsx, app/forbidden.tsx, app/unauthorized.tsx): shown only
 * when the locale layout itself cannot render (every page of the site has [locale]/[device]'s own,
 * translated boundaries). A client component on purpose (issue 28): Next serializes a server
 * component's boundary into every page's RSC payload, and its built-in fallbacks cost 2.5 KB of
 * inline styles on each page; a client component travels as a reference.
 */
export function RootFallback({ status, message }: { status: number; message: string }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', textAlign: 'center' }}>
      <h1>{status}</h1>
      <p>{message}</p>
    </main>
  );
}
