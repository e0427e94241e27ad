import { act, renderHook } from '@testing-library/react';
import { markRead, MAX_READ, parseReadMap, READ_CHANGED_EVENT, READ_KEY, readReadMap, storyKey, withRead } from '@/lib/read-state/read-store';
import { useCaughtUpIndex, useReadMap } from '@/lib/read-state/use-read-state';

beforeEach(() => window.localStorage.clear());

describe('read state', () => {
  it('knows a story by its own id, else its link, else its title', () => {
    expect(storyKey({ uniqueId: 'abc', url: 'https://x.test', title: 't' })).toBe('news:abc');
    expect(storyKey({ url: 'https://x.test/a', title: 't' })).toBe('url:https://x.test/a');
    expect(storyKey({ url: '#', title: 'Only a title' })).toBe('title:Only a title');
  });

  it('marks stories read once, tells the page which are new, and keeps the newest MAX_READ', () => {
    const seen: string[][] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent<{ keys: string[] }>).detail.keys);
    window.addEventListener(READ_CHANGED_EVENT, listener);
    markRead(['news:1', 'news:2'], 1000);
    markRead(['news:2', 'news:3'], 2000);
    window.removeEventListener(READ_CHANGED_EVENT, listener);
    expect(seen).toEqual([['news:1', 'news:2'], ['news:3']]);
    expect(readReadMap(window.localStorage)).toEqual({ 'news:1': 1000, 'news:2': 1000, 'news:3': 2000 });
    const many = Object.fromEntries(Array.from({ length: MAX_READ + 5 }, (_, i) => [`k${i}`, i]));
    const kept = withRead({}, many);
    expect(Object.keys(kept)).toHaveLength(MAX_READ);
    expect(kept).not.toHaveProperty('k0');
    expect(kept).toHaveProperty(`k${MAX_READ + 4}`);
  });

  it('reads unreadable storage as nothing read', () => {
    expect(parseReadMap('{oops')).toEqual({});
    expect(parseReadMap('[1,2]')).toEqual({});
    expect(parseReadMap('{"a":1,"b":"x"}')).toEqual({ a: 1 });
  });

  it('puts "caught up" at the first story read before this visit; stories read now do not move it', () => {
    const stories = [{ uniqueId: 'new', url: '#', title: 'New' }, { uniqueId: 'old', url: '#', title: 'Old' }, { uniqueId: 'older', url: '#', title: 'Older' }];
    window.localStorage.setItem(READ_KEY, JSON.stringify({ 'news:old': 1, 'news:older': 1 }));
    const { result } = renderHook(() => ({ index: useCaughtUpIndex(stories), read: useReadMap() }));
    expect(result.current.index).toBe(1);
    act(() => markRead(['news:new']));
    expect(result.current.read).toHaveProperty('news:new');
    expect(result.current.index).toBe(1);
  });
});
