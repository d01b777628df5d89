import { endpointPath } from '@depot/shared/api/contract';
import { BODY_NOT_OBJECT } from '@depot/shared/validation/json-body';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers, payments, products } from '../src/db/schema/index';
import { declaredEndpoints, type Declared } from './declared-endpoints';
import { createTestApp, type SignedInTestApp } from './test-app';

// A JSON body that is not an object answered 500 on the customer routes (the address rule read
// a field of null). Every route that takes a body refuses one with a 400 in Vietnamese
// (refuseNonObjectBody in lib/contract-route.ts), before any rule or handler runs.

/** JSON texts that parse to something other than an object of fields. */
const NOT_OBJECTS = ['null', '[]', '[{"full_name":"A"}]', '0', '42', '"văn bản"', 'true', 'false'];

let t: SignedInTestApp;
let withBody: Declared[];
beforeAll(async () => {
  // A superadmin passes every route's roles, so the body is what each request is judged on.
  t = await createTestApp({ signedIn: 'superadmin' });
  // The backups' routes exist only on an app given a backups folder (backups-api.test.ts); the
  // refusal is the same code for every route (lib/contract-route.ts).
  withBody = (await declaredEndpoints()).filter(
    (e) => e.body !== undefined && t.app.hasRoute({ method: e.method, url: `/api${e.path}` }),
  );
});
afterAll(() => t.close());

/** The rows a write would leave, to show that none of these requests wrote anything. */
async function rowCounts() {
  const of = async (
    table: typeof auditLog | typeof customers | typeof payments | typeof products,
  ) => (await t.db.select({ n: count() }).from(table))[0]!.n;
  return {
    audit: await of(auditLog),
    customers: await of(customers),
    payments: await of(payments),
    products: await of(products),
  };
}

/** Sends the raw JSON text to the endpoint, its path parameters filled with 1. */
async function send(endpoint: Declared, json: string) {
  const params = Object.fromEntries(
    [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => [name!, 1]),
  );
  const res = await t.app.inject({
    method: endpoint.method,
    url: `/api${endpointPath(endpoint.path, params)}`,
    headers: { authorization: `Bearer ${t.token}`, 'content-type': 'application/json' },
    payload: json,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('a JSON body that is not an object', () => {
  it('finds the routes that take a body, the customer ones among them', () => {
    expect(withBody.length).toBeGreaterThanOrEqual(20);
    const keys = withBody.map((e) => `${e.method} ${e.path}`);
    expect(keys).toEqual(expect.arrayContaining(['POST /customers', 'PUT /customers/:id']));
  });

  it('answers 400 with the Vietnamese message on every such route, and writes nothing', async () => {
    const before = await rowCounts();
    const wrong: string[] = [];
    for (const endpoint of withBody) {
      for (const json of NOT_OBJECTS) {
        const { status, body } = await send(endpoint, json);
        const expected = { status: false, message: BODY_NOT_OBJECT, data: null };
        if (status !== 400 || JSON.stringify(body) !== JSON.stringify(expected)) {
          wrong.push(`${endpoint.name} ${json}: ${status} ${JSON.stringify(body)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });

  it('still takes an object, and a delete without a body', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { authorization: `Bearer ${t.token}` },
      payload: {},
    });
    // An empty object reaches the customer's rules, which name the missing fields.
    expect(created.statusCode).toBe(400);
    expect(created.json().message).not.toBe(BODY_NOT_OBJECT);
    expect(created.json().errors).toHaveProperty('full_name');

    const archived = await t.app.inject({
      method: 'DELETE',
      url: '/api/transport/999999',
      headers: { authorization: `Bearer ${t.token}` },
    });
    expect(archived.statusCode).toBe(404);
  });
});
