import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';
import { useToast } from './toast';
import { useConfirmDelete } from './use-confirm-delete';

type DeleteWithToastOptions<T> = {
  /** The feature's delete mutation; it resolves to the server's message. */
  mutation: { mutateAsync: (id: number) => Promise<string> };
  /** The question in the dialog, naming the row. */
  question: (row: T) => ReactNode;
  /** Where the list goes after a delete: its first page. */
  backToFirstPage: () => void;
};

/**
 * Delete from a list as every list does: 'Xác nhận xóa' → the request → a green toast with the
 * server's message and back to page 1 (spec 1 §4: the list starts again and reloads), or a red
 * toast with the error (spec 1 §8 reports list errors in an alert: the red toast is this app's
 * alert). Render `dialog` once on the page.
 */
export function useDeleteWithToast<T extends { id: number }>({
  mutation,
  question,
  backToFirstPage,
}: DeleteWithToastOptions<T>): { onDelete: (row: T) => void; dialog: ReactNode } {
  const toast = useToast();
  const { confirm, dialog } = useConfirmDelete();

  const onDelete = (row: T) => {
    confirm({
      content: question(row),
      onConfirm: () =>
        mutation.mutateAsync(row.id).then(
          (message) => {
            toast.success(message);
            backToFirstPage();
          },
          (error: unknown) => toast.error(errorMessage(error)),
        ),
    });
  };

  return { onDelete, dialog };
}
