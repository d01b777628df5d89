import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import type { Database } from '../src/db/client';
import { declaredEndpoints, type Declared } from './declared-endpoints';

// docs/decisions/0015-one-api-contract.md: every route is registered from the one API contract (packages/shared/src/**/
// *.contract.ts, through lib/contract-route.ts), and every endpoint the contract declares is
// served, so the web client cannot call a path the server does not have.

/**
 * Routes that are not the depot's API, and so in no contract: Swagger UI's page, its files and
 * the OpenAPI document it reads (/api/docs, /api/docs/json…), and the built web app's files
 * with their history-mode fallback (@fastify/static's /*), and the public tracking page the
 * server writes as HTML (its JSON twin, /api/public/track, is in the contract).
 */
const NOT_API = [/^\/api\/docs(\/|$)/, /^\/\*$/, /^\/tra-cuu(\/:token)?$/];

/**
 * The routes the app registered, as `METHOD /path`, read from printRoutes: a tree where each
 * line's path continues its parent's, four characters of indentation a level deeper.
 */
function registeredRoutes(app: App): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const full = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = full;
    parents.length = depth + 1;
    // The root's wildcard is printed without its slash.
    const url = full.startsWith('/') ? full : `/${full}`;
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${url}`);
  }
  return routes;
}

let app: App;
let dist: string;
let declared: Declared[];
let registered: string[];

beforeAll(async () => {
  // The app as the depot runs it, with the web app built and backups on: every route there is.
  // Nothing is called, so neither a database nor a backups folder is needed.
  dist = mkdtempSync(path.join(os.tmpdir(), 'depot-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Chành xe</title>');
  app = await buildApp({
    db: {} as Database,
    webDistDir: dist,
    backups: { dir: path.join(dist, 'backups'), pool: {} as pg.Pool },
  });
  await app.ready();
  declared = await declaredEndpoints();
  registered = registeredRoutes(app);
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the API contract', () => {
  it('finds the contracts and the routes', () => {
    expect(declared.length).toBeGreaterThanOrEqual(78);
    expect(registered).toContain('GET /api/cars/:id');
    expect(registered).toContain('GET /api/export/debt-statement');
    expect(registered).toContain('GET /api/docs/json');
  });

  it('declares every endpoint once, under /api', () => {
    const keys = declared.map((e) => `${e.method} ${e.path}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    for (const e of declared) expect(e.path, e.name).toMatch(/^\/[a-z]/);
  });

  it('declares every route the app registers, but for the docs and the web app', () => {
    const contract = new Set(declared.map((e) => `${e.method} /api${e.path}`));
    const routes = registered.filter((route) => !route.startsWith('HEAD '));
    const undeclared = routes.filter(
      (route) => !contract.has(route) && !NOT_API.some((re) => re.test(route.split(' ')[1]!)),
    );
    expect(undeclared).toEqual([]);
    // Fastify answers HEAD beside a GET; no HEAD route of its own.
    const heads = registered.filter((route) => route.startsWith('HEAD '));
    for (const head of heads) expect(registered).toContain(head.replace('HEAD', 'GET'));
  });

  it('registers every endpoint the contract declares', () => {
    const routes = new Set(registered);
    const missing = declared
      .filter((e) => !routes.has(`${e.method} /api${e.path}`))
      .map((e) => `${e.name} (${e.method} ${e.path})`);
    expect(missing).toEqual([]);
  });
});
