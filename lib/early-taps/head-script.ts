/**
 * Taps and typing before the page comes alive are kept, not lost.
 *
 * The server's HTML paints before React has hydrated it: until then a button's onClick, a form's
 * onSubmit and an input's onChange are not listened to. A quick reader's tap on Menu, a filter or
 * Load More did nothing, and a sign-in form filled and sent in that window went out as a plain GET
 * of the same page, password in the address, without its checks. Google News and Inshorts never
 * drop a tap; neither do we.
 *
 * `keepEarlyTaps` runs inline at the top of <head> (app/[locale]/layout.tsx), before anything can
 * be tapped. Until <html> carries `data-hydrated`:
 * - a click on a button, or on something with a button's role (not a link, which navigates by
 *   itself), is held: its default is prevented (so a form is not sent bare) and it is queued. A tap
 *   repeated because nothing happened counts once;
 * - a form sent by Enter, without a button, is held the same way;
 * - the fields a reader types in, picks or ticks are remembered.
 * A form with an `action` of its own (the blog list's filters) could go by itself, as a full page
 * load with every field in its address; it is held like the others, so that React sends it as the
 * page means it to (a client navigation to a clean address), and is let go to the browser only if
 * the page is still not alive `SENDS_ITSELF_AFTER_MS` after the tap (its scripts failed to come).
 * `<html data-early-taps>` is set while taps wait, so the cursor can say "busy".
 *
 * Once React has hydrated, `HydrationMark` (components/layout/hydration-mark.tsx) calls
 * `window.__earlyTaps()`, which sets `data-hydrated`, waits until React has hydrated every element
 * concerned as well (a form behind a Suspense boundary hydrates after the rest of the page; 10 s at
 * most) and replays in order: each remembered field is
 * announced to React as changed (React keeps a field's typed value as it hydrates but does not tell
 * the component, whose state would otherwise still be empty), then each held tap is clicked again and
 * each held form sent again, now through React; one field or tap a task, so each sees what the one
 * before changed. Until the replay is done a new tap is still held, and goes after it; then the keeper
 * stops listening.
 *
 * A step that throws (a field the browser will not let a script set) is reported on the console
 * and the replay goes on with the next.
 *
 * The function is written in the plain JavaScript every browser runs and refers to nothing outside
 * itself: `earlyTapsScript()` is its source. The CSP admits it as it does the theme script
 * (lib/reader-preferences/head-script.ts).
 */
