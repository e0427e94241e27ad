import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { Slide, Slider, type SliderHandle } from '@/components/mobile/slider';

/**
 * The phone reader's slider (components/mobile/slider.tsx, issue 28: in place of Swiper). Gestures
 * as pointer events (jsdom has no PointerEvent: mouse events named and shaped like them); the
 * browser tests swipe it with real touches (e2e/feed.mobile.spec.ts).
 */
const SIZE = 800;

function pointer(target: Element, type: string, x: number, y: number, pointerId = 1, { pointerType = 'touch', button = 0, timeStamp }: { pointerType?: string; button?: number; timeStamp?: number } = {}) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button });
  Object.defineProperties(event, { pointerId: { value: pointerId }, pointerType: { value: pointerType } });
  if (timeStamp !== undefined) Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

/** A drag from (x, y) by (dx, dy) in a few moves. */
function drag(target: Element, { x = 200, y = 400, dx = 0, dy = 0 }: { x?: number; y?: number; dx?: number; dy?: number }) {
  pointer(target, 'pointerdown', x, y);
  for (let step = 1; step <= 4; step += 1) pointer(target, 'pointermove', x + (dx * step) / 4, y + (dy * step) / 4);
  return pointer(target, 'pointerup', x + dx, y + dy);
}

function setup(props: Partial<React.ComponentProps<typeof Slider>> = {}, count = 3) {
  const handle = createRef<SliderHandle>();
  const onSlideChange = jest.fn();
  const onTap = jest.fn();
  render(
    <Slider direction="vertical" speed={500} handle={handle} onSlideChange={onSlideChange} onTap={onTap} {...props}>
      {Array.from({ length: count }, (_, i) => (
        <Slide key={i} data-testid="slide">
          <p>Slide {i}</p>
          <a href="#link">Link {i}</a>
          {i === 0 && (
            <p data-no-swipe="" data-testid="scrolls">
              A long story that scrolls by itself
            </p>
          )}
        </Slide>
      ))}
    </Slider>,
  );
  const slider = [...document.querySelectorAll<HTMLElement>('[data-slider]')].at(-1)!;
  Object.defineProperty(slider, 'clientHeight', { value: SIZE });
  Object.defineProperty(slider, 'clientWidth', { value: SIZE / 2 });
  const track = slider.firstElementChild as HTMLElement;
  return { handle, onSlideChange, onTap, slider, track };
}

