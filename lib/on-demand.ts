import { useEffect, useState } from 'react';

export type OnDemand<T> = {
  /** The module, downloaded once (again after a failure); rejects when it cannot be had. */
  load(): Promise<T>;
  /** Starts the download (on a reader's intent: a pointer over a button, a drag begun); a failure is forgotten, so the next intent tries again. */
  preload(): void;
  /** The module once `wanted` has been true and it has arrived; null before (and on the server, and in the first render, so hydration matches). */
  useModule(wanted: boolean): T | null;
  /** The module once it has arrived, asked for by anyone (`preload`, `load`, another `useModule`); never starts the download itself. */
  useArrived(): T | null;
};

/**
 * Code a page needs only when the reader asks for it (issue 28): the menu's and the phone panel's
 * controls stay out of the first load, and arrive when the menu opens or the panel is pulled in; the
 * account forms' validation (components/auth/use-account-resolver.ts) on a form's first focus.
 * Not React's `lazy`: a download that fails (offline before the service worker holds the build, a
 * deploy that replaced the chunk) leaves the control out instead of throwing into the page's error
 * boundary, and is tried again on the next intent.
 */
export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | null = null;
  const waiting = new Set<(module: T) => void>();
  const start = () =>
    (pending ??= load().then(
      (module) => {
        for (const arrived of waiting) arrived(module);
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return {
    load: start,
    preload() {
      start().catch(() => undefined);
    },
    useModule(wanted) {
      const [loaded, setLoaded] = useState<T | null>(null);
      useEffect(() => {
        if (!wanted || loaded) return;
        // Once asked for, it is shown when it arrives (a component gone by then is left alone by React).
        start().then(
          (module) => setLoaded(() => module),
          () => undefined,
        );
      }, [wanted, loaded]);
      return loaded;
    },
    useArrived() {
      const [loaded, setLoaded] = useState<T | null>(null);
      // Stryker disable ArrayDeclaration: equivalent: a constant list runs the effect once, as none does here.
      useEffect(() => {
        const arrived = (module: T) => setLoaded(() => module);
        // Already here: shown at once (after the first render, so hydration matches).
        pending?.then(arrived, () => undefined);
        waiting.add(arrived);
        // Stryker disable next-line ArrowFunction,BlockStatement,CallExpression: unobservable: a component kept after it is gone only costs memory (React ignores a gone component's update).
        return () => void waiting.delete(arrived);
      }, []);
      // Stryker restore ArrayDeclaration
      return loaded;
    },
  };
}