export function keepEarlyTaps(win: Window, doc: Document): void {
  // How long a form that can send itself waits for the page to come alive (a constant inside: the
  // function's source is the inline script). Long enough for a slow phone's scripts, short enough
  // that a reader whose scripts never come is not left tapping.
  const SENDS_ITSELF_AFTER_MS = 4000;
  let isAlive = false;
  // A click or submit this script causes itself (a form let go, a tap replayed): not held again.
  let isOwn = false;
  // Once a page: a second copy would hold each tap twice.
  if ((win as unknown as { __earlyTaps?: unknown }).__earlyTaps) return;
  const root = doc.documentElement;
  // What was tapped, in order: a control clicked, or a form sent by Enter (the one thing with tag FORM).
  const held: HTMLElement[] = [];
  const fields: (HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement)[] = [];

  /** A form the browser can send by itself: an action of its own that is not React's placeholder. */
  function sendsItself(form: HTMLFormElement | null) {
    const action = form && form.getAttribute('action');
    return action != null && action.indexOf('javascript:') !== 0;
  }
  function hold(event: Event, element: HTMLElement) {
    event.preventDefault();
    // Nothing else hears it now: once React listens (before this page's mark runs) it would act on it twice.
    event.stopImmediatePropagation();
    if (held[held.length - 1] === element) return;
    held.push(element);
    root.setAttribute('data-early-taps', '');
    const button = element as HTMLButtonElement;
    const form = element.tagName === 'FORM' ? (element as HTMLFormElement) : button.type === 'submit' ? button.form : null;
    if (sendsItself(form)) win.setTimeout(() => letGo(element, form!), SENDS_ITSELF_AFTER_MS);
  }
  /** The page never came alive: a held form that can send itself goes as the browser sends it. */
  function letGo(tap: HTMLElement, form: HTMLFormElement) {
    // Until the page is alive, only this takes a tap out of the queue (the replay starts after).
    if (isAlive) return;
    held.splice(held.indexOf(tap), 1);
    isOwn = true;
    try {
      form.requestSubmit(tap === form ? undefined : tap);
    } finally {
      isOwn = false;
    }
  }
  const onClick = (event: Event) => {
    const target = event.target as Element;
    // The page's controls are <button>s (an <input type="submit"> is not used: a button is a button).
    const control = (target.closest ? target.closest('button,[role="button"]') : null) as HTMLButtonElement | null;
    if (isOwn || !control || control.disabled) return;
    if (control.tagName === 'A' && (control.getAttribute('href') || '#').charAt(0) !== '#') return;
    hold(event, control);
  };
  const onSubmit = (event: Event) => {
    if (!isOwn) hold(event, event.target as HTMLFormElement);
  };
  const remember = (event: Event) => {
    const field = event.target as HTMLInputElement;
    // Stryker disable next-line Regex: equivalent — no tag name holds one of these with more around it.
    if (/^(INPUT|TEXTAREA|SELECT)$/.test(field.tagName) && fields.indexOf(field) < 0) fields.push(field);
  };
  const listeners: [string, (event: Event) => void][] = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', remember],
    ['change', remember],
  ];
  // Capture: before any listener of the page's own, which could stop the event on its way up.
  listeners.forEach(([type, listener]) => win.addEventListener(type, listener, true));

  (win as unknown as { __earlyTaps: () => void }).__earlyTaps = () => {
    // The keeper listens until the replay below is done: a tap now is held and goes after what came
    // before it, which React has not been told yet (a Submit pressed as the page came alive reached
    // React before the photo and the category picked earlier). What is typed now React hears itself.
    isAlive = true;
    root.setAttribute('data-hydrated', '');
    const since = Date.now();
    // Hydrated: React has put its props on the element (a part behind a Suspense boundary hydrates after the rest).
    const isHydrated = (element: Element) => !element.isConnected || Object.keys(element).some((key) => key.indexOf('__reactProps$') === 0);
    const replay = () => {
      const elements = (fields as Element[]).concat(held);
      // Stryker disable next-line EqualityOperator: equivalent — one millisecond more or less of waiting.
      if (!elements.every(isHydrated) && Date.now() - since < 10000) {
        win.setTimeout(replay, 50);
        return;
      }
      // One field or tap a task, as a reader's own: React renders what each changed before the next
      // (a form whose handler spreads its last-rendered values would otherwise keep only the last field).
      // A tap on what hydration replaced goes to a node no longer on the page, where nothing hears it.
      // What each field holds is read now: a render that a step causes sets every field React controls
      // back to its state, and the fields not yet told would lose what was typed.
      let steps = fields.splice(0).map((field) => {
        const typed = field.value;
        const isTicked = (field as HTMLInputElement).checked;
        return () => tellReact(field, typed, isTicked);
      });
      const next = () => {
        // Then the held taps, in their order, with any held while the replay ran.
        if (!steps.length) steps = held.splice(0).map((tap) => () => (tap.tagName === 'FORM' ? (tap as HTMLFormElement).requestSubmit() : tap.click()));
        const step = steps.shift();
        if (!step) {
          listeners.forEach(([type, listener]) => win.removeEventListener(type, listener, true));
          root.removeAttribute('data-early-taps');
          return;
        }
        try {
          isOwn = true;
          step();
        } catch (error) {
          // Stryker disable next-line all: what the console shows; the steps after it are the test.
          console.error(error);
        }
        isOwn = false;
        win.setTimeout(next, 0);
      };
      next();
    };
    const tellReact = (field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, typed: string, isTicked: boolean) => {
      if (field.type === 'file') {
        // A picked file stays picked (no script may set it); React reads it from the change.
        field.dispatchEvent(new Event('change', { bubbles: true }));
      } else if (field.tagName === 'SELECT') {
        field.value = typed;
        field.dispatchEvent(new Event('change', { bubbles: true }));
      } else if (field.type === 'checkbox' || field.type === 'radio') {
        // React hears a box change from its click: the other way where React sees it, then a click.
        const input = field as HTMLInputElement;
        input.checked = !isTicked;
        input.click();
      } else {
        // React compares the value with the one it last saw: make that differ, then put the typed text back.
        field.value = typed + '\u0000';
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, typed);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    };
    replay();
  };
}

/**
 * The inline <head> script: `keepEarlyTaps` on this page. A constant, with no visitor data in it; a
 * function, so that a bundle which does not call it (the browser's) leaves this module out.
 */
let inlineScript: string | undefined;
export function earlyTapsScript(): string {
  // Built on first use, not on every server render of a page (1.5 KB of source text each time).
  // Stryker disable next-line all: the string is run by tests/lib/early-taps/inline-script.test.ts, on the uninstrumented source; kept or built again, it is the same text.
  return (inlineScript ??= `(${keepEarlyTaps.toString()})(window,document);`);
}
