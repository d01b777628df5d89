import type { Branch } from '@depot/shared/branches/branches.schema';
import { branchesApi } from '@depot/shared/branches/branches.contract';
import { usersApi } from '@depot/shared/users/users.contract';
import { apiEndpoint, PASSWORD, signInApi, unique, type SignedIn } from './api';
import { runExclusively } from './exclusive';

/** The second branch the journeys of the road between branches use. */
export const CAN_THO = { code: 'CT', name: 'Chi nhánh Cần Thơ' };

/**
 * Branch CT, found by its code, else added. Adding the depot's second branch changes every
 * screen of every journey (the header's switch, the branch columns), so it is added in an
 * exclusive turn, then looked for again in case another journey made it meanwhile (codes are
 * unique). Used by id from here on: branches.spec.ts may rename an earlier CT as it starts.
 */
export async function branchCanTho(token: string): Promise<Branch> {
  const find = async () =>
    (await apiEndpoint(token, branchesApi.list)).find((b) => b.code === CAN_THO.code);
  return (
    (await find()) ??
    runExclusively(
      async () =>
        (await find()) ??
        apiEndpoint(token, branchesApi.create, {
          body: { ...CAN_THO, address: '', phone: '', province_ids: [] },
        }),
    )
  );
}

/**
 * A branch no other journey acts for, whose books (its cash drawer) only this journey writes.
 * CT is made first, so that this one is never the depot's second branch (see branchCanTho).
 */
export async function branchOfItsOwn(token: string, name: string): Promise<Branch> {
  await branchCanTho(token);
  const letters = 'ABDEGHKLMNPQRSUVXY';
  const code = Array.from({ length: 4 }, () => letters[Math.floor(Math.random() * 18)]).join('');
  return apiEndpoint(token, branchesApi.create, {
    body: { code, name: unique(`${name} `), address: '', phone: '', province_ids: [] },
  });
}

/** A staff member of a branch, signed in: acts for it only, as the server's branch scope gives it. */
export async function staffOfBranch(
  owner: SignedIn,
  branchId: number,
  fullname: string,
  role: 'staff' | 'admin' = 'staff',
): Promise<SignedIn> {
  const username = unique('br_');
  await apiEndpoint(owner.token, usersApi.create, {
    body: {
      username,
      password: PASSWORD,
      email: `${username}@chanhxe.vn`,
      fullname,
      role,
      branch_id: branchId,
    },
  });
  return signInApi(username, PASSWORD);
}
