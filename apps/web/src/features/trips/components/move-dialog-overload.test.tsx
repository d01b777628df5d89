import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vi as texts } from '../../../i18n/vi';
import { MoveDialog } from './move-dialog';

// docs/decisions/0014-one-owner-per-table.md: a move past the target vehicle's capacity is refused until the clerk confirms it.
const car = {
  id: 9,
  number_car: '60C-100.01',
  driver_name: 'Lê Văn Tài',
  total_weight: 1000,
  created_at: '2026-10-01T00:00:00.000Z',
  updated_at: '2026-10-01T00:00:00.000Z',
};
const OVERLOAD_MESSAGE =
  'Xe 60C-100.01 ngày 12-10-2026 quá tải: đang chở 700 kg, thêm 400 kg thành 1.100 kg, vượt tải trọng 1.000 kg';
const overload = {
  reason: 'overload',
  products: [],
  load: {
    car_id: 9,
    number_car: '60C-100.01',
    driver_name: 'Lê Văn Tài',
    datetime_from: '2026-10-12',
    capacity: 1000,
    loaded_weight: 700,
    count: 3,
    remaining: 300,
  },
  adding_weight: 400,
};

type Answer = { status: number; message: string; data: unknown };
let moves: Record<string, unknown>[];
/** What the server answers each POST /transport/move, in turn; a promise answers when the test says. */
let answers: (Answer | Promise<Answer>)[];

const reply = (status: number, message: string, data: unknown) =>
  new Response(JSON.stringify({ status: status < 400, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  if (init?.method === 'POST' && url.startsWith('/api/transport/move')) {
    moves.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    return Promise.resolve(answers.shift()!).then((a) => reply(a.status, a.message, a.data));
  }
  if (url.startsWith('/api/cars')) {
    return Promise.resolve(
      reply(200, '', { rows: [car], total: 1, paginate: { paged: 1, limit: 1000, last_page: 1 } }),
    );
  }
  return Promise.resolve(reply(404, 'Không tìm thấy', null));
}

beforeEach(() => {
  moves = [];
  answers = [];
  vi.stubGlobal('fetch', vi.fn(fakeServer));
});
afterEach(() => vi.unstubAllGlobals());

/** Opens the dialog for goods 4 and 5 on 2026-10-10, picks the car and presses Xác nhận. */
async function moveOntoCar() {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      {/* No motion: jsdom never ends an animation, so a closed dialog would stay in the page. */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <MoveDialog open products={[4, 5]} date="2026-10-10" onClose={onClose} />
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: texts.statements.moveTitle(2) });
  const select = within(dialog).getByRole('combobox');
  await waitFor(() => expect(select.closest('.ant-select-loading')).toBeNull());
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByTitle('60C-100.01 — 1,0 tấn'));
  const ok = within(dialog).getByRole('button', { name: texts.statements.confirmOk });
  await waitFor(() => expect(ok).toHaveProperty('disabled', false));
  fireEvent.click(ok);
  return { dialog, ok, onClose };
}

/**
 * The overload confirmation, found by its button: under test antd gives every dialog title the
 * same id ('test-id'), so both dialogs are named by the first one's title.
 */
async function overloadDialog(): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: texts.statements.moveOverloadConfirm });
  const dialog = button.closest<HTMLElement>('[role="dialog"]')!;
  expect(dialog.textContent).toContain(texts.carLoad.overloadTitle);
  return dialog;
}

const isOverloadOpen = () =>
  screen.queryByRole('button', { name: texts.statements.moveOverloadConfirm }) !== null;

const sent = { products: [4, 5], car_id: 9, datetime_from: '2026-10-10' };

describe('the move dialog past the capacity', () => {
  it('shows the overload with its figures, and confirming sends the same move again', async () => {
    answers.push({ status: 409, message: OVERLOAD_MESSAGE, data: overload });
    let answerConfirmed!: (answer: Answer) => void;
    answers.push(new Promise<Answer>((resolve) => (answerConfirmed = resolve)));
    const { ok, onClose } = await moveOntoCar();

    const confirm = await overloadDialog();
    expect(confirm.textContent).toContain(OVERLOAD_MESSAGE);
    expect(confirm.textContent).toContain('700 kg');
    expect(confirm.textContent).toContain('400 kg');
    expect(confirm.textContent).toContain('1.000 kg');
    expect(confirm.textContent).toContain(texts.carLoad.overloadedBy('100 kg'));
    expect(moves).toEqual([sent]);

    const again = within(confirm).getByRole('button', {
      name: texts.statements.moveOverloadConfirm,
    });
    fireEvent.click(again);
    fireEvent.click(again);
    // While the confirmed move runs: one request, every button busy or off.
    await waitFor(() => expect(again.className).toContain('ant-btn-loading'));
    expect(ok.className).toContain('ant-btn-loading');
    expect(
      within(confirm).getByRole('button', { name: texts.statements.confirmCancel }),
    ).toHaveProperty('disabled', true);
    answerConfirmed({
      status: 200,
      message: 'Chuyển hàng thành công',
      data: { trip_id: 3, moved: 2 },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(moves).toEqual([sent, { ...sent, confirm_overload: true }]);
    expect(await screen.findByText('Chuyển hàng thành công')).toBeTruthy();
  });

  it('sends nothing more when the overload is cancelled, and keeps the move dialog as it was', async () => {
    answers.push({ status: 409, message: OVERLOAD_MESSAGE, data: overload });
    const { dialog, ok, onClose } = await moveOntoCar();

    const confirm = await overloadDialog();
    fireEvent.click(within(confirm).getByRole('button', { name: texts.statements.confirmCancel }));
    await waitFor(() => expect(isOverloadOpen()).toBe(false));
    expect(moves).toEqual([sent]);
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByTitle('60C-100.01 — 1,0 tấn')).toBeTruthy();
    expect(ok).toHaveProperty('disabled', false);
  });

  it('keeps a refusal for goods no longer loaded as a message, with nothing to confirm', async () => {
    const notLoaded = 'Hàng không còn trên xe: 2611-0004 Tủ lạnh';
    answers.push({
      status: 409,
      message: notLoaded,
      data: { products: [{ id: 4, code: '2611-0004', name: 'Tủ lạnh' }] },
    });
    const { onClose } = await moveOntoCar();

    expect(await screen.findByText(notLoaded)).toBeTruthy();
    expect(isOverloadOpen()).toBe(false);
    expect(moves).toEqual([sent]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
