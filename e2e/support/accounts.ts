/** Accounts of the e2e database: the admin seeded by the server (playwright.config.ts env) and a reader (prepare-db.ts). */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
export const E2E_READER = { email: 'reader@e2e.test', password: 'e2e-reader-password', name: 'E2E Reader' };
