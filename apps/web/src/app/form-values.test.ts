import { describe, expect, expectTypeOf, it } from 'vitest';
import { carBodySchema } from '@depot/shared/cars/cars.schema';
import { customerBodySchema } from '@depot/shared/customers/customers.schema';
import { specificationBodySchema } from '@depot/shared/specifications/specifications.schema';
import { userCreateSchema, type Role } from '@depot/shared/users/users.schema';
import { CAR_FORM_FIELDS, type CarFormValues } from '../features/cars/components/car-form';
import {
  CUSTOMER_FORM_FIELDS,
  type CustomerFormValues,
} from '../features/customers/components/customer-form';
import {
  SPECIFICATION_FORM_FIELDS,
  type SpecificationFormValues,
} from '../features/specifications/components/specification-form';
import { USER_FORM_FIELDS, type UserFormValues } from '../features/users/components/user-form';

const sorted = (keys: readonly string[]) => [...keys].sort();

describe('form values derived from the shared body schemas', () => {
  // Here in app/, which composes the features. The type checks run in `npm run typecheck` (tsc reads this file); vitest runs the rest.
  it('hold what a form field holds: text, a number or nothing; never the schemas’ unknown input', () => {
    expectTypeOf<CarFormValues>().toEqualTypeOf<{
      number_car?: string;
      driver_name?: string;
      total_weight?: number;
    }>();
    expectTypeOf<SpecificationFormValues>().toEqualTypeOf<{ name?: string }>();
    expectTypeOf<UserFormValues>().toEqualTypeOf<{
      username?: string;
      password?: string;
      email?: string;
      fullname?: string;
      role?: Role;
      branch_id?: number | null;
    }>();
    expectTypeOf<CustomerFormValues['province_id']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<CustomerFormValues['phone']>().toEqualTypeOf<string | undefined>();
    // An emptied money input holds null; the page sends it as 0.
    expectTypeOf<CustomerFormValues['debt']>().toEqualTypeOf<number | null | undefined>();
  });

  it('name every field of the schema where the server’s field errors are shown', () => {
    expect(sorted(CAR_FORM_FIELDS)).toEqual(sorted(Object.keys(carBodySchema.shape)));
    expect(sorted(SPECIFICATION_FORM_FIELDS)).toEqual(
      sorted(Object.keys(specificationBodySchema.shape)),
    );
    expect(sorted(CUSTOMER_FORM_FIELDS)).toEqual(sorted(Object.keys(customerBodySchema.shape)));
    expect(sorted(USER_FORM_FIELDS)).toEqual(sorted(Object.keys(userCreateSchema.shape)));
  });
});
