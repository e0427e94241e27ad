'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element's content is taller than the element (it scrolls inside), re-measured when it
 * or the text size changes. The phone card marks such text `data-no-swipe` so a drag on it
 * scrolls the story instead of moving to the next card.
 */
export function useScrollsInside(ref: RefObject<HTMLElement | null>, isEnabled: boolean): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!isEnabled || !element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const sizeChanges = new MutationObserver(measure);
    sizeChanges.observe(document.documentElement, { attributes: true, attributeFilter: ['data-text-size'] });
    return () => {
      observer.disconnect();
      sizeChanges.disconnect();
    };
  }, [ref, isEnabled]);
  return scrolls;
}
