/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { MOBILE_UA } from '@/lib/routing/decide';

/** deploy/nginx/shortnews.conf must key its cache by the same device rule the app renders by. */
const config = fs.readFileSync(path.resolve('deploy', 'nginx', 'shortnews.conf'), 'utf8');

describe('deploy/nginx/shortnews.conf', () => {
  it('classes user agents as mobile by exactly the rule of lib/routing/decide.ts', () => {
    const map = /map \$http_user_agent \$shortnews_device \{([\s\S]*?)\}/.exec(config)?.[1] ?? '';
    const mobile = /"~\*\((.+)\)"\s+mobile;/.exec(map)?.[1];
    expect(mobile).toBe(MOBILE_UA.source);
    // ~* is nginx's case-insensitive match, as the app's /i.
    expect(MOBILE_UA.flags).toBe('i');
    expect(map).toMatch(/default desktop;/);
  });

  it('puts the device class in the page cache key and appends the client address (TRUST_PROXY=1 counts the right-most hop)', () => {
    expect(config).toContain('proxy_cache_key "$scheme$host$request_uri|$shortnews_device";');
    expect(config).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  });
});
