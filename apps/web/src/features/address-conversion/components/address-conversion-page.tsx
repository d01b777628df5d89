import { useState } from 'react';
import { Alert, Button, Card, Col, Modal, Row, Statistic, Typography } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useConversionStatus, useConvertCertain } from '../api/conversion-queries';
import { UncertainTable } from './uncertain-table';

const t = vi.addressConversion;

/**
 * /customers/doi-dia-chi, Đổi địa chỉ theo danh mục mới (docs/decisions/0010-addresses-2025.md, admins): how many customers
 * still have an address of the old list, the one step that converts all those whose old ward
 * went whole into one new ward, and the others with their candidate wards, one click each.
 * Nothing converts without this screen: receipts already printed stay as they were.
 */
export function AddressConversionPage() {
  const [paged, setPaged] = useState(1);
  const status = useConversionStatus(paged);
  const data = status.data;
  const [done, setDone] = useState<number>();

  return (
    <>
      <PageHeader title={t.title} />
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      <QueryErrorAlert query={status} />
      {done !== undefined && (
        <Alert
          type="success"
          showIcon
          closable
          style={{ marginBottom: 16 }}
          title={t.converted(done)}
          onClose={() => setDone(undefined)}
        />
      )}
      {data && (
        <Row gutter={16} style={{ marginBottom: 16 }}>
          <Col xs={24} md={8}>
            <Card size="small">
              <Statistic title={t.oldCount} value={data.old_count} />
            </Card>
          </Col>
          <Col xs={24} md={8}>
            <Card size="small">
              <Statistic title={t.certainCount} value={data.certain_count} />
              <ConvertAllButton count={data.certain_count} onDone={setDone} />
            </Card>
          </Col>
          <Col xs={24} md={8}>
            <Card size="small">
              <Statistic title={t.uncertainCount} value={data.uncertain.total} />
            </Card>
          </Col>
        </Row>
      )}
      {data?.old_count === 0 && <Alert type="success" showIcon title={t.allDone} />}
      {data && data.uncertain.total > 0 && (
        <>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            {t.restTitle}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t.restHint}</Typography.Paragraph>
          <UncertainTable page={data.uncertain} loading={status.isFetching} onPage={setPaged} />
        </>
      )}
    </>
  );
}

/** `Đổi tất cả (n)`: asks first, then converts every certain one in one request. */
function ConvertAllButton({ count, onDone }: { count: number; onDone: (n: number) => void }) {
  const toast = useToast();
  const convert = useConvertCertain();
  const [asking, setAsking] = useState(false);
  const run = () =>
    convert.mutate(undefined, {
      onSuccess: (converted) => {
        setAsking(false);
        onDone(converted);
      },
      onError: (error) => {
        setAsking(false);
        toast.error(errorMessage(error));
      },
    });
  return (
    <>
      <Button
        type="primary"
        style={{ marginTop: 8 }}
        disabled={count === 0}
        onClick={() => setAsking(true)}
      >
        {t.convertAll(count)}
      </Button>
      <Modal
        open={asking}
        title={t.confirmTitle}
        okText={t.confirmOk}
        cancelText={t.cancel}
        confirmLoading={convert.isPending}
        onOk={run}
        onCancel={() => {
          if (!convert.isPending) setAsking(false);
        }}
      >
        {t.confirmText(count)}
      </Modal>
    </>
  );
}
