import { Checkbox, Flex, Form, Select } from 'antd';
import { settingsChoiceFields } from '@depot/shared/settings/settings.schema';
import { vi } from '../../../i18n/vi';
import { zodRule } from '../../../lib/zod-rule';
import { timeZoneOptions, zoneMatches } from './settings-form-values';

const t = vi.settings;
const zoneRules = [zodRule(settingsChoiceFields.time_zone)];

/**
 * The depot's choices in its settings form (docs/domain.md): the time zone of its days (a searchable
 * select, Vietnam first) and what staff see (managers always see everything).
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
    </>
  );
}
