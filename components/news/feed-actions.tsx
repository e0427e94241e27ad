'use client';

import { BreakingAlertsButton } from '@/components/push/breaking-alerts-button';
import { FollowButton } from '@/components/topics/follow-button';
import type { Locale } from '@/lib/categories';

/** The desktop feed's Follow and breaking-alerts buttons, under its heading (a phone has them in its panel). */
export function FeedActions({ locale, category }: { locale: Locale; category: string }) {
  return (
    <>
      <FollowButton category={category} />
      <BreakingAlertsButton locale={locale} category={category} />
    </>
  );
}
