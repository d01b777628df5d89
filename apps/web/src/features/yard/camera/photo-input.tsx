import { CameraOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useRef, useState } from 'react';
import { vi } from '../../../i18n/vi';
import { getDecoder } from './decoder-cache';

type PhotoInputProps = { onCodes: (codes: string[]) => void; disabled?: boolean };

/**
 * A photo of the label, decoded like a camera frame: the phone's camera app takes it, which
 * needs no secure page (a phone on the depot's network over http).
 */
export function PhotoInput({ onCodes, disabled }: PhotoInputProps) {
  const t = vi.yard;
  const input = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState<string>();

  const read = async (file: File) => {
    setNote(t.photoReading);
    let codes: string[];
    try {
      codes = await (await getDecoder()).fromImage(file);
    } catch {
      return setNote(t.decoderFailed);
    }
    setNote(codes.length ? undefined : t.photoNoCode);
    if (codes.length) onCodes(codes);
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={t.photo}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied so that the same photo chosen again still fires a change.
          event.target.value = '';
          if (file) void read(file);
        }}
      />
      <Button
        size="large"
        icon={<CameraOutlined />}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {t.photo}
      </Button>
      {note && (
        <Typography.Text type={note === t.photoReading ? 'secondary' : 'danger'}>
          {note}
        </Typography.Text>
      )}
    </>
  );
}
