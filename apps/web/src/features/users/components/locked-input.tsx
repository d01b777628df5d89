import { Input, Tooltip } from 'antd';

type LockedInputProps = {
  /** Injected by Form.Item so the label points at the input. */
  id?: string;
  value?: string;
  tooltip: string;
};

/**
 * A read-only field that says why on hover. The wrapper receives the hover: a disabled input does
 * not fire mouse events in every browser.
 */
export function LockedInput({ id, value, tooltip }: LockedInputProps) {
  return (
    <Tooltip title={tooltip}>
      <span style={{ display: 'block' }}>
        <Input id={id} value={value} disabled aria-description={tooltip} />
      </span>
    </Tooltip>
  );
}
