'use client';

import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { articleImageSrcSet, PLACEHOLDER_IMAGE } from '@/lib/news/article';
import styles from './article-card.module.css';

/** The card picture's rendered width: the full screen width on phones, a 320 px column on desktop. */
const CARD_IMAGE_SIZES = '(max-width: 700px) 100vw, 320px';

/** The card's picture; a missing or failed image becomes the image-not-available placeholder. */
export function CardImage({ src: wanted, priority }: { src: string; priority: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const src = failed === wanted ? PLACEHOLDER_IMAGE : wanted;

  // An image that failed before React hydrated fired its error event unheard: check once mounted.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && src !== PLACEHOLDER_IMAGE) setFailed(wanted);
  }, [src, wanted]);

  const srcSet = src === PLACEHOLDER_IMAGE ? undefined : articleImageSrcSet(src);
  const sizes = srcSet ? CARD_IMAGE_SIZES : undefined;
  // The LCP image: announced in <head> (React writes the preload link once, however often this renders).
  if (priority) preload(src, { as: 'image', fetchPriority: 'high', ...(srcSet && { imageSrcSet: srcSet, imageSizes: sizes }) });
  return (
    <img
      ref={ref}
      className={styles.image}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={640}
      height={360}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      data-testid="card-image"
      onError={() => {
        if (src !== PLACEHOLDER_IMAGE) setFailed(wanted);
      }}
    />
  );
}
