import { Checkbox, Flex, Form, Input, Select } from 'antd';
import { settingsChoiceFields } from '@depot/shared/settings/settings.schema';
import { DecimalInput } from '../../../components/decimal-input';
import { vi } from '../../../i18n/vi';
import { zodRule } from '../../../lib/zod-rule';
import { timeZoneOptions, zoneMatches } from './settings-form-values';

const t = vi.settings;
const zoneRules = [zodRule(settingsChoiceFields.time_zone)];
const feePercentRules = [zodRule(settingsChoiceFields.cod_fee_percent)];
const feeMinRules = [zodRule(settingsChoiceFields.cod_fee_min)];
// Optional: an empty field is the app's own address.
const publicUrlRules = [zodRule(settingsChoiceFields.public_url.optional())];

/**
 * The depot's choices in its settings form (docs/domain.md): the time zone of its days (a searchable
 * select, Vietnam first), what staff see (managers always see everything) and the fee kept on
 * thu hộ paid out to senders (docs/payments.md, "Paying senders") and the address printed
 * tracking links point to (docs/domain.md, "Tracking").
 */
export function SettingsChoices() {
  return (
    <>
      <Form.Item label={t.timeZone} name="time_zone" rules={zoneRules} extra={t.timeZoneHint}>
        <Select
          showSearch={{ filterOption: (input, option) => zoneMatches(option, input) }}
          options={timeZoneOptions()}
          placeholder={t.timeZonePlaceholder}
          notFoundContent={t.noTimeZone}
          popupMatchSelectWidth={false}
        />
      </Form.Item>
      <Form.Item label={t.staffSees} extra={t.staffSeesHint}>
        <Flex vertical gap={4}>
          <Form.Item name="staff_see_statistics" valuePropName="checked" noStyle>
            <Checkbox>{t.staffStatistics}</Checkbox>
          </Form.Item>
          <Form.Item name="staff_see_dashboard" valuePropName="checked" noStyle>
            <Checkbox>{t.staffDashboard}</Checkbox>
          </Form.Item>
          <Form.Item name="staff_see_debt_total" valuePropName="checked" noStyle>
            <Checkbox>{t.staffDebtTotal}</Checkbox>
          </Form.Item>
        </Flex>
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item
          label={t.codFeePercent}
          name="cod_fee_percent"
          rules={feePercentRules}
          extra={t.codFeeHint}
        >
          <DecimalInput kind="weight" suffix="%" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label={t.codFeeMin} name="cod_fee_min" rules={feeMinRules}>
          <DecimalInput kind="money" suffix="đ" style={{ width: 200 }} />
        </Form.Item>
      </Flex>
      <Form.Item
        label={t.publicUrl}
        name="public_url"
        rules={publicUrlRules}
        extra={t.publicUrlHint}
      >
        <Input inputMode="url" placeholder="https://chanhxe.vn" maxLength={200} />
      </Form.Item>
    </>
  );
}
