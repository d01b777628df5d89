import { randomUUID } from 'node:crypto';
import { productCode, type CodeParts } from '@depot/shared/products/products.rules';
import { transportsApi } from '@depot/shared/transports/transports.contract';
import { expect } from 'vitest';
import { callEndpoint } from './contract-call';
import type { TestApp } from './test-app';

/**
 * `Nhận hàng xuống` (docs/domain.md, "Branches"): one parcel scanned off its trip's vehicle at
 * the branch it went to, by a person of `token`; the scan's answer.
 */
export async function scanOff(
  t: TestApp,
  token: string,
  trip: { car_id: number; datetime_from: string },
  goods: CodeParts,
) {
  const res = await callEndpoint(t, transportsApi.scan, {
    body: {
      client_id: randomUUID(),
      code: productCode(goods),
      car_id: trip.car_id,
      datetime_from: trip.datetime_from,
      action: 'arrive',
    },
    token,
  });
  expect(res.status, res.message).toBe(200);
  return res.data;
}