describe('Slider', () => {
  it('renders on the server at its first slide, and says when it runs', () => {
    const { slider, track } = setup({ direction: 'horizontal', initialSlide: 1 });
    expect(track.style.transform).toBe('translate3d(-100%, 0, 0)');
    expect(slider).toHaveAttribute('data-slider', 'horizontal');
    expect(slider).toHaveAttribute('data-speed', '500');
    expect(slider).toHaveAttribute('data-ready', 'true');
    expect(screen.getAllByTestId('slide')).toHaveLength(3);
  });

  it('moves by code at the given speed, never past the first or the last slide, and reports each change', () => {
    const { handle, onSlideChange, track } = setup();
    act(() => handle.current!.slideNext());
    expect(track.style.transform).toBe('translate3d(0, calc(-100% + 0px), 0)');
    expect(track.style.transitionDuration).toBe('500ms');
    expect(onSlideChange).toHaveBeenCalledTimes(1);
    expect(handle.current).toMatchObject({ activeIndex: 1, previousIndex: 0 });
    act(() => handle.current!.slideTo(9, 0));
    expect(handle.current!.activeIndex).toBe(2);
    expect(track.style.transitionDuration).toBe('0ms');
    act(() => handle.current!.slideNext());
    expect(onSlideChange).toHaveBeenCalledTimes(2);
    act(() => handle.current!.slideTo(-4));
    expect(handle.current!.activeIndex).toBe(0);
    act(() => handle.current!.slidePrev());
    expect(onSlideChange).toHaveBeenCalledTimes(3);
    expect(handle.current!.activeIndex).toBe(0);
  });

  it('a flick up moves one slide; a flick down moves back', () => {
    const { handle, onSlideChange, slider } = setup();
    drag(slider, { dy: -60 });
    expect(handle.current!.activeIndex).toBe(1);
    expect(onSlideChange).toHaveBeenCalledTimes(1);
    drag(slider, { dy: 60 });
    expect(handle.current!.activeIndex).toBe(0);
  });

  it('follows the finger while it drags, and springs back when let go short of a slide', () => {
    const { handle, slider, track } = setup();
    const down = pointer(slider, 'pointerdown', 200, 400);
    pointer(slider, 'pointermove', 200, 300);
    expect(track.style.transform).toBe('translate3d(0, calc(0% + -100px), 0)');
    expect(track.style.transitionDuration).toBe('0ms');
    // Slowly: past the flick window, and less than half the slide.
    const up = new MouseEvent('pointerup', { bubbles: true, clientX: 200, clientY: 300 });
    Object.defineProperties(up, { pointerId: { value: 1 }, timeStamp: { value: down.timeStamp + 1000 } });
    act(() => {
      slider.dispatchEvent(up);
    });
    expect(handle.current!.activeIndex).toBe(0);
    expect(track.style.transform).toBe('translate3d(0, calc(0% + 0px), 0)');
    expect(track.style.transitionDuration).toBe('500ms');
  });

  it('a slow drag over half the slide moves it', () => {
    const { handle, slider } = setup();
    const down = pointer(slider, 'pointerdown', 200, 700);
    pointer(slider, 'pointermove', 200, 200);
    const up = new MouseEvent('pointerup', { bubbles: true, clientX: 200, clientY: 200 });
    Object.defineProperties(up, { pointerId: { value: 1 }, timeStamp: { value: down.timeStamp + 1000 } });
    act(() => {
      slider.dispatchEvent(up);
    });
    expect(handle.current!.activeIndex).toBe(1);
  });

  it('resists a pull beyond the first slide and stays there', () => {
    const { handle, slider, track } = setup();
    pointer(slider, 'pointerdown', 200, 100);
    pointer(slider, 'pointermove', 200, 300);
    expect(track.style.transform).toBe('translate3d(0, calc(0% + 70px), 0)');
    pointer(slider, 'pointerup', 200, 300);
    expect(handle.current!.activeIndex).toBe(0);
  });

  it('leaves a gesture across its axis to the other slider, and a gesture on text that scrolls to the text', () => {
    const { handle, onSlideChange, onTap, slider } = setup();
    drag(slider, { dx: 300, dy: 40 });
    expect(handle.current!.activeIndex).toBe(0);
    drag(screen.getByTestId('scrolls'), { dy: -300 });
    expect(handle.current!.activeIndex).toBe(0);
    expect(onSlideChange).not.toHaveBeenCalled();
    expect(onTap).not.toHaveBeenCalled();

    const across = setup({ direction: 'horizontal' });
    drag(across.slider, { dx: -120, dy: 30 });
    expect(across.handle.current!.activeIndex).toBe(1);
  });

  it('reports a tap (no drag), and swallows the click that ends a drag', () => {
    const { onTap, slider } = setup();
    const link = screen.getByRole('link', { name: 'Link 0' });
    pointer(link, 'pointerdown', 200, 400);
    pointer(link, 'pointermove', 202, 401);
    pointer(link, 'pointerup', 202, 401);
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);

    drag(link, { dy: -60 });
    expect(onTap).toHaveBeenCalledTimes(1);
    // The click a browser sends after that drag does not follow the link.
    expect(link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
    expect(slider).toBeInTheDocument();
  });

  it('takes a drag only from the main mouse button, a finger or a pen', () => {
    const { handle, slider } = setup();
    for (const button of [1, 2]) {
      pointer(slider, 'pointerdown', 200, 400, 1, { pointerType: 'mouse', button });
      pointer(slider, 'pointermove', 200, 300, 1, { pointerType: 'mouse', button });
      pointer(slider, 'pointerup', 200, 300, 1, { pointerType: 'mouse', button });
    }
    expect(handle.current!.activeIndex).toBe(0);
    pointer(slider, 'pointerdown', 200, 400, 1, { pointerType: 'mouse' });
    pointer(slider, 'pointermove', 200, 300, 1, { pointerType: 'mouse' });
    pointer(slider, 'pointerup', 200, 300, 1, { pointerType: 'mouse' });
    expect(handle.current!.activeIndex).toBe(1);
    // A pen's button is reported as 0 too, but a touch's other buttons are not a mouse's.
    pointer(slider, 'pointerdown', 200, 400, 1, { pointerType: 'pen', button: 2 });
    pointer(slider, 'pointermove', 200, 300, 1, { pointerType: 'pen', button: 2 });
    pointer(slider, 'pointerup', 200, 300, 1, { pointerType: 'pen', button: 2 });
    expect(handle.current!.activeIndex).toBe(2);
  });

  it('decides nothing under 6 px (a tap), and on an exact diagonal leaves the gesture to the other axis', () => {
    const { handle, onTap, slider } = setup();
    pointer(slider, 'pointerdown', 200, 400);
    pointer(slider, 'pointermove', 203, 395); // 5.8 px
    pointer(slider, 'pointerup', 203, 395);
    expect(onTap).toHaveBeenCalledTimes(1);
    pointer(slider, 'pointerdown', 200, 400);
    pointer(slider, 'pointermove', 200, 394); // 6 px: decided, a drag of its own
    pointer(slider, 'pointermove', 200, 300);
    pointer(slider, 'pointerup', 200, 300);
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(handle.current!.activeIndex).toBe(1);
    drag(slider, { dx: 80, dy: -80 });
    expect(handle.current!.activeIndex).toBe(1);
  });

  it('follows one pointer: a second finger neither moves nor ends the gesture', () => {
    const { handle, onTap, slider, track } = setup();
    pointer(slider, 'pointerdown', 200, 400, 1);
    pointer(slider, 'pointerdown', 100, 400, 2);
    pointer(slider, 'pointermove', 100, 100, 2);
    expect(track.style.transform).toBe('translate3d(0, 0%, 0)');
    pointer(slider, 'pointerup', 100, 100, 2);
    pointer(slider, 'pointercancel', 100, 100, 2);
    expect(onTap).not.toHaveBeenCalled();
    pointer(slider, 'pointermove', 200, 300, 1);
    expect(track.style.transform).toBe('translate3d(0, calc(0% + -100px), 0)');
    pointer(slider, 'pointerup', 200, 300, 1);
    expect(handle.current!.activeIndex).toBe(1);
  });

  it('a flick is fast and longer than 10 px; a slow drag must pass half the slide', () => {
    const { handle, slider } = setup();
    const gesture = (dy: number, ms: number) => {
      pointer(slider, 'pointerdown', 200, 600, 1, { timeStamp: 1000 });
      pointer(slider, 'pointermove', 200, 600 + dy, 1, { timeStamp: 1000 + ms / 2 });
      pointer(slider, 'pointerup', 200, 600 + dy, 1, { timeStamp: 1000 + ms });
    };
    gesture(-10, 100); // fast, but 10 px
    expect(handle.current!.activeIndex).toBe(0);
    gesture(-11, 299); // fast and 11 px: a flick
    expect(handle.current!.activeIndex).toBe(1);
    gesture(-300, 300); // 300 ms is no longer a flick, and 300 px is under half of 800
    expect(handle.current!.activeIndex).toBe(1);
    gesture(-400, 1000); // exactly half: not past it
    expect(handle.current!.activeIndex).toBe(1);
    gesture(-401, 1000);
    expect(handle.current!.activeIndex).toBe(2);
  });

  it('resists a pull beyond the last slide and stays there', () => {
    const { handle, slider, track } = setup();
    act(() => handle.current!.slideTo(2, 0));
    pointer(slider, 'pointerdown', 200, 400);
    pointer(slider, 'pointermove', 200, 200);
    expect(track.style.transform).toBe('translate3d(0, calc(-200% + -70px), 0)');
    pointer(slider, 'pointerup', 200, 200);
    expect(handle.current!.activeIndex).toBe(2);
    // From the slide before the last a pull up is not resisted.
    act(() => handle.current!.slideTo(1, 0));
    pointer(slider, 'pointerdown', 200, 400);
    pointer(slider, 'pointermove', 200, 200);
    expect(track.style.transform).toBe('translate3d(0, calc(-100% + -200px), 0)');
  });

  it('keeps the browser from scrolling or swiping back only during a gesture it took', () => {
    const { slider } = setup();
    const touchmove = () => {
      const event = new Event('touchmove', { bubbles: true, cancelable: true });
      act(() => {
        slider.dispatchEvent(event);
      });
      return event.defaultPrevented;
    };
    expect(touchmove()).toBe(false);
    pointer(slider, 'pointerdown', 200, 400);
    pointer(slider, 'pointermove', 200, 300);
    expect(touchmove()).toBe(true);
    pointer(slider, 'pointerup', 200, 300);
    expect(touchmove()).toBe(false);
    pointer(slider, 'pointerdown', 200, 400);
    pointer(slider, 'pointermove', 300, 400); // across: the other axis's
    expect(touchmove()).toBe(false);
  });

  it('lets go of the page when it leaves: no gestures, no swallowed clicks, not ready', () => {
    const handle = createRef<SliderHandle>();
    const onTap = jest.fn();
    const { unmount } = render(
      <Slider direction="vertical" speed={500} handle={handle} onTap={onTap} className="reader">
        <Slide className="card">one</Slide>
        <Slide>two</Slide>
      </Slider>,
    );
    const slider = document.querySelector<HTMLElement>('[data-slider]')!;
    expect(slider.className.split(' ')).toContain('reader');
    expect(slider.className).not.toMatch(/undefined/);
    expect(screen.getByText('one').className.split(' ')).toContain('card');
    expect(screen.getByText('two').className).not.toMatch(/undefined/);
    unmount();
    // The element as a leaked listener would still see it.
    pointer(slider, 'pointerdown', 200, 400);
    pointer(slider, 'pointerup', 200, 400);
    expect(onTap).not.toHaveBeenCalled();
    expect(slider).not.toHaveAttribute('data-ready');
  });

  it('steps back by code, and a move to where it is changes nothing, not even the slide it came from', () => {
    const { handle, onSlideChange } = setup();
    act(() => handle.current!.slideNext());
    act(() => handle.current!.slideTo(1));
    expect(handle.current).toMatchObject({ activeIndex: 1, previousIndex: 0 });
    expect(onSlideChange).toHaveBeenCalledTimes(1);
    act(() => handle.current!.slideTo(2, 0));
    act(() => handle.current!.slidePrev());
    expect(handle.current).toMatchObject({ activeIndex: 1, previousIndex: 2 });
  });

  it('works without listeners of its own, and follows new props (speed, the change listener)', () => {
    const handle = createRef<SliderHandle>();
    const slides = [<Slide key="a">a</Slide>, <Slide key="b">b</Slide>, <Slide key="c">c</Slide>];
    const { rerender } = render(<Slider direction="vertical" speed={500} handle={handle}>{slides}</Slider>);
    const slider = document.querySelector<HTMLElement>('[data-slider]')!;
    Object.defineProperty(slider, 'clientHeight', { value: SIZE });
    act(() => handle.current!.slideNext());
    pointer(slider, 'pointerdown', 200, 400);
    pointer(slider, 'pointerup', 200, 400);
    expect(handle.current!.activeIndex).toBe(1);
    const onSlideChange = jest.fn();
    rerender(
      <Slider direction="vertical" speed={200} handle={handle} onSlideChange={onSlideChange}>
        {slides}
      </Slider>,
    );
    act(() => handle.current!.slideNext());
    expect(onSlideChange).toHaveBeenCalledTimes(1);
    expect((slider.firstElementChild as HTMLElement).style.transitionDuration).toBe('200ms');
  });

  it('moves the track only for a gesture along its axis, from the first 6 px on, and keeps the axis it decided', () => {
    const { slider, track } = setup();
    pointer(slider, 'pointerdown', 200, 400);
    pointer(slider, 'pointermove', 300, 390);
    expect(track.style.transform).toBe('translate3d(0, 0%, 0)');
    pointer(slider, 'pointerup', 300, 390);
    pointer(slider, 'pointerdown', 200, 400);
    pointer(slider, 'pointermove', 200, 394);
    expect(track.style.transform).toBe('translate3d(0, calc(0% + -6px), 0)');
    // Decided along the axis, it stays the slider's even when the finger then wanders sideways.
    pointer(slider, 'pointermove', 800, 100);
    expect(track.style.transform).toBe('translate3d(0, calc(0% + -300px), 0)');
    pointer(slider, 'pointercancel', 800, 100);
  });

  it('leaves the track as it was when a tap is cancelled', () => {
    const { slider, track } = setup();
    pointer(slider, 'pointerdown', 200, 400);
    pointer(slider, 'pointercancel', 200, 400);
    expect(track.style.transitionDuration).toBe('');
  });

  it('swallows the click after a drag before anything below sees it, and only that click', async () => {
    const { slider } = setup();
    const link = screen.getByRole('link', { name: 'Link 0' });
    const seen = { link: 0, page: 0 };
    link.addEventListener('click', (event) => {
      seen.link += 1;
      event.preventDefault();
    });
    const onPage = () => (seen.page += 1);
    document.addEventListener('click', onPage);
    try {
      drag(link, { dy: -60 });
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      expect(seen).toEqual({ link: 0, page: 0 });
      // A moment later a tap's click goes through again.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      expect(seen).toEqual({ link: 1, page: 1 });
      expect(slider).toBeInTheDocument();
    } finally {
      document.removeEventListener('click', onPage);
    }
  });

  it('adds no stray class when none is given', () => {
    render(
      <Slider direction="vertical" speed={500}>
        <Slide>only</Slide>
      </Slider>,
    );
    const slider = document.querySelector<HTMLElement>('[data-slider]')!;
    expect(slider.className.trim().split(/\s+/)).toHaveLength(1);
    expect(screen.getByText('only').className.trim().split(/\s+/)).toHaveLength(1);
  });

  it('a cancelled gesture (the browser took it) springs back', () => {
    const { handle, slider, track } = setup();
    pointer(slider, 'pointerdown', 200, 400);
    pointer(slider, 'pointermove', 200, 100);
    pointer(slider, 'pointercancel', 200, 100);
    expect(handle.current!.activeIndex).toBe(0);
    expect(track.style.transform).toBe('translate3d(0, calc(0% + 0px), 0)');
  });

  it('says when a drag along its axis begins, once per drag: not for a tap, a drag across it or one on text that scrolls', () => {
    const onDragStart = jest.fn();
    const { slider } = setup({ direction: 'horizontal', onDragStart });
    pointer(slider, 'pointerdown', 200, 400);
    pointer(slider, 'pointerup', 202, 401);
    drag(slider, { dy: -300 });
    drag(screen.getByTestId('scrolls'), { dx: -300 });
    expect(onDragStart).not.toHaveBeenCalled();

    pointer(slider, 'pointerdown', 200, 400);
    pointer(slider, 'pointermove', 190, 400);
    expect(onDragStart).toHaveBeenCalledTimes(1);
    pointer(slider, 'pointermove', 100, 400);
    pointer(slider, 'pointerup', 100, 400);
    expect(onDragStart).toHaveBeenCalledTimes(1);
    drag(slider, { dx: 300 });
    expect(onDragStart).toHaveBeenCalledTimes(2);
  });
});
