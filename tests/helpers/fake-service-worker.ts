/**
 * A stand-in for the browser's service worker API, which jsdom lacks: a container, a registration and
 * workers that change state and fire the browser's events in the browser's order. Each counts its
 * listeners, so a test can tell that a page that is gone left none behind.
 */
class Listened extends EventTarget {
  private added = new Map<string, Set<EventListenerOrEventListenerObject>>();
  addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: AddEventListenerOptions | boolean) {
    if (listener) this.added.set(type, (this.added.get(type) ?? new Set()).add(listener));
    super.addEventListener(type, listener, options);
  }
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: EventListenerOptions | boolean) {
    if (listener) this.added.get(type)?.delete(listener);
    super.removeEventListener(type, listener, options);
  }
  /** How many listeners of this type are on it now. */
  listening(type: string): number {
    return this.added.get(type)?.size ?? 0;
  }
}

export class FakeWorker extends Listened {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState = 'installing') {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

export class FakeRegistration extends Listened {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  /** The browser found a new worker script: it installs, then waits while another worker controls a page, else activates. */
  update(container: FakeContainer): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    this.waiting = worker;
    worker.becomes('installed');
    if (!container.controller) this.activate(worker, container);
    return worker;
  }
  /** The browser found a new worker script that fails to install: it is thrown away and never waits. */
  failedUpdate(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    worker.becomes('redundant');
    return worker;
  }
  activate(worker: FakeWorker, container: FakeContainer) {
    this.waiting = null;
    this.active = worker;
    worker.becomes('activated');
    // The worker claims its clients (clientsClaim).
    container.controller = worker;
    container.dispatchEvent(new Event('controllerchange'));
  }
}

export class FakeContainer extends Listened {
  controller: FakeWorker | null = null;
  registration = new FakeRegistration();
  calls: [string, RegistrationOptions][] = [];
  answer: Promise<FakeRegistration> | null = null;
  /** The browser's `ready`: resolves once a worker is active (a test says when). */
  isReady = () => {};
  ready = new Promise<FakeRegistration>((resolve) => {
    this.isReady = () => resolve(this.registration);
  });
  register(url: string, options: RegistrationOptions) {
    this.calls.push([url, options]);
    return this.answer ?? Promise.resolve(this.registration);
  }
}

