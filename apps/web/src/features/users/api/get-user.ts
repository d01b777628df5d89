import { useQuery } from '@tanstack/react-query';
import { userQueries } from './user-queries';

export function useUser(id: string) {
  return useQuery(userQueries.detail(id));
}
