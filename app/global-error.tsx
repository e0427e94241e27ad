'use client';

// Last resort when the root layout itself fails: no translations are available here.
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <h1>Unexpected Application Error!</h1>
        <button type="button" onClick={reset}>
          Try again
        </button>
      </body>
    </html>
  );
}

/**
 * The root segment's 404/403/401 (app/not-found.tsx, app/forbidden.tsx, app/unauthorized.tsx): shown only
 * when the locale layout itself cannot render (every page of the site has [locale]/[device]'s own,
 * translated boundaries). A client component on purpose (issue 28): Next serializes a server
 * component's boundary into every page's RSC payload, and its built-in fallbacks cost 2.5 KB of
 * inline styles on each page; a client component travels as a reference. It lives in this module,
 * not a file of its own: each module a page's boundaries refer to is a script of its own on every
 * page (two requests and 0.3 KB gzipped more, bench/results/first-load-js-2026-12-01-stop52.md).
 */
export function RootFallback({ status, message }: { status: number; message: string }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', textAlign: 'center' }}>
      <h1>{status}</h1>
      <p>{message}</p>
    </main>
  );
}
