/**
 * Runs `task` once the page has loaded and the browser is idle (at the latest `timeoutMs` after the
 * load). The service worker's install downloads every chunk of the build for offline reading: on a
 * phone that work would compete with the page's own hydration for the CPU and the network, so the
 * page comes first (issue 15). Browsers without `requestIdleCallback` run it on the next turn after
 * the load. Returns a function that cancels whatever is still pending.
 */
export function afterLoadIdle(task: () => void, timeoutMs = 10_000): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    else timer = setTimeout(task, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
