'use client';

import { useEffect } from 'react';
import type { Device } from '@/lib/categories';
import { deviceFromUserAgent } from '@/lib/routing/decide';

/** How long resizing must pause before the device is checked again. */
export const RESIZE_SETTLE_MS = 250;

/**
 * SPEC §4 / D9: the device is decided on the server from the user agent, so the first HTML already
 * has the right layout; on resize it is checked again (a browser's device emulation changes the
 * user agent) and, when it no longer matches, the page is loaded again in the other layout.
 */
export function DeviceWatch({ device, onDeviceChange = () => window.location.reload() }: { device: Device; onDeviceChange?: () => void }) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    function check() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (deviceFromUserAgent(navigator.userAgent) !== device) onDeviceChange();
      }, RESIZE_SETTLE_MS);
    }
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('resize', check);
      clearTimeout(timer);
    };
  }, [device, onDeviceChange]);
  return null;
}
