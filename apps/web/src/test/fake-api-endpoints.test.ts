import { afterEach, describe, expect, it, vi } from 'vitest';
import { carsApi } from '@depot/shared/cars/cars.contract';
import { productsApi } from '@depot/shared/products/products.contract';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { on, refused, said, stubEndpoints } from './fake-api-endpoints';

// The component tests' fake API (fake-api-endpoints.ts) answers as the server does.
const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as unknown,
});
const counted = { count: 2, quantity: 3, total_weight: 4, amount: 5 };

afterEach(() => vi.unstubAllGlobals());

describe('the fake API of the component tests', () => {
  it('routes a literal path before a parameter, and reads the parameters', async () => {
    const api = stubEndpoints([
      on(tripsApi.arrival, ({ params }) => refused(403, `chuyến ${params.id}`)),
      on(productsApi.remove, ({ params }) => said(`Đã xóa ${params.id}`, null)),
      on(productsApi.count, () => counted),
    ]);
    expect(await json(await fetch('/api/products/count?name=a'))).toEqual({
      status: 200,
      body: { status: true, message: 'Thành công', data: counted },
    });
    expect(await json(await fetch('/api/products/84', { method: 'DELETE' }))).toEqual({
      status: 200,
      body: { status: true, message: 'Đã xóa 84', data: null },
    });
    expect(await json(await fetch('/api/trips/31/arrival'))).toEqual({
      status: 403,
      body: { status: false, message: 'chuyến 31', data: null },
    });
    expect((await fetch('/api/products/84')).status).toBe(404);
    expect(api.queries(productsApi.count)).toEqual([{ name: 'a' }]);
    // GET /products/count went to its own route, not to GET /products/:id.
    expect(api.requests(productsApi.get).map((request) => request.path)).toEqual([
      '/api/products/84',
    ]);
    expect(api.requests(productsApi.remove, { id: 84 })[0]!.params).toEqual({ id: '84' });
  });

  it('answers a refusal with the messages of its fields, and lists every request', async () => {
    const api = stubEndpoints([
      on(carsApi.create, () =>
        refused(400, 'Dữ liệu không hợp lệ', { number_car: 'Biển số xe không hợp lệ' }),
      ),
    ]);
    expect(
      await json(await fetch('/api/cars', { method: 'POST', body: '{"number_car":"5"}' })),
    ).toEqual({
      status: 400,
      body: {
        status: false,
        message: 'Dữ liệu không hợp lệ',
        errors: { number_car: 'Biển số xe không hợp lệ' },
        data: null,
      },
    });
    await fetch('/api/cars?paged=2');
    expect(api.bodies(carsApi.create)).toEqual([{ number_car: '5' }]);
    expect(api.all().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/cars',
      'GET /api/cars',
    ]);
  });

  it('answers a promised reply when the test lets it go', async () => {
    let release: (reply: typeof counted) => void = () => undefined;
    const api = stubEndpoints([
      on(productsApi.count, () => new Promise((resolve) => (release = resolve))),
    ]);
    const reply = fetch('/api/products/count');
    await vi.waitFor(() => expect(api.requests(productsApi.count)).toHaveLength(1));
    release(counted);
    expect(await json(await reply)).toMatchObject({ status: 200, body: { data: counted } });
  });

  it('types each reply from the contract (checked by tsc)', () => {
    const routes = [
      // @ts-expect-error a count the contract refuses
      on(productsApi.count, () => ({ ...counted, count: 'hai' })),
      // @ts-expect-error a parameter the path does not have
      on(tripsApi.arrival, ({ params }) => refused(404, params.product_id)),
      // @ts-expect-error a message said over a reply the contract refuses
      on(productsApi.remove, () => said('Đã xóa', { id: 1 })),
      // @ts-expect-error a field error of a field the body does not have
      on(carsApi.create, () => refused(400, 'Sai', { number_plate: 'Sai' })),
      // @ts-expect-error a field error where the endpoint takes no fields
      on(productsApi.remove, () => refused(400, 'Sai', { id: 'Sai' })),
      // Fields of the body, and paths into one, as the server names them.
      on(carsApi.create, () => refused(400, 'Sai', { number_car: 'Sai', 'total_weight.0': 'Sai' })),
      on(carsApi.list, () => refused(400, 'Sai', { paged: 'Trang không hợp lệ' })),
    ];
    expect(routes).toHaveLength(7);
  });
});
