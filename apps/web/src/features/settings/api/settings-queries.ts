import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '@depot/shared/settings/settings.schema';
import { apiRequest } from '../../../lib/api-client';

/** The one key of the depot's settings: the settings screen and every print view read it. */
export const SETTINGS_KEY = ['settings'] as const;

/** GET /settings → the saved settings, or the placeholders of a fresh install. */
export async function getSettings(signal?: AbortSignal): Promise<Settings> {
  const reply = await apiRequest<Settings>('GET', '/settings', { signal });
  return reply.data;
}

export const settingsQuery = () =>
  queryOptions({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => getSettings(signal) });

/** The depot's settings (any signed-in user may read them). */
export function useSettings() {
  return useQuery(settingsQuery());
}
