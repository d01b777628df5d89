import { exportsApi } from '@depot/shared/exports/exports.contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vi as texts } from '../i18n/vi';
import { ExportButton } from './export-button';

const t = texts.exports;
let downloads: string[];

beforeEach(() => {
  downloads = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      downloads.push(String(input));
      return Promise.resolve(
        new Response(new Uint8Array([80, 75, 3, 4]), {
          headers: { 'Content-Disposition': 'attachment; filename="hang-hoa.xlsx"' },
        }),
      );
    }),
  );
  // jsdom has no object URLs; the save itself is the browser's.
  URL.createObjectURL = () => 'blob:x';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => vi.unstubAllGlobals());

function renderButton(rows: number) {
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <ExportButton
          endpoint={exportsApi.products}
          query={{ status: 'false', location: undefined }}
          countRows={() => Promise.resolve(rows)}
        />
      </App>
    </ConfigProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: new RegExp(t.excel) }));
}

describe('Xuất Excel', () => {
  it('exports at once when the rows are few', async () => {
    renderButton(1_200);
    await waitFor(() => expect(downloads).toEqual(['/api/export/products?status=false']));
    expect(screen.queryByText(t.largeTitle)).toBeNull();
  });

  it('says how many rows and asks first above 50 000; Hủy exports nothing', async () => {
    renderButton(500_000);
    expect(await screen.findByText(t.large('500.000'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.largeCancel }));
    // Nothing sent, now or a moment later.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(downloads).toEqual([]);
  });

  it('exports once the clerk says Vẫn xuất', async () => {
    renderButton(60_000);
    fireEvent.click(await screen.findByRole('button', { name: t.largeOk }));
    await waitFor(() => expect(downloads).toHaveLength(1));
  });
});
