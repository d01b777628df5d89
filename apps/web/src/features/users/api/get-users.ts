import { useQuery } from '@tanstack/react-query';
import { userQueries, type UsersPageQuery } from './user-queries';

export type { UsersPageQuery } from './user-queries';

export function useUsers(query: UsersPageQuery) {
  return useQuery(userQueries.list(query));
}
