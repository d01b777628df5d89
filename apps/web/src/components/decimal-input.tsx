import { useState } from 'react';
import { Input, Typography, type InputProps } from 'antd';
import {
  formatNumberInput,
  isFormattable,
  numberInputEcho,
  readNumberInput,
  type NumberKind,
} from '@depot/shared/text/number-input';

/**
 * The form value: a number as read, undefined when empty, or the text itself when it is not a
 * number, so that the field's shared rule says what is wrong instead of a silent 0.
 */
export type DecimalValue = number | string | undefined;

export type DecimalInputProps = Omit<InputProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** Money has no decimals; a weight has up to two (packages/shared/src/text/number-input.ts). */
  kind?: NumberKind;
  value?: DecimalValue;
  onChange?: (value: DecimalValue) => void;
  /** Kept for the callers' sake; limits come from the shared rule of the field. */
  min?: number;
  step?: number;
};

function valueOf(text: string, kind: NumberKind): DecimalValue {
  const reading = readNumberInput(text, kind);
  if (reading.status === 'empty') return undefined;
  return reading.status === 'number' ? reading.value : text;
}

function display(value: DecimalValue, kind: NumberKind): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'number' ? formatNumberInput(value, kind) : value;
}

/**
 * A number input the Vietnamese way (docs/architecture.md: a dot as thousands separator, a decimal comma)
 * that also takes a keypad's `.`: `1250.5` kg is 1 250,5 kg, never 12 505. The text shows what
 * was typed; leaving the field shows it formatted, and an ambiguous entry (`1.250` kg) is said
 * back under the field before saving.
 */
export function DecimalInput({
  kind = 'weight',
  value,
  onChange,
  onBlur,
  min: _min,
  step: _step,
  ...props
}: DecimalInputProps) {
  const [text, setText] = useState(() => display(value, kind));
  const [echo, setEcho] = useState<string | null>(null);
  // A value set from outside (form filled, reset) replaces the text; typing's own value does not.
  const [shown, setShown] = useState<DecimalValue>(value);
  if (value !== shown) {
    setShown(value);
    if (value !== valueOf(text, kind)) {
      setText(display(value, kind));
      setEcho(null);
    }
  }

  return (
    <>
      <Input
        inputMode={kind === 'money' ? 'numeric' : 'decimal'}
        {...props}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          const reading = readNumberInput(next, kind);
          const nextValue = valueOf(next, kind);
          setText(next);
          setShown(nextValue);
          setEcho(
            reading.status === 'number' && reading.ambiguous
              ? numberInputEcho(reading.value, kind)
              : null,
          );
          onChange?.(nextValue);
        }}
        onBlur={(event) => {
          const current = valueOf(text, kind);
          if (typeof current === 'number' && isFormattable(current, kind))
            setText(formatNumberInput(current, kind));
          onBlur?.(event);
        }}
      />
      {echo && (
        <Typography.Text type="warning" role="status">
          {echo}
        </Typography.Text>
      )}
    </>
  );
}
