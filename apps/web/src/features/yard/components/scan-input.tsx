import { Input, type InputRef } from 'antd';
import { useState, type Ref } from 'react';
import { vi } from '../../../i18n/vi';

type ScanInputProps = {
  /** The one way a code comes in: typed, a handheld scanner (types it and Enter), later a camera. */
  onCode: (code: string) => void;
  disabled?: boolean;
  ref?: Ref<InputRef>;
};

/**
 * The code field: a handheld scanner types the code and Enter like a keyboard, so Enter sends
 * what is there and empties the field, which keeps its focus for the next label.
 */
export function ScanInput({ onCode, disabled, ref }: ScanInputProps) {
  const [value, setValue] = useState('');
  return (
    <Input
      ref={ref}
      size="large"
      aria-label={vi.yard.codeLabel}
      placeholder={vi.yard.codePlaceholder}
      value={value}
      disabled={disabled}
      autoFocus
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="characters"
      spellCheck={false}
      enterKeyHint="send"
      style={{ fontSize: 22, height: 56 }}
      onChange={(event) => setValue(event.target.value)}
      onPressEnter={() => {
        const code = value.trim();
        setValue('');
        if (code) onCode(code);
      }}
    />
  );
}
