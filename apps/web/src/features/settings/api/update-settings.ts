import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings, SettingsBody } from '@depot/shared/settings/settings.schema';
import { apiRequest } from '../../../lib/api-client';
import { SETTINGS_KEY } from './settings-queries';

export type SettingsSaved = { message: string; settings: Settings };

/** PUT /settings (admin, superadmin) → the server's message and the stored settings. */
export async function updateSettings(body: SettingsBody): Promise<SettingsSaved> {
  const reply = await apiRequest<Settings>('PUT', '/settings', { body });
  return { message: reply.message, settings: reply.data };
}

/** Every reader of the settings (print views too) gets the saved ones without asking again. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: ({ settings }) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}
