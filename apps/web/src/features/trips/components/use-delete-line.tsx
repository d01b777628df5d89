import type { TransportLine } from '@depot/shared/trips/trips-replies.schema';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { ApiError } from '../../../lib/api-client';
import { useDeleteTransportLine } from '../api/delete-transport-line';
import { useArchiveConfirm } from './archive-confirm-dialog';

const t = vi.statements;

/**
 * Xóa of one goods line (spec 2 §2.3, §8): 'Xác nhận xóa' says the goods leave the statement but
 * stay in the goods list; the server's message on success, 'Có lỗi xảy ra trong quá trình xóa:'
 * and its reason on a refusal, and the plain text when the server could not be reached.
 */
export function useDeleteLine() {
  const toast = useToast();
  const mutation = useDeleteTransportLine();
  const { ask, dialog } = useArchiveConfirm();

  const onDelete = (line: TransportLine) =>
    ask({
      content: t.deleteLineQuestion(line.product.name),
      onConfirm: () =>
        mutation
          .mutateAsync(line)
          .then(toast.success, (error: unknown) =>
            toast.error(
              error instanceof ApiError && error.status !== 0
                ? t.lineDeleteFailed(error.message)
                : t.lineDeleteException,
            ),
          ),
    });

  return { onDelete, dialog };
}
