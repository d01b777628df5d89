import { Button, Modal, Typography } from 'antd';
import type { Customer } from '@depot/shared/customers/customers.schema';
import { vi } from '../../../i18n/vi';

type DuplicateCustomerDialogProps = {
  /** The customer already stored with the same name and phone; the dialog is open while set. */
  existing: Customer | null;
  /** Opens the stored customer instead of creating a second one. */
  onOpenExisting: (customer: Customer) => void;
  /** Creates the new customer all the same (two people may truly share both). */
  onCreateAnyway: () => void;
  /** Back to the form, nothing created. */
  onClose: () => void;
};

const t = vi.customers.duplicate;

/** Asked before creating a customer whose name and phone are already a customer's. */
export function DuplicateCustomerDialog({
  existing,
  onOpenExisting,
  onCreateAnyway,
  onClose,
}: DuplicateCustomerDialogProps) {
  return (
    <Modal
      open={existing !== null}
      title={t.title}
      onCancel={onClose}
      footer={[
        <Button key="open" onClick={() => existing && onOpenExisting(existing)}>
          {t.openExisting}
        </Button>,
        <Button key="create" type="primary" onClick={onCreateAnyway}>
          {t.createAnyway}
        </Button>,
      ]}
    >
      {existing && (
        <>
          <Typography.Paragraph strong>
            {t.existing(existing.full_name, existing.phone)}
          </Typography.Paragraph>
          <Typography.Paragraph>{t.question}</Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
