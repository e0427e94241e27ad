import { createTranslator } from 'next-intl';
import { VALID_CATEGORIES } from '@/lib/categories';
import { feedTitle } from '@/lib/news/feed-title';
import enCommon from '@/messages/en/common.json';
import hiCommon from '@/messages/hi/common.json';

const en = createTranslator({ locale: 'en', messages: enCommon });
const hi = createTranslator({ locale: 'hi', messages: hiCommon });
type Translate = Parameters<typeof feedTitle>[1];

describe('feedTitle (before " | product name")', () => {
  it.each([
    ['general', 'Top Headlines News'],
    ['bookmarks', 'Your Bookmarked News'],
    ['stocks', 'Stocks News'],
    ['corporateNews', 'Corporate News News'],
    ['policyAndRegulation', 'Policy and Regulation News'],
    ['personal-finance', 'Personal Finance News'],
    ['ipo', 'IPO News'],
  ])('%s → %s', (category, title) => {
    expect(feedTitle(category, en as unknown as Translate)).toBe(title);
  });

  it('is Hindi on /hi', () => {
    expect(feedTitle('general', hi as unknown as Translate)).toBe('टॉप हेडलाइंस समाचार');
    expect(feedTitle('banking', hi as unknown as Translate)).toBe('बैंकिंग समाचार');
  });

  it('has a title for every valid category in both languages', () => {
    for (const category of VALID_CATEGORIES) {
      for (const t of [en, hi]) expect(feedTitle(category, t as unknown as Translate)).not.toMatch(/categories\.|meta\./);
    }
  });
});
