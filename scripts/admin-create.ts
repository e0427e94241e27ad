// `npm run admin:create -- --email you@example.com [--password secret] [--name "Your Name"]`
// Creates an admin account, or promotes an existing one (and sets its password when given).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ensureAdmin } from '../lib/seed/admin';
import { withDatabase } from './cli';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  strict: true,
});
const parsed = z
  .object({
    email: z.email('--email must be an email address'),
    password: z.string().min(8, '--password must be at least 8 characters').optional(),
    name: z.string().min(1).optional(),
  })
  .safeParse(values);
if (!parsed.success) {
  console.error(`✖ ${parsed.error.issues[0].message}\nUsage: npm run admin:create -- --email you@example.com [--password secret] [--name "Your Name"]`);
  process.exit(1);
}

void withDatabase(async ({ db }) => {
  const result = await ensureAdmin(db, { email: parsed.data.email, password: parsed.data.password, fullName: parsed.data.name });
  if (result.created) {
    console.log(`Created admin ${result.email}${result.password ? ` with the generated password ${result.password}` : ''}.`);
  } else {
    console.log(`${result.email} is ${result.promoted ? 'now' : 'already'} an admin${parsed.data.password ? '; password updated' : ''}.`);
  }
});
