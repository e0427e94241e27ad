import type { Page } from '@playwright/test';

/**
 * Waits until the swipe reader runs. Its code is its own chunk (issue 15), loaded as the page
 * hydrates: a finger or a key on the server's HTML before the sliders run moves nothing, as it would
 * for a reader that quick, so a test that swipes, taps Next or presses j / k waits for this first.
 */
export async function readerReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const sliders = [...document.querySelectorAll<HTMLElement>('[data-slider]')];
    return sliders.length > 0 && sliders.every((slider) => slider.dataset.ready === 'true');
  });
}

/**
 * A real touch swipe (touchstart → moves → touchend through the DevTools protocol, as a finger
 * would), centred on the screen, by (dx, dy) pixels: dy < 0 swipes up (next article), dx > 0 swipes
 * right (towards the navigation panel). Go past half a slide: on a busy machine the gesture may take
 * longer than the slider's 300 ms flick window (components/mobile/slider.tsx), and a slow swipe must cover half the slide.
 */
export async function swipe(page: Page, { dx = 0, dy = 0 }: { dx?: number; dy?: number }): Promise<void> {
  await readerReady(page);
  const viewport = page.viewportSize() ?? { width: 412, height: 839 };
  const x = Math.round(viewport.width / 2 - dx / 2);
  const y = Math.round(viewport.height / 2 - dy / 2);
  const client = await page.context().newCDPSession(page);
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  const steps = 8;
  for (let step = 1; step <= steps; step += 1) {
    await client.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: Math.round(x + (dx * step) / steps), y: Math.round(y + (dy * step) / steps) }],
    });
  }
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await client.detach();
}
