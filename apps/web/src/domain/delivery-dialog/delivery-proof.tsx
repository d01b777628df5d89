import { useRef, useState } from 'react';
import { Button, Flex, Form, Typography } from 'antd';
import { SignaturePad } from '../../components/signature-pad';
import { TAP_SIZE } from '../../components/phone/phone-theme';
import { vi } from '../../i18n/vi';
import { resizePhoto } from '../../lib/resize-photo';

const t = vi.deliveries;
const TAP = { minHeight: TAP_SIZE } as const;

type DeliveryProofProps = {
  photo: string | null;
  onPhoto: (photo: string | null) => void;
  signature: string | null;
  onSignature: (signature: string | null) => void;
  disabled: boolean;
};

/**
 * The handover's proof, both optional: a photo from the phone's camera (resized on the phone to
 * at most 1 600 px, a JPEG, before it is sent) and the receiver's signature drawn on the screen.
 */
export function DeliveryProof({
  photo,
  onPhoto,
  signature,
  onSignature,
  disabled,
}: DeliveryProofProps) {
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    setError(null);
    try {
      onPhoto(await resizePhoto(file));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setReading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <Form.Item label={t.photo} validateStatus={error ? 'error' : undefined} help={error}>
        <Flex vertical gap="small" align="start">
          {photo && (
            <img src={photo} alt={t.photoAlt} style={{ maxHeight: 160, maxWidth: '100%' }} />
          )}
          <Flex gap="small" wrap>
            <Button
              style={TAP}
              loading={reading}
              disabled={disabled}
              onClick={() => input.current?.click()}
            >
              {photo ? t.retakePhoto : t.takePhoto}
            </Button>
            {photo && (
              <Button style={TAP} disabled={disabled} onClick={() => onPhoto(null)}>
                {t.removePhoto}
              </Button>
            )}
          </Flex>
          {reading && <Typography.Text type="secondary">{t.readingPhoto}</Typography.Text>}
          <input
            ref={input}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            aria-label={t.photo}
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
        </Flex>
      </Form.Item>
      <Form.Item label={t.signature}>
        <SignaturePad value={signature} onChange={onSignature} disabled={disabled} />
      </Form.Item>
    </>
  );
}
