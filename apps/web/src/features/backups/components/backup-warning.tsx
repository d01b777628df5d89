import type { BackupList } from '@depot/shared/backups/backups.schema';
import { canManageAccounts } from '@depot/shared/users/users.schema';
import { formatDepotDateTime } from '@depot/shared/text/depot-date-time';
import { useDepotTimeZone } from '../../../lib/depot-zone';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { vi } from '../../../i18n/vi';
import { useSession } from '../../../lib/session';
import { useBackups } from '../api/backups-queries';

const t = vi.backups;

/** Why admins are warned, or null: the last attempt failed, or no good backup for 26 hours. */
export function backupWarningOf(
  state: BackupList,
  zone?: string,
): { title: string; detail?: string } | null {
  if (!state.warning) return null;
  if (state.last_failed_at && (!state.last_good_at || state.last_failed_at > state.last_good_at)) {
    return {
      title: `${t.warningFailed} (${formatDepotDateTime(state.last_failed_at, zone)})`,
      detail: state.last_error ?? undefined,
    };
  }
  if (!state.last_good_at) return { title: t.warningNone };
  return {
    title: t.warningStale,
    detail: `${t.lastGood}: ${formatDepotDateTime(state.last_good_at, zone)}`,
  };
}

/** Why admins are warned about the second copy, or null: none is set, or it cannot be written. */
export function copyWarningOf(state: BackupList): { title: string; detail?: string } | null {
  if (!state.copy_warning) return null;
  const second = state.storage.second;
  if (!second) return { title: t.copyNone, detail: t.copyNoneDetail };
  return { title: `${t.copyFailed}: ${second.dir}`, detail: second.error ?? undefined };
}

/**
 * The warnings themselves, on the backups screen and above every screen: no good backup (an
 * alert), no second copy (a note: the depot works, but a lost disk would take the backups too).
 */
export function BackupStateAlert({ state, withLink }: { state: BackupList; withLink: boolean }) {
  const warning = backupWarningOf(state, useDepotTimeZone());
  const copy = copyWarningOf(state);
  const open = withLink ? <Link to="/sao-luu">{t.warningOpen}</Link> : undefined;
  return (
    <>
      {warning && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={warning.title}
          description={warning.detail}
          action={open}
          style={{ marginBottom: 16 }}
        />
      )}
      {copy && (
        <Alert
          type="warning"
          showIcon
          role="note"
          aria-label={copy.title}
          title={copy.title}
          description={copy.detail}
          action={open}
          style={{ marginBottom: 16 }}
        />
      )}
    </>
  );
}

/**
 * Above every screen, for admins only: the data of the whole depot is at risk until a backup
 * succeeds again (docs/decisions/0011-backups.md). Others never ask (the list is the admins').
 */
export function BackupWarning() {
  const { user } = useSession();
  const admin = canManageAccounts(user?.role);
  const backups = useBackups({ enabled: admin, poll: true });
  if (!admin || !backups.data) return null;
  return <BackupStateAlert state={backups.data} withLink />;
}
