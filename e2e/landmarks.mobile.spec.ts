import { expect, test } from './support/fixtures';
import { expectUniqueLandmarks } from './support/landmarks';

// Issue 27: the phone pages carry the page's own search only (the header has none), named in the page's language.
const EXPECTED = {
  'en/blogs': ['Search and sort blogs'],
  'en/search?q=market': ['Refine this search'],
  'hi/blogs': ['ब्लॉग खोजें और छाँटें'],
  'hi/search?q=market': ['यह खोज बदलें'],
};

for (const [path, names] of Object.entries(EXPECTED)) {
  test(`phone: /${path} names its search landmark`, async ({ page }) => {
    await page.goto(`/${path}`);
    expect(await expectUniqueLandmarks(page, `/${path}`)).toEqual(names);
  });
}
