import { bucketOf, p75Of, pageTypeOfPath, VITAL_BUCKETS } from '@/lib/vitals/metrics';

describe('vitals histograms (issue 28)', () => {
  it('counts a value in the first bucket whose upper edge is at or over it, the rest in the open bucket', () => {
    expect(bucketOf('LCP', 0)).toBe(0);
    expect(bucketOf('LCP', 100)).toBe(0);
    expect(bucketOf('LCP', 101)).toBe(1);
    expect(bucketOf('LCP', 2500)).toBe(24);
    expect(bucketOf('CLS', 0.1)).toBe(9);
    expect(bucketOf('LCP', 999_999)).toBe(VITAL_BUCKETS.LCP.length);
  });

  it('reads the p75 as the upper edge of the bucket where three quarters of the visits are reached', () => {
    const histogram = new Map<number, number>();
    for (const value of [900, 1200, 1800, 2400]) histogram.set(bucketOf('LCP', value), (histogram.get(bucketOf('LCP', value)) ?? 0) + 1);
    expect(p75Of('LCP', histogram)).toBe(1800);
    expect(p75Of('INP', new Map())).toBeNull();
    expect(p75Of('CLS', new Map([[bucketOf('CLS', 0.03), 3], [bucketOf('CLS', 0.3), 1]]))).toBe(0.03);
  });

  it('labels a page by its type only', () => {
    expect(pageTypeOfPath('/en/general')).toBe('feed');
    expect(pageTypeOfPath('/hi/stocks/page/2')).toBe('feed');
    expect(pageTypeOfPath('/en/blogs')).toBe('blog-list');
    expect(pageTypeOfPath('/en/blogs/8bf3bf76')).toBe('blog-post');
    expect(pageTypeOfPath('/en/news/8bf3bf76')).toBe('story');
    expect(pageTypeOfPath('/hi/aboutus')).toBe('static');
    expect(pageTypeOfPath('/en/admin/8888888888')).toBe('other');
    expect(pageTypeOfPath('/en/login')).toBe('other');
  });
});
