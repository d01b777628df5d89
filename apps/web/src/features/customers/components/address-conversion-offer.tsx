import { useEffect } from 'react';
import { Alert, Button, Radio, Space, Typography } from 'antd';
import { locationLabel } from '@depot/shared/locations/locations.rules';
import type { ConversionCandidate } from '@depot/shared/locations/locations.schema';
import { useConversion } from '../../../domain/location-select/get-conversion';
import { vi } from '../../../i18n/vi';

const t = vi.customers.address;

/** `Phường Sài Gòn, Thành phố Hồ Chí Minh`: a new ward as the clerk reads it. */
export function candidateLabel(candidate: ConversionCandidate): string {
  return `${locationLabel(candidate.ward)}, ${locationLabel(candidate.province)}`;
}

type OfferProps = {
  /** The old ward chosen. */
  wardId: number;
  /** Apply a certain answer at once (the clerk just picked the ward), or only offer it. */
  auto: boolean;
  onConvert: (candidate: ConversionCandidate) => void;
};

/**
 * What an old ward became (GET /location/convert): a sure answer is applied (or offered, for a
 * stored customer); a split ward asks the clerk to pick one of the new wards; no answer leaves
 * the old address to be saved as it is (address_version 1).
 */
export function AddressConversionOffer({ wardId, auto, onConvert }: OfferProps) {
  const conversion = useConversion(wardId);
  const data = conversion.data;
  const sure = data?.certain && data.candidates.length === 1 ? data.candidates[0] : undefined;

  useEffect(() => {
    if (auto && sure) onConvert(sure);
  }, [auto, sure, onConvert]);

  if (conversion.isPending) {
    return <Typography.Paragraph type="secondary">{t.converting}</Typography.Paragraph>;
  }
  if (conversion.isError) return <Alert type="warning" showIcon title={t.convertFailed} />;
  if (sure) {
    return (
      <Alert
        type="info"
        showIcon
        title={t.nowIs(candidateLabel(sure))}
        action={
          <Button size="small" onClick={() => onConvert(sure)}>
            {t.convert}
          </Button>
        }
      />
    );
  }
  if (!data || data.candidates.length === 0) {
    return <Alert type="warning" showIcon title={t.noCandidate} />;
  }
  return (
    <Alert
      type="warning"
      showIcon
      title={t.pickOne}
      description={
        <Radio.Group
          aria-label={t.pickOne}
          value={null}
          onChange={(event) => {
            const picked = data.candidates.find((c) => c.ward.id === event.target.value);
            if (picked) onConvert(picked);
          }}
        >
          <Space orientation="vertical">
            {data.candidates.map((candidate) => (
              <Radio key={candidate.ward.id} value={candidate.ward.id}>
                {candidateLabel(candidate)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      }
    />
  );
}
