import { apiCall } from './api';

/** Hồ Chí Minh → Quận 1 → Phường Bến Nghé: official codes of the seeded location list. */
export const HCM = { province: 79, quan1: 760, benNghe: 26740, quan3: 770, phuong14: 27127 };
/** Hà Nội → Quận Ba Đình → Phường Phúc Xá. */
export const HA_NOI = { province: 1, baDinh: 1, phucXa: 1 };

export type CustomerRow = { id: number; full_name: string; phone: string; debt: number };

export type NewCustomer = {
  full_name: string;
  phone?: string;
  number_house?: string;
  province_id?: number;
  district_id?: number;
  ward_id?: number;
  debt?: number;
};

/** A phone number nobody else's journey uses: 09 and eight random digits. */
export function randomPhone(): string {
  return `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** Creates a customer through the API (default address: Phường Bến Nghé, Quận 1, HCM). */
export function createCustomerApi(token: string, customer: NewCustomer): Promise<CustomerRow> {
  return apiCall<CustomerRow>(token, 'POST', '/api/customers', {
    phone: randomPhone(),
    number_house: '12 Lê Lợi',
    province_id: HCM.province,
    district_id: HCM.quan1,
    ward_id: HCM.benNghe,
    debt: 0,
    ...customer,
  });
}
