import { Alert, DatePicker, Descriptions, Flex, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { isDepotName, type RestoreToResult } from '@depot/shared/backups/backups.schema';
import { formatDepotDateTime } from '@depot/shared/text/depot-date-time';
import { formatNumber } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDepotTimeZone } from '../../../lib/depot-zone';
import { useRestoreTo } from '../api/backups-queries';
import { DepotNameInput, RestoreFrame, useDepotName } from './restore-parts';
import {
  disabledDayOf,
  disabledTimeOf,
  pickedInstant,
  restoreBounds,
  withinBounds,
} from './restore-to-moment';

const t = vi.backups.restoreTo;
const tr = vi.backups.restore;
const FORMAT = 'DD-MM-YYYY HH:mm';
const TIME = { format: 'HH:mm' };

/**
 * The owner restores the data to a minute (docs/decisions/0011-backups.md): a minute of the
 * depot's clock between the earliest restore point and now, the depot's name typed as for a
 * file's restore; the seconds count while the server replays the log; then what the data holds
 * and everyone, the owner too, signs in again. A refusal is said (a field's under it) and
 * changes nothing.
 */
export function RestoreToDialog({ earliest, onClose }: { earliest: string; onClose: () => void }) {
  const zone = useDepotTimeZone();
  const depot = useDepotName();
  const restore = useRestoreTo();
  const [at, setAt] = useState<Dayjs | null>(null);
  const [typed, setTyped] = useState('');
  // "Now" as the picker opens: the last minute it offers moves on while the dialog stays open.
  const [now, setNow] = useState(() => Date.now());
  const bounds = restoreBounds(earliest, now, zone);
  const done = restore.data?.result;
  const fieldErrors = restore.error instanceof ApiError ? restore.error.errors : {};
  // A refusal stays until what it was about is changed.
  const edited = () => {
    if (restore.isError) restore.reset();
  };
  const send = () => {
    const iso = at && pickedInstant(at, zone);
    if (iso) restore.mutate({ at: iso, confirm: typed });
  };

  return (
    <RestoreFrame
      title={t.dialogTitle}
      submitLabel={t.submit}
      pending={restore.isPending}
      done={done !== undefined}
      canSend={!!at && withinBounds(at, bounds) && isDepotName(typed, depot)}
      onSend={send}
      onClose={onClose}
    >
      {done ? (
        <RestoredSummary done={done} zone={zone} />
      ) : (
        <Form layout="vertical" component="div">
          <Form.Item
            label={t.at}
            htmlFor="restore-to-at"
            validateStatus={fieldErrors.at ? 'error' : undefined}
            help={fieldErrors.at}
          >
            <DatePicker
              id="restore-to-at"
              showTime={TIME}
              format={FORMAT}
              // The browser's "now" is not the depot's when the owner is elsewhere.
              showNow={false}
              placeholder={t.atPlaceholder}
              style={{ width: '100%' }}
              value={at}
              defaultPickerValue={bounds.last}
              disabledDate={disabledDayOf(bounds)}
              disabledTime={disabledTimeOf(bounds)}
              disabled={restore.isPending}
              onOpenChange={(open) => {
                if (open) setNow(Date.now());
              }}
              onChange={(value) => {
                setAt(value);
                edited();
              }}
            />
          </Form.Item>
          <Alert
            type="warning"
            showIcon
            // What will happen, read before choosing: not an error to announce.
            role="note"
            title={t.warning(at ? at.format(FORMAT) : undefined)}
            style={{ marginBottom: 16 }}
          />
          {restore.isError && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={errorMessage(restore.error)}
              style={{ marginBottom: 16 }}
            />
          )}
          <Form.Item
            label={t.confirm}
            htmlFor="restore-to-confirm"
            validateStatus={fieldErrors.confirm ? 'error' : undefined}
            help={fieldErrors.confirm}
            style={{ marginBottom: 0 }}
          >
            <DepotNameInput
              id="restore-to-confirm"
              depot={depot}
              value={typed}
              disabled={restore.isPending}
              onChange={(e) => {
                setTyped(e.target.value);
                edited();
              }}
            />
          </Form.Item>
        </Form>
      )}
    </RestoreFrame>
  );
}

/** What the data holds after the restore, and to which minute it went back. */
function RestoredSummary({ done, zone }: { done: RestoreToResult; zone: string }) {
  const at = formatDepotDateTime(done.restored_to, zone);
  return (
    <Flex vertical gap={12}>
      <Alert
        type="success"
        showIcon
        role="status"
        title={t.done(at, formatNumber(done.seconds, 1))}
      />
      <Descriptions
        size="small"
        bordered
        column={1}
        items={[
          { key: 'at', label: t.restoredTo, children: at },
          { key: 'customers', label: tr.customers, children: formatNumber(done.customers) },
          { key: 'goods', label: tr.goods, children: formatNumber(done.goods) },
          { key: 'payments', label: tr.payments, children: formatNumber(done.payments) },
          { key: 'last', label: tr.lastPayment, children: done.last_payment_number ?? tr.none },
          { key: 'safety', label: t.safetyBackup, children: done.safety_backup },
        ]}
      />
    </Flex>
  );
}
