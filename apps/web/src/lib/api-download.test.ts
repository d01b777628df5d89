import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@depot/shared/users/users.schema';
import { vi as texts } from '../i18n/vi';
import { ApiError } from './api-client';
import { apiDownload, filenameOf } from './api-download';
import { chooseBranch } from './branch-choice';
import { redirectToLogin } from './redirect';
import { saveSession } from './session';

vi.mock('./redirect', () => ({ redirectToLogin: vi.fn() }));

const user: User = {
  id: 1,
  username: 'staff1',
  email: 's@b.vn',
  fullname: 'Nhân viên',
  role: 'staff',
  branch_id: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

/** A streamed body: the chunks arrive one by one, then (optionally) the stream breaks. */
function streamOf(chunks: Uint8Array[], breakAtEnd = false) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      if (breakAtEnd) controller.error(new Error('reset'));
      else controller.close();
    },
  });
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const disposition = `attachment; filename="cong-no-25-11-2026.xlsx"; filename*=UTF-8''c%C3%B4ng-n%E1%BB%A3-25-11-2026.xlsx`;

beforeEach(() => saveSession('token-1', user));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(redirectToLogin).mockClear();
});

describe('apiDownload', () => {
  it('reports the bytes received as each part arrives and names the file as the server does', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(streamOf([new Uint8Array(1000), new Uint8Array(2500), new Uint8Array(500)]), {
          status: 200,
          headers: { 'content-type': XLSX, 'content-disposition': disposition },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const progress: number[] = [];
    const file = await apiDownload('/export/debt', {
      query: { full_name: 'an' },
      onProgress: (bytes) => progress.push(bytes),
    });
    expect(progress).toEqual([1000, 3500, 4000]);
    expect(file.filename).toBe('công-nợ-25-11-2026.xlsx');
    expect(file.blob.size).toBe(4000);
    expect(file.blob.type).toBe(XLSX);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/export/debt?full_name=an');
    expect(init.headers).toEqual({ Authorization: 'Bearer token-1' });
  });

  it('says the file broke off when the stream fails after it began', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(streamOf([new Uint8Array(10)], true), { status: 200 })),
    );
    const error = await apiDownload('/export/products').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(texts.exports.broken);
  });

  it("answers a refused export with the server's message, and 401 signs out", async () => {
    const refused = { status: false, message: 'Khoảng ngày không hợp lệ', data: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(refused), { status: 400 })),
    );
    const error = (await apiDownload('/export/statistics').catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.message]).toEqual([400, 'Khoảng ngày không hợp lệ']);

    const expired = { status: false, message: 'Phiên đăng nhập đã hết hạn', data: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(expired), { status: 401 })),
    );
    await apiDownload('/export/debt').catch(() => undefined);
    expect(redirectToLogin).toHaveBeenCalled();
  });

  it('exports the branch chosen in the header, as the screen shows it (X-Branch-Id)', async () => {
    chooseBranch(2);
    const fetch = vi.fn(async () => new Response(streamOf([new Uint8Array(10)]), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await apiDownload('/export/debt');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toEqual({ Authorization: 'Bearer token-1', 'X-Branch-Id': '2' });
  });

  it('reads the plain file name when there is no UTF-8 one', () => {
    expect(filenameOf('attachment; filename="bang-ke.xlsx"', 'x')).toBe('bang-ke.xlsx');
    expect(filenameOf(null, 'tai-xuong')).toBe('tai-xuong');
  });
});
