import { districts, provinces, wards } from './schema/index';

/**
 * The columns of an administrative unit as every reply carries it, `{id, name, type}`, for the
 * queries of any module that joins an address (customers, goods, statements, locations).
 */
export const provinceColumns = { id: provinces.id, name: provinces.name, type: provinces.type };
export const districtColumns = { id: districts.id, name: districts.name, type: districts.type };
export const wardColumns = { id: wards.id, name: wards.name, type: wards.type };

/** The three units of an address, nested as Drizzle selects them. */
export const addressColumns = {
  province: provinceColumns,
  district: districtColumns,
  ward: wardColumns,
};
