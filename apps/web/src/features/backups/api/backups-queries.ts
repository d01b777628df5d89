import { backupsApi } from '@depot/shared/backups/backups.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, downloadApi } from '../../../lib/api-call';
import { saveDownload } from '../../../lib/api-download';
import { refreshAfter } from '../../../lib/refresh-map';

/** The list and the warning read the same reply: one key, one request. */
export const BACKUPS_KEY = ['backups'] as const;

const RUNNING_POLL_MS = 5000;
const FIRST_BASE_POLL_MS = 5000;

/** GET /backups (admins): the files, newest first, and whether admins must be warned. */
export function useBackups({ enabled = true, poll = false } = {}) {
  return useQuery({
    queryKey: BACKUPS_KEY,
    queryFn: async ({ signal }) => (await callApi(backupsApi.list, { signal })).data,
    enabled,
    // The warning on every screen looks again now and then: a failed nightly run shows by morning.
    // While a backup runs elsewhere, every few seconds: Sao lưu ngay opens again once it is done.
    refetchInterval: (query) =>
      query.state.data?.running ? RUNNING_POLL_MS : poll ? 10 * 60_000 : false,
  });
}

/** POST /backups: one backup now; the list (and the warning) then read the new state. */
export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const reply = await callApi(backupsApi.create, { timeoutMs: 10 * 60_000 });
      return { message: reply.message, backup: reply.data };
    },
    onSettled: () => refreshAfter(queryClient, 'backupMade'),
  });
}

/** GET /backups/:name/download, saved under its own name. */
export async function downloadBackup(name: string): Promise<void> {
  saveDownload(await downloadApi(backupsApi.download, { params: { name } }));
}

/** GET /backups/:name/check: the file read whole and checked, and what it holds. */
export function useBackupCheck(name: string | undefined) {
  return useQuery({
    queryKey: [...BACKUPS_KEY, 'check', name],
    queryFn: async ({ signal }) =>
      (await callApi(backupsApi.check, { params: { name: name! }, signal, timeoutMs: 5 * 60_000 }))
        .data,
    enabled: name !== undefined,
    // A file never changes under its name; read again only when the dialog opens again.
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /backups/:name/restore (the owner): long; everyone, the owner too, signs in again. */
export function useRestoreBackup() {
  return useMutation({
    mutationFn: async ({ name, confirm }: { name: string; confirm: string }) => {
      const reply = await callApi(backupsApi.restore, {
        params: { name },
        body: { confirm },
        timeoutMs: 60 * 60_000,
      });
      return { message: reply.message, result: reply.data };
    },
  });
}

/** GET /backups/status (the owner's card): the write-ahead log's archiving, for a restore to a minute. */
export function useBackupStatus({ enabled = true } = {}) {
  return useQuery({
    queryKey: [...BACKUPS_KEY, 'status'],
    queryFn: async ({ signal }) => (await callApi(backupsApi.status, { signal })).data,
    enabled,
    // Read when the screen opens, and on a timer only while the first base backup is being made
    // (a new depot's first minutes): after a restore every session is gone, and a poll's 401
    // would take the owner to sign-in before the summary of what was restored is read.
    refetchInterval: (query) => {
      const wal = query.state.data?.wal;
      return wal?.archiving && !wal.earliest_restore_point ? FIRST_BASE_POLL_MS : false;
    },
  });
}

/**
 * POST /backups/restore-to (the owner): the data as it was at a minute of the depot's clock
 * (`at`, ISO); as long as a restore of a file, and everyone signs in again after it.
 */
export function useRestoreTo() {
  return useMutation({
    mutationFn: async (body: { at: string; confirm: string }) => {
      const reply = await callApi(backupsApi.restoreTo, { body, timeoutMs: 60 * 60_000 });
      return { message: reply.message, result: reply.data };
    },
  });
}

/** POST /backups/upload (the owner): a backup file sent as it is, checked by the server. */
export function useUploadBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const reply = await callApi(backupsApi.upload, { rawBody: file, timeoutMs: 60 * 60_000 });
      return { message: reply.message, backup: reply.data };
    },
    onSettled: () => refreshAfter(queryClient, 'backupMade'),
  });
}

/** DELETE /backups/set-aside/:name (the owner): a database an earlier restore set aside. */
export function useDropSetAside() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const reply = await callApi(backupsApi.dropSetAside, { params: { name } });
      return { message: reply.message };
    },
    onSettled: () => refreshAfter(queryClient, 'backupMade'),
  });
}
