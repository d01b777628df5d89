import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { httpsUrlFor, ROOT_CERTIFICATE_FILE } from '@depot/shared/tls/tls.schema';
import { Alert, Button, Flex, QRCode, Typography } from 'antd';
// This page's texts only: a phone not signed in downloads nothing of the other screens.
import { phoneSetupTexts as t } from '../../../i18n/texts/phone-setup';
import { rootCertificateUrl, usePhoneSetup } from '../api/get-phone-setup';
import { SetupSteps } from './setup-steps';

const YARD_PATH = '/xep-hang';

/**
 * `/cai-dat-dien-thoai` (docs/decisions/0002-scan-request-ids.md), open without signing in and over plain HTTP: a phone on the
 * depot's network downloads the depot's root certificate, checks its fingerprint, installs it,
 * then opens the HTTPS address, where the browser gives the yard screen the camera.
 */
export function PhoneSetupPage() {
  const setup = usePhoneSetup();
  const data = setup.data;
  const secure = window.location.protocol === 'https:';
  // The name or address this phone already reached the server by comes first.
  const own = data?.https_port ? httpsUrlFor(window.location.hostname, data.https_port) : undefined;
  const others = (data?.https_urls ?? []).filter((url) => url !== own);
  const yardUrl = own ? `${own}${YARD_PATH}` : undefined;

  return (
    <main style={{ maxWidth: 640, margin: '0 auto', padding: 16, boxSizing: 'border-box' }}>
      <Flex vertical gap={12}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          <SafetyCertificateOutlined /> {t.title}
        </Typography.Title>
        {secure ? (
          <Alert type="success" showIcon title={t.secureNow} />
        ) : (
          <Typography.Paragraph style={{ margin: 0 }}>{t.intro}</Typography.Paragraph>
        )}
        {setup.isLoading && <Typography.Text type="secondary">{t.loading}</Typography.Text>}
        {setup.isError && <Alert type="error" showIcon title={t.failed} />}
        {data && !data.https_port && <Alert type="warning" showIcon title={t.noHttps} />}
        {data?.https_port && (
          <>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t.step1}
            </Typography.Title>
            {data.root_certificate ? (
              <Button
                type="primary"
                size="large"
                icon={<DownloadOutlined />}
                href={rootCertificateUrl}
                download={ROOT_CERTIFICATE_FILE}
              >
                {t.download(ROOT_CERTIFICATE_FILE)}
              </Button>
            ) : (
              <Typography.Text>{t.ownCertificate}</Typography.Text>
            )}
            <Typography.Text>{t.fingerprint}</Typography.Text>
            <Typography.Text
              code
              copyable
              aria-label="SHA-256"
              style={{ wordBreak: 'break-all', fontSize: 13 }}
            >
              {data.fingerprint_sha256}
            </Typography.Text>

            <Typography.Title level={4} style={{ margin: 0 }}>
              {t.step2}
            </Typography.Title>
            <SetupSteps title={t.android} steps={t.androidSteps} />
            <SetupSteps title={t.iphone} steps={t.iphoneSteps} />

            <Typography.Title level={4} style={{ margin: 0 }}>
              {t.step3}
            </Typography.Title>
            <Typography.Text>{t.step3Hint}</Typography.Text>
            {yardUrl && (
              <Flex vertical align="center" gap={8}>
                <QRCode value={yardUrl} type="svg" size={200} aria-label={yardUrl} />
                <Typography.Link href={yardUrl} style={{ fontSize: 18 }} copyable>
                  {yardUrl}
                </Typography.Link>
              </Flex>
            )}
            {others.length > 0 && (
              <>
                <Typography.Text type="secondary">{t.otherAddresses}</Typography.Text>
                <ul aria-label={t.otherAddresses} style={{ margin: 0, paddingLeft: 22 }}>
                  {others.map((url) => (
                    <li key={url}>
                      <Typography.Link href={`${url}${YARD_PATH}`}>{url}</Typography.Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t.step4}
        </Typography.Title>
        <SetupSteps steps={t.homeSteps} />
        <Typography.Text type="secondary">{t.ipChanged}</Typography.Text>
        <Button size="large" href={secure ? YARD_PATH : (yardUrl ?? YARD_PATH)}>
          {t.openYard}
        </Button>
      </Flex>
    </main>
  );
}
