'use client';

/** Loads the page the reader wanted again (the offline page stands in for it at its own URL). */
export function RetryButton({ label }: { label: string }) {
  return (
    <button type="button" className="button button-secondary" onClick={() => window.location.reload()}>
      {label}
    </button>
  );
}
