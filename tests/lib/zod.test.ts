import { apiSchemas } from '@/lib/accounts/schemas';
import { z } from '@/lib/zod';

/**
 * The site's Content-Security-Policy has no 'unsafe-eval'. Out of the box zod probes for
 * `new Function` on its first object parse: in the browser that is a CSP violation (Chrome's
 * Issues panel, Lighthouse best practices) on every page that validates. Through lib/zod it never
 * compiles code, and still validates.
 */
describe('zod as the app sets it up', () => {
  it('parses objects without ever calling Function (no eval under the CSP)', () => {
    const compile = jest.spyOn(globalThis, 'Function');
    const schema = z.object({ title: z.string().min(1), tags: z.array(z.string()), nested: z.object({ n: z.number() }) });
    expect(schema.parse({ title: 'A', tags: ['x'], nested: { n: 1 } })).toEqual({ title: 'A', tags: ['x'], nested: { n: 1 } });
    expect(schema.safeParse({ title: '', tags: [1], nested: {} }).success).toBe(false);
    // The app's own schemas, as a form and an API route use them.
    expect(apiSchemas.signup.safeParse({ fullName: 'Asha', email: 'asha@example.com', password: 'long enough', agreeToTerms: true }).success).toBe(true);
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });

  it("is only the parts the app names, not zod's whole namespace, which kept every error locale in the browser bundles", () => {
    expect(z).not.toHaveProperty('locales');
    expect(z).not.toHaveProperty('toJSONSchema');
    expect(typeof z.object).toBe('function');
  });
});
