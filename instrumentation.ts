/**
 * Runs once when the server starts: validate configuration, open the database (lock, migrations),
 * seed demo content into an empty embedded database. Any failure prints one line and stops.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // The client address is decided from the connection whatever started the server (bare `next
  // start`, a container): `npm start` preloads the same module; it installs itself once.
  await import('./scripts/client-address.cjs');
  const { bootServer } = await import('./lib/boot');
  await bootServer();
}
