import { expect, test } from './support/fixtures';
import { expectUniqueLandmarks } from './support/landmarks';

// Issue 27: /blogs and /search carried the header's search and their own, both unnamed (axe landmark-unique).
const EXPECTED = {
  'en/blogs': ['Site search', 'Search and sort blogs'],
  'en/search?q=market': ['Site search', 'Refine this search'],
  'hi/blogs': ['साइट खोज', 'ब्लॉग खोजें और छाँटें'],
  'hi/search?q=market': ['साइट खोज', 'यह खोज बदलें'],
};

for (const [path, names] of Object.entries(EXPECTED)) {
  test(`desktop: /${path} names its two search landmarks apart`, async ({ page }) => {
    await page.goto(`/${path}`);
    // The page's own search form streams in after the header: React 19.2 reveals streamed parts in a
    // batch shortly after they arrive, which can be after the load event (CI saw one form only).
    await expect(page.getByRole('search')).toHaveCount(names.length);
    expect(await expectUniqueLandmarks(page, `/${path}`)).toEqual(names);
  });
}
