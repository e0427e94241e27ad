'use client';

import { Children, useEffect, useImperativeHandle, useRef, type ReactNode, type Ref, type RefObject } from 'react';
import styles from './slider.module.css';

/**
 * The phone reader's slider (SPEC §4, §9: one slide on screen, 500 ms, not infinite, a chosen first
 * slide), in place of Swiper (issue 28: 24 KB of script gzipped on every phone feed, and its start-up
 * on the main thread while the page hydrates). What the reader used of Swiper, and no more:
 * - a finger (or a mouse) drags the track along the slider's axis; let go past half a slide, or
 *   flicked (under 300 ms, over 10 px), it moves one slide, else it springs back; the first and the
 *   last slide resist a pull beyond them;
 * - a gesture belongs to the slider of its axis (the panel | feed slider across, the cards down):
 *   its first 6 px decide, at 45°, as Swiper's `touchAngle`;
 * - a tap (no drag) is reported; a click that ends a drag is swallowed, so a swipe that ends on a
 *   link does not follow it;
 * - `data-no-swipe` marks what scrolls by itself (a long story's text): a gesture there is left to it;
 * - moves by code: `slideTo`, `slideNext`, `slidePrev`, with a speed (0: at once, for reduced motion).
 * The track moves by a transform in percent of the slider, so the server's HTML already shows the
 * first slide and a rotation or resize needs nothing.
 */
export type SliderHandle = {
  readonly activeIndex: number;
  readonly previousIndex: number;
  slideTo(index: number, speed?: number): void;
  slideNext(speed?: number): void;
  slidePrev(speed?: number): void;
};

export type SliderProps = {
  direction?: 'horizontal' | 'vertical';
  /** Milliseconds of a slide's move. */
  speed: number;
  initialSlide?: number;
  className?: string;
  handle?: Ref<SliderHandle | null>;
  onSlideChange?: (slider: SliderHandle) => void;
  onTap?: (event: PointerEvent) => void;
  /** A drag along the slider's axis has begun (its first 6 px decided it): what is beside the slide may be wanted soon. */
  onDragStart?: () => void;
  children: ReactNode;
};

/** Movement before a gesture's axis is decided, and the most a tap may move (px). */
const DECIDE_PX = 6;
/** A flick: shorter than this (ms) and longer than FLICK_PX moves a slide whatever its length. */
const FLICK_MS = 300;
const FLICK_PX = 10;
/** How much of a pull beyond the first or last slide the track follows. */
const EDGE_RESISTANCE = 0.35;

type Gesture = { pointerId: number; x: number; y: number; time: number; axis?: 'mine' | 'other'; delta: number };

type Latest = { speed: number; onSlideChange?: (slider: SliderHandle) => void; onTap?: (event: PointerEvent) => void; onDragStart?: () => void };
type SliderControl = SliderHandle & { place(offsetPx: number, ms: number): void; count(): number };

/** The slider's position and its moves; the track element is read when a move happens. */
function createControl(track: RefObject<HTMLDivElement | null>, initialSlide: number, vertical: boolean, latest: RefObject<Latest>): SliderControl {
  let index = initialSlide;
  let previous = initialSlide;
  const control: SliderControl = {
    get activeIndex() {
      return index;
    },
    get previousIndex() {
      return previous;
    },
    count: () => track.current?.children.length ?? 0,
    place(offsetPx, ms) {
      const element = track.current;
      if (!element) return;
      element.style.transitionDuration = `${ms}ms`;
      const shift = `calc(${-100 * index}% + ${offsetPx}px)`;
      element.style.transform = vertical ? `translate3d(0, ${shift}, 0)` : `translate3d(${shift}, 0, 0)`;
    },
    slideTo(target, ms = latest.current.speed) {
      const next = Math.max(0, Math.min(target, control.count() - 1));
      const changed = next !== index;
      if (changed) [previous, index] = [index, next];
      control.place(0, ms);
      if (changed) latest.current.onSlideChange?.(control);
    },
    slideNext: (ms) => control.slideTo(index + 1, ms),
    slidePrev: (ms) => control.slideTo(index - 1, ms),
  };
  return control;
}

