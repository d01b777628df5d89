import { useState } from 'react';
import { Button, Flex, Modal, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import type { ProductSuggestion } from '@depot/shared/products/products-suggest.schema';
import { formatDate, formatMoney } from '@depot/shared/text/format';
import { useScannerSafe } from '../../../components/scanner-safe';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useRemoveSuggestion } from '../api/remove-suggestion';
import { useSuggestions } from '../api/search-suggestions';
import { useDebouncedText } from '../../../lib/use-debounced-text';

const t = vi.productsForm.suggestions;
/** Typing pauses this long before the server is asked. */
const DEBOUNCE_MS = 300;

type SuggestionChipsProps = {
  customerId: number | undefined;
  /** The name as typed; searched trimmed, after the pause, never when blank. */
  name: string;
  /** The line being edited, which is no suggestion for itself. */
  excludeId?: number;
  onPick: (suggestion: ProductSuggestion) => void;
};

/**
 * The chosen customer's earlier goods named like the typed name (spec 1 §2 Suggestions): a
 * chip fills the form from one; its close icon, once confirmed, stops offering it.
 */
export function SuggestionChips({ customerId, name, excludeId, onPick }: SuggestionChipsProps) {
  // A chip puts its own name in the field: the chips stay those of the name that was typed, so
  // that another one can still be picked. Typing again searches again.
  const [picked, setPicked] = useState<{ name: string; query: string } | null>(null);
  const query = useDebouncedText(picked?.name === name ? picked.query : name, DEBOUNCE_MS);
  const suggestions = useSuggestions(customerId, query);
  const [removing, setRemoving] = useState<ProductSuggestion | null>(null);
  const removeSuggestion = useRemoveSuggestion();
  const toast = useToast();
  const safe = useScannerSafe();

  if (customerId === undefined || query === '') return null;

  const rows = suggestions.data?.filter((s) => s.id !== excludeId);
  let content;
  if (suggestions.isError) {
    content = <Typography.Text type="danger">{errorMessage(suggestions.error)}</Typography.Text>;
  } else if (!rows) {
    content = <Typography.Text type="secondary">{t.searching}</Typography.Text>;
  } else if (rows.length === 0) {
    content = <Typography.Text type="secondary">{t.none}</Typography.Text>;
  } else {
    content = (
      <Flex wrap gap={8} role="list" aria-label={t.label}>
        {rows.map((s) => (
          <SuggestionChip
            key={s.id}
            suggestion={s}
            onPick={() => {
              setPicked({ name: s.name, query });
              onPick(s);
            }}
            onRemove={() => setRemoving(s)}
          />
        ))}
      </Flex>
    );
  }

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      toast.success(await removeSuggestion.mutateAsync(removing.id));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <div style={{ marginBottom: 16 }}>
      {content}
      <Modal
        open={removing !== null}
        title={t.confirmTitle}
        okText={t.ok}
        cancelText={t.cancel}
        okButtonProps={{ danger: true }}
        {...safe}
        confirmLoading={removeSuggestion.isPending}
        onOk={() => void confirmRemove()}
        onCancel={() => {
          if (!removeSuggestion.isPending) setRemoving(null);
        }}
      >
        {removing && t.confirmQuestion(removing.name)}
      </Modal>
    </div>
  );
}

type SuggestionChipProps = {
  suggestion: ProductSuggestion;
  onPick: () => void;
  onRemove: () => void;
};

/**
 * `Gạo ST25 · 15.000 đ · 22-11-2026`, then a close icon. Picked with the mouse: Tab goes from the
 * name to the next field without stopping at each chip (docs/domain.md).
 */
function SuggestionChip({ suggestion, onPick, onRemove }: SuggestionChipProps) {
  return (
    <Flex
      role="listitem"
      align="center"
      style={{
        border: '1px solid #d9d9e3',
        borderRadius: 16,
        background: '#f5f6fb',
        maxWidth: '100%',
      }}
    >
      <Button
        type="text"
        size="small"
        onClick={onPick}
        tabIndex={-1}
        title={t.use(suggestion.name)}
        style={{ height: 'auto', whiteSpace: 'normal', textAlign: 'left', borderRadius: 16 }}
      >
        {`${suggestion.name} · ${formatMoney(suggestion.price)} · ${formatDate(suggestion.created_at)}`}
      </Button>
      <Button
        type="text"
        size="small"
        shape="circle"
        icon={<CloseOutlined />}
        aria-label={t.remove(suggestion.name)}
        tabIndex={-1}
        onClick={onRemove}
      />
    </Flex>
  );
}
