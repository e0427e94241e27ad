/** Accounts of the e2e database: the admin seeded by the server (playwright.config.ts env) and a reader (prepare-db.ts). */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
export const E2E_READER = { email: 'reader@e2e.test', password: 'e2e-reader-password', name: 'E2E Reader' };
/** Newsroom staff (issue 26), made by prepare-db.ts: a writer and an editor. */
export const E2E_WRITER = { email: 'writer@e2e.test', password: 'e2e-writer-password', name: 'Asha Writer' };
export const E2E_EDITOR = { email: 'editor@e2e.test', password: 'e2e-editor-password', name: 'Ravi Editor' };
/**
 * A reader (role user) that only the Staff-screen test promotes and demotes (e2e/newsroom.spec.ts).
 * Never promote the accounts above: the workers run spec files side by side, and the authorization
 * matrix (e2e/authz-matrix.spec.ts) signed in as E2E_READER once saw a staff page while that reader
 * was a writer for a second (roles are read fresh on each request, sessions survive a role change).
 */
export const E2E_NEWCOMER = { email: 'newcomer@e2e.test', password: 'e2e-newcomer-password', name: 'Neha Newcomer' };
