import { earlyTapsScript } from '@/lib/early-taps/head-script';

/**
 * The string the layout puts in <head>, run as a browser runs it: in a page of its own, with nothing
 * of our modules around it. (Kept apart from head-script.test.tsx, which mutation testing runs on
 * instrumented code that a string of the function cannot carry.)
 */
describe('the inline early-taps script', () => {
  it('runs on its own in a page and holds a tap until the page is alive', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const window = frame.contentWindow as Window & typeof globalThis;
    window.document.body.innerHTML = '<button type="button">Menu</button>';
    const script = window.document.createElement('script');
    script.textContent = earlyTapsScript();
    window.document.head.append(script);
    const menu = window.document.querySelector('button')!;
    const heard = jest.fn();
    menu.addEventListener('click', heard);

    expect(menu.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
    expect(heard).not.toHaveBeenCalled();
    expect(window.document.documentElement.hasAttribute('data-early-taps')).toBe(true);

    jest.useFakeTimers();
    try {
      (window as unknown as { __earlyTaps: () => void }).__earlyTaps();
      expect(window.document.documentElement.hasAttribute('data-hydrated')).toBe(true);
    } finally {
      jest.useRealTimers();
    }
    frame.remove();
  });

  it('is one expression with no module code in it', () => {
    expect(earlyTapsScript().startsWith('(')).toBe(true);
    expect(earlyTapsScript().endsWith(')(window,document);')).toBe(true);
    expect(earlyTapsScript()).not.toMatch(/require\(|\bimport\b|__webpack|_jsx|exports\./);
  });
});
