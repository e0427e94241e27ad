/**
 * The first start's generated admin password, drawn as a box so that it is not lost among the
 * start-up lines (it is shown once): by scripts/pretty-log.cjs for `npm start` on a terminal, and by
 * lib/boot.ts for `npm run dev`. Log files and JSON lines keep the one plain line.
 */
const ADMIN_PASSWORD = /^\[seed\] Created admin (\S+) with the generated password (\S+) \(shown once/;

const plain = { bold: (text) => text, yellow: (text) => text, gray: (text) => text };

/** The boxed notice for the seed's "Created admin … with the generated password …" line; undefined for any other message. */
function adminPasswordBanner(message, colors = plain) {
  const match = ADMIN_PASSWORD.exec(String(message ?? ''));
  if (!match) return undefined;
  const [, email, password] = match;
  const rows = [
    'An admin account was created. Its password is shown this once:',
    '',
    `  email     ${email}`,
    `  password  ${password}`,
    '',
    'Sign in at /en/admin/login and change it, or set ADMIN_PASSWORD to choose it.',
  ];
  const width = Math.max(...rows.map((row) => row.length));
  const top = colors.yellow(`╭${'─'.repeat(width + 2)}╮`);
  const bottom = colors.yellow(`╰${'─'.repeat(width + 2)}╯`);
  const body = rows.map((row) => {
    const padded = row.padEnd(width);
    const text = row.startsWith('  password') || row.startsWith('  email') ? colors.bold(padded) : padded;
    return `${colors.yellow('│')} ${text} ${colors.yellow('│')}`;
  });
  return ['', top, ...body, bottom, ''].join('\n');
}

module.exports = { adminPasswordBanner };
