import { act, render } from '@testing-library/react';
import { DeviceWatch, RESIZE_SETTLE_MS } from '@/components/layout/device-watch';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140 Safari/537.36';

function useAgent(userAgent: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
}

function resize() {
  act(() => {
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(RESIZE_SETTLE_MS);
  });
}

describe('DeviceWatch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads the other layout when, after a resize, the user agent is a phone on the desktop page', () => {
    useAgent(DESKTOP);
    const onDeviceChange = jest.fn();
    render(<DeviceWatch device="desktop" onDeviceChange={onDeviceChange} />);
    resize();
    expect(onDeviceChange).not.toHaveBeenCalled();
    useAgent(PHONE);
    resize();
    expect(onDeviceChange).toHaveBeenCalledTimes(1);
  });

  it('waits for resizing to settle and leaves a matching layout alone', () => {
    useAgent(PHONE);
    const onDeviceChange = jest.fn();
    render(<DeviceWatch device="mobile" onDeviceChange={onDeviceChange} />);
    resize();
    expect(onDeviceChange).not.toHaveBeenCalled();
    useAgent(DESKTOP);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(RESIZE_SETTLE_MS - 1);
    });
    expect(onDeviceChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onDeviceChange).toHaveBeenCalledTimes(1);
  });
});
