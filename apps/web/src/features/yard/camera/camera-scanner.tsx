import { CloseOutlined, RedoOutlined, ScanOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { vi } from '../../../i18n/vi';
import { PhotoInput } from './photo-input';
import { createRepeatGuard } from './repeat-guard';
import { cameraAvailable, useCamera } from './use-camera';

type CameraScannerProps = {
  /** The screen's one entry point, as for a typed code. */
  onCode: (code: string) => void;
  disabled?: boolean;
  /** The camera was closed by hand: the code field takes the focus back for a handheld scanner. */
  onClose?: () => void;
};

/**
 * The phone's camera as a third way in: `Quét bằng camera` opens the rear camera and every QR
 * code read goes to `onCode`, a label left in view once (repeat-guard.ts) until the loader taps
 * `Quét lại`. On a page the browser does not trust (http on the depot's network) or with the
 * camera refused, a photo of the label does the same: each photo is one deliberate read.
 */
export function CameraScanner({ onCode, disabled, onClose }: CameraScannerProps) {
  const t = vi.yard;
  const [guard] = useState(() => createRepeatGuard());
  const onFrameCodes = (codes: string[]) => {
    for (const code of codes) if (guard.accept(code)) onCode(code);
  };
  const onCodes = (codes: string[]) => codes.forEach((code) => onCode(code));
  const { video, state, open, close } = useCamera(onFrameCodes, disabled);
  const wanted = state !== 'closed';

  if (!cameraAvailable()) {
    return (
      <Flex vertical gap={8}>
        <Alert
          type="info"
          showIcon
          title={t.cameraInsecure}
          description={
            // http on the depot's network: the page that sets the phone up for HTTPS (a page of
            // its own, outside the signed-in app).
            !window.isSecureContext && (
              <Typography.Link href="/cai-dat-dien-thoai">{t.phoneSetupLink}</Typography.Link>
            )
          }
        />
        <PhotoInput onCodes={onCodes} disabled={disabled} />
      </Flex>
    );
  }

  const showVideo = wanted && state !== 'denied' && state !== 'failed';
  return (
    <Flex vertical gap={8}>
      <Button
        size="large"
        icon={wanted ? <CloseOutlined /> : <ScanOutlined />}
        disabled={disabled}
        onClick={
          wanted
            ? () => {
                close();
                onClose?.();
              }
            : open
        }
      >
        {wanted ? t.cameraClose : t.camera}
      </Button>
      {showVideo && (
        <>
          <video
            ref={video}
            aria-label={t.cameraVideo}
            muted
            playsInline
            style={{ width: '100%', maxHeight: '45vh', background: '#000', borderRadius: 8 }}
          />
          <Typography.Text type="secondary">
            {state === 'open' ? t.cameraHint : t.cameraOpening}
          </Typography.Text>
          {state === 'open' && (
            <Button size="large" icon={<RedoOutlined />} onClick={guard.reset}>
              {t.rescan}
            </Button>
          )}
        </>
      )}
      {wanted && state === 'denied' && <Alert type="warning" showIcon title={t.cameraDenied} />}
      {wanted && state === 'failed' && <Alert type="error" showIcon title={t.decoderFailed} />}
      {wanted && (state === 'denied' || state === 'failed') && (
        <PhotoInput onCodes={onCodes} disabled={disabled} />
      )}
    </Flex>
  );
}
