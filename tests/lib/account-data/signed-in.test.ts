import { markSignInBegun, setSignedInHere, SIGN_IN_BEGUN_LIFETIME_MS } from '@/lib/account-data/signed-in';
import { SIGNED_IN_CHANGED_EVENT, SIGNED_IN_KEY } from '@/lib/account-data/traces';

const NOW = Date.UTC(2026, 11, 2, 8, 0, 0);
let told = 0;
const countTold = () => (told += 1);

beforeEach(() => {
  localStorage.clear();
  told = 0;
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  window.addEventListener(SIGNED_IN_CHANGED_EVENT, countTold);
});

afterEach(() => {
  window.removeEventListener(SIGNED_IN_CHANGED_EVENT, countTold);
  jest.restoreAllMocks();
});

const mark = () => localStorage.getItem(SIGNED_IN_KEY);

describe('the browser mark of a session seen here', () => {
  it('a signed-in answer marks the browser and tells this tab once; the same answer again tells nothing', () => {
    setSignedInHere(true);
    expect(mark()).toBe('1');
    expect(told).toBe(1);
    setSignedInHere(true);
    expect(told).toBe(1);
  });

  it('a signed-out answer (or Logout) removes the mark and tells this tab; with no mark it tells nothing', () => {
    localStorage.setItem(SIGNED_IN_KEY, '1');
    setSignedInHere(false);
    expect(mark()).toBeNull();
    expect(told).toBe(1);
    setSignedInHere(false);
    expect(told).toBe(1);
  });
});

describe('a Google sign-in begun here', () => {
  it('marks the browser with its time and tells this tab, so the page back from Google reads the session', () => {
    markSignInBegun();
    expect(mark()).toBe(`begun:${NOW}`);
    expect(told).toBe(1);
  });

  it('outlives the "signed out" answer of the page that began it', () => {
    markSignInBegun();
    setSignedInHere(false); // in the same millisecond
    expect(mark()).toBe(`begun:${NOW}`);
    jest.spyOn(Date, 'now').mockReturnValue(NOW + SIGN_IN_BEGUN_LIFETIME_MS - 1);
    setSignedInHere(false);
    expect(mark()).toBe(`begun:${NOW}`);
    expect(told).toBe(1);
  });

  it('becomes a signed-in mark when the session is seen', () => {
    markSignInBegun();
    setSignedInHere(true);
    expect(mark()).toBe('1');
    expect(told).toBe(2);
  });

  it('given up once next-auth would have forgotten it (15 minutes): the next "signed out" removes it', () => {
    expect(SIGN_IN_BEGUN_LIFETIME_MS).toBe(15 * 60 * 1000);
    markSignInBegun();
    jest.spyOn(Date, 'now').mockReturnValue(NOW + SIGN_IN_BEGUN_LIFETIME_MS);
    setSignedInHere(false);
    expect(mark()).toBeNull();
  });

  it('a mark from the future (a clock set back) or not a time is not kept by a "signed out"', () => {
    localStorage.setItem(SIGNED_IN_KEY, `begun:${NOW + 1}`);
    setSignedInHere(false);
    expect(mark()).toBeNull();
    localStorage.setItem(SIGNED_IN_KEY, 'begun:soon');
    setSignedInHere(false);
    expect(mark()).toBeNull();
    localStorage.setItem(SIGNED_IN_KEY, `x${NOW}`);
    setSignedInHere(false);
    expect(mark()).toBeNull();
    localStorage.setItem(SIGNED_IN_KEY, `Begun:${NOW}`);
    setSignedInHere(false);
    expect(mark()).toBeNull();
  });

  it('a browser already signed in keeps its mark (a second account from the menu)', () => {
    localStorage.setItem(SIGNED_IN_KEY, '1');
    markSignInBegun();
    expect(mark()).toBe('1');
    expect(told).toBe(0);
  });

  it('a sign-in begun again renews its time', () => {
    markSignInBegun();
    jest.spyOn(Date, 'now').mockReturnValue(NOW + 1000);
    markSignInBegun();
    expect(mark()).toBe(`begun:${NOW + 1000}`);
  });
});

describe('storage blocked (private modes, a full quota)', () => {
  it('nothing is kept, nothing thrown, nothing told', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => markSignInBegun()).not.toThrow();
    expect(() => setSignedInHere(false)).not.toThrow();
    expect(() => setSignedInHere(true)).not.toThrow();
    expect(told).toBe(0);
  });

  it('a write that fails (quota) tells nothing', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    markSignInBegun();
    setSignedInHere(true);
    expect(told).toBe(0);
  });
});
