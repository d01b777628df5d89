import type { Settings, SettingsBody } from '@depot/shared/settings/settings.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsApi } from '@depot/shared/settings/settings.contract';
import { callApi } from './api-call';

/** The depot's settings: the settings screen and every print view read this one query. */
export const SETTINGS_KEY = ['settings'] as const;

export async function getSettings(signal?: AbortSignal): Promise<Settings> {
  return (await callApi(settingsApi.get, { signal })).data;
}

/** The settings change rarely: read once a minute at most. */
export function useSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => getSettings(signal),
    staleTime: 60_000,
  });
}

/** What a save answers: the server's message (`Đã lưu cài đặt`) and the stored settings. */
export type SettingsSaved = { message: string; settings: Settings };

/** PUT /settings; the saved values replace the cached ones at once. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SettingsBody): Promise<SettingsSaved> => {
      const reply = await callApi(settingsApi.update, { body });
      return { message: reply.message, settings: reply.data };
    },
    onSuccess: ({ settings }) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}