export function Slider({ direction = 'horizontal', speed, initialSlide = 0, className, handle, onSlideChange, onTap, onDragStart, children }: SliderProps) {
  const root = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  // The latest props, for the listeners attached once.
  const latest = useRef<Latest>({ speed, onSlideChange, onTap, onDragStart });
  useEffect(() => {
    latest.current = { speed, onSlideChange, onTap, onDragStart };
  });
  const vertical = direction === 'vertical';
  // Made on first use, outside render (the handle and the listeners share it).
  const control = useRef<SliderControl | null>(null);
  const controlOf = () => (control.current ??= createControl(track, initialSlide, vertical, latest));
  // One control for the slider's life: its direction and first slide do not change after it starts.
  // Stryker disable next-line ArrayDeclaration: equivalent — any list that never changes.
  useImperativeHandle(handle, controlOf, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const element = root.current;
    const slider = controlOf();
    // Stryker disable next-line ConditionalExpression: equivalent — the root is always there when the effect runs.
    if (!element) return;
    let gesture: Gesture | null = null;
    let swallowClick = false;

    const onDown = (event: PointerEvent) => {
      if (gesture || (event.pointerType === 'mouse' && event.button !== 0)) return;
      if (event.target instanceof Element && element.contains(event.target.closest('[data-no-swipe]'))) return;
      gesture = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, time: event.timeStamp, delta: 0 };
    };
    const onMove = (event: PointerEvent) => {
      if (!gesture || event.pointerId !== gesture.pointerId || gesture.axis === 'other') return;
      const dx = event.clientX - gesture.x;
      const dy = event.clientY - gesture.y;
      if (!gesture.axis) {
        if (Math.hypot(dx, dy) < DECIDE_PX) return;
        gesture.axis = Math.abs(dy) > Math.abs(dx) === vertical ? 'mine' : 'other';
        if (gesture.axis === 'other') return;
        element.setPointerCapture?.(event.pointerId);
        latest.current.onDragStart?.();
      }
      let delta = vertical ? dy : dx;
      const index = slider.activeIndex;
      if ((index === 0 && delta > 0) || (index >= slider.count() - 1 && delta < 0)) delta *= EDGE_RESISTANCE;
      gesture.delta = delta;
      slider.place(delta, 0);
    };
    const onUp = (event: PointerEvent) => {
      if (!gesture || event.pointerId !== gesture.pointerId) return;
      const done = gesture;
      gesture = null;
      if (done.axis === 'mine') {
        swallowClick = true;
        setTimeout(() => (swallowClick = false), 0);
        const size = (vertical ? element.clientHeight : element.clientWidth) || 1;
        const flick = event.timeStamp - done.time < FLICK_MS && Math.abs(done.delta) > FLICK_PX;
        const step = flick || Math.abs(done.delta) > size / 2 ? -Math.sign(done.delta) : 0;
        slider.slideTo(slider.activeIndex + step);
        return;
      }
      if (!done.axis && event.type === 'pointerup') latest.current.onTap?.(event);
    };
    const onCancel = (event: PointerEvent) => {
      if (!gesture || event.pointerId !== gesture.pointerId) return;
      const wasMine = gesture.axis === 'mine';
      gesture = null;
      if (wasMine) slider.slideTo(slider.activeIndex);
    };
    // A gesture this slider took is not the browser's too: no scrolling, no back-swipe navigation
    // (a drag across a phone screen is Chromium's "back" otherwise, and it cancels the pointer).
    const onTouchMove = (event: TouchEvent) => {
      if (gesture?.axis === 'mine' && event.cancelable) event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (!swallowClick) return;
      event.preventDefault();
      event.stopPropagation();
    };

    element.addEventListener('pointerdown', onDown);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerup', onUp);
    element.addEventListener('pointercancel', onCancel);
    // Stryker disable next-line ObjectLiteral: equivalent in jsdom, and on an element in Chromium (only window, document and body listeners are passive by default); kept to say so.
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    element.addEventListener('click', onClick, true);
    element.dataset.ready = 'true';
    // Stryker disable StringLiteral,BooleanLiteral: equivalent one by one — a single listener left on the detached element acts on nothing without the others (no gesture can start); the unmount test removes them all.
    return () => {
      element.removeEventListener('pointerdown', onDown);
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerup', onUp);
      element.removeEventListener('pointercancel', onCancel);
      element.removeEventListener('touchmove', onTouchMove);
      element.removeEventListener('click', onClick, true);
      delete element.dataset.ready;
    };
    // Stryker restore StringLiteral,BooleanLiteral
    // Attached once, as the control is made once (above); the props they need are read from `latest`.
    // Stryker disable next-line ArrayDeclaration: equivalent — any list that never changes.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const shift = `${-100 * initialSlide}%`;
  return (
    <div ref={root} className={`${styles.slider} ${className ?? ''}`} data-slider={direction} data-speed={speed}>
      <div ref={track} className={styles.track} style={{ transform: vertical ? `translate3d(0, ${shift}, 0)` : `translate3d(${shift}, 0, 0)` }}>
        {Children.toArray(children)}
      </div>
    </div>
  );
}

/** One slide: the slider's full size. */
export function Slide({ className, children, ...rest }: React.HTMLAttributes<HTMLDivElement> & { inert?: boolean }) {
  return (
    <div className={`${styles.slide} ${className ?? ''}`} {...rest}>
      {children}
    </div>
  );
}
