// `npm start`: build what is missing, then run the server (embedded database, migrations,
// first superadmin, API and app on one port) in this process so signals reach it directly.
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

await buildIfStale();
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
