// `npm run admin:create -- --email you@example.com [--password secret] [--name "Your Name"] [--role writer|editor|admin] [--promote]`
// Creates a newsroom account (admin unless --role says otherwise, issue 26). An existing account that is no admin is promoted only with --promote,
// and then gets the given (or a generated) password and loses every session (issue 11 item 7).
import { parseArgs } from 'node:util';
import { z } from '../lib/zod';
import { ensureAdmin } from '../lib/seed/admin';
import { withDatabase } from './cli';

const USAGE = 'Usage: npm run admin:create -- --email you@example.com [--password secret] [--name "Your Name"] [--role writer|editor|admin] [--promote]';

let values: Record<string, string | boolean | undefined>;
try {
  ({ values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, promote: { type: 'boolean' } },
    strict: true,
  }));
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(1);
}
const parsed = z
  .object({
    email: z.email('--email must be an email address'),
    password: z.string().min(8, '--password must be at least 8 characters').optional(),
    name: z.string().min(1).optional(),
    promote: z.boolean().optional(),
    role: z.enum(['writer', 'editor', 'admin'], { error: '--role must be writer, editor or admin' }).optional(),
  })
  .safeParse(values);
if (!parsed.success) {
  console.error(`✖ ${parsed.error.issues[0].message}\n${USAGE}`);
  process.exit(1);
}
const options = parsed.data;

void withDatabase(async ({ db }) => {
  const role = options.role ?? 'admin';
  const result = await ensureAdmin(db, { email: options.email, password: options.password, fullName: options.name, promote: options.promote, role });
  const generated = 'password' in result && result.password ? ` with the generated password ${result.password}` : '';
  switch (result.outcome) {
    case 'created':
      console.log(`Created ${role} ${result.email}${generated}.`);
      break;
    case 'promoted':
      console.log(`${result.email} is now ${role === 'admin' ? 'an' : 'a'} ${role}${generated || '; password updated'}; its earlier sessions are signed out.`);
      break;
    case 'admin':
      console.log(`${result.email} is already ${role === 'admin' ? 'an' : 'a'} ${role}${result.rekeyed ? '; password updated, its earlier sessions are signed out' : ''}.`);
      break;
    case 'refused':
      console.error(
        `✖ ${result.email} is an existing account that is not ${role === 'admin' ? 'an' : 'a'} ${role}; nothing changed.\n` +
          `  Anyone can register an address, so it is promoted only when you say so: add --promote ` +
          `(its password is replaced by --password, or a generated one, and its sessions end).`,
      );
      process.exitCode = 1;
      break;
  }
});
