import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button, ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { vi as texts } from '../i18n/vi';
import { OverloadConfirmDialog } from './overload-confirm-dialog';
import { useConfirmDelete } from './use-confirm-delete';

// docs/decisions/0017-scanners-and-offline.md: a handheld scanner types a code and Enter at any moment; the Enter of a
// code read while a risky confirmation is open cancels it, never confirms it.
const load = {
  car_id: 9,
  number_car: '51C-123.45',
  driver_name: 'Trần Văn Tài',
  datetime_from: '2026-11-26',
  capacity: 2500,
  loaded_weight: 2490,
  count: 3,
  remaining: 10,
};

const inApp = (node: React.ReactNode) =>
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>{node}</App>
    </ConfigProvider>,
  );

describe('confirmations a scanner can reach', () => {
  it('the pickup’s overload question holds the focus on Hủy: a scanner’s Enter never loads', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const user = userEvent.setup();
    inApp(
      <OverloadConfirmDialog
        overload={{ load, adding: 40, message: 'Xe vượt tải trọng' }}
        pending={false}
        question="Vẫn lên hàng?"
        okText="Vẫn lên hàng"
        cancelText="Hủy"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const cancel = await screen.findByRole('button', { name: 'Hủy' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await user.keyboard('2611-0042{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalled();
  });

  it('a delete confirmation cancels on Enter', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const user = userEvent.setup();
    function Page() {
      const { confirm, dialog } = useConfirmDelete();
      return (
        <>
          <Button onClick={() => confirm({ content: 'Xóa?', onConfirm })}>Xóa</Button>
          {dialog}
        </>
      );
    }
    inApp(<Page />);
    await user.click(screen.getByRole('button', { name: 'Xóa' }));
    const cancel = await screen.findByRole('button', { name: texts.confirmDelete.cancel });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
