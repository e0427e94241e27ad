'use client';

import { useEffect } from 'react';
import { markRead } from '@/lib/read-state/read-store';

/** Opening a story's page counts as reading it (issue 16). Renders nothing. */
export function MarkStoryRead({ id }: { id: string }) {
  useEffect(() => markRead([`news:${id}`]), [id]);
  return null;
}
