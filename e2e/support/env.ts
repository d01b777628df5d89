/** The test server's port and its first superadmin (created on its empty database). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3917);
export const E2E_ADMIN = { username: 'admin', password: 'quan-tri-e2e-2026' };
