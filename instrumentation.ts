/**
 * Runs once when the server starts: validate configuration, open the database (lock, migrations),
 * seed demo content into an empty embedded database. Any failure prints one line and stops.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { bootServer } = await import('./lib/boot');
  await bootServer();
}
