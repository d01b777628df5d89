import { useNavigate } from 'react-router';
import { Form, Input, Select, type FormRule } from 'antd';
import { settingsFields, type Settings } from '@depot/shared/settings/settings.schema';
import { ResourceForm } from '../../../components/resource-form';
import { useFormResult } from '../../../components/use-form-result';
import { vi } from '../../../i18n/vi';
import { zodRule } from '../../../lib/zod-rule';
import { useSaveSettings } from '../../../lib/settings-queries';
import {
  BANK_FIELDS,
  ALL_FIELDS,
  BANK_OPTIONS,
  bankMatches,
  formValuesOf,
  SETTINGS_FIELDS,
  settingsBodyOf,
  wholeBodyIssue,
  type SettingsField,
  type SettingsFormValues,
} from './settings-form-values';
import { SettingsChoices } from './settings-choices';

const t = vi.settings;

/** The field's own rule, and for a bank field the rule spanning the three (both from shared). */
function rulesOf(field: SettingsField): FormRule[] {
  const own = zodRule(settingsFields[field]);
  if (!(BANK_FIELDS as readonly string[]).includes(field)) return [own];
  const together: FormRule = ({ getFieldsValue }) => ({
    validator: async () => {
      const message = wholeBodyIssue(getFieldsValue(true) as SettingsFormValues, field);
      if (message) throw new Error(message);
    },
  });
  return [own, together];
}
const rules = Object.fromEntries(SETTINGS_FIELDS.map((f) => [f, rulesOf(f)])) as Record<
  SettingsField,
  FormRule[]
>;
/** Each bank field is checked again when another of the three changes. */
const otherBankFields = (field: (typeof BANK_FIELDS)[number]) =>
  BANK_FIELDS.filter((other) => other !== field);

/** Wide enough for a bank's full name; the page's notes above the form keep to it too. */
export const SETTINGS_FORM_WIDTH = 720;

/**
 * The depot's details as receipts print them: name, address, hotline, the bank account of the
 * VietQR code, and the receipt's notes. Saved values stay in the form with the server's message.
 */
export function SettingsForm({ settings }: { settings: Settings }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<SettingsFormValues>();
  const { result, setResult, fail } = useFormResult(form, ALL_FIELDS);
  const update = useSaveSettings();

  const onSubmit = (values: SettingsFormValues) => {
    setResult(null);
    update.mutate(settingsBodyOf(values), {
      onSuccess: (saved) => {
        setResult({ type: 'success', message: saved.message });
        form.setFieldsValue(formValuesOf(saved.settings));
      },
      onError: fail,
    });
  };

  return (
    <ResourceForm<SettingsFormValues>
      form={form}
      initialValues={formValuesOf(settings)}
      onSubmit={onSubmit}
      result={result}
      isUpdate
      submitting={update.isPending}
      onBack={() => void navigate(-1)}
      maxWidth={SETTINGS_FORM_WIDTH}
    >
      <Form.Item label={t.depotName} name="depot_name" rules={rules.depot_name}>
        <Input autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item label={t.address} name="address" rules={rules.address}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label={t.hotline} name="hotline" rules={rules.hotline}>
        <Input autoComplete="off" inputMode="tel" />
      </Form.Item>
      <Form.Item
        label={t.bank}
        name="bank_bin"
        rules={rules.bank_bin}
        dependencies={otherBankFields('bank_bin')}
        // '' is "no bank": the select shows its placeholder, and a cleared select saves ''.
        getValueProps={(value: string | null | undefined) => ({ value: value || undefined })}
        normalize={(value: string | undefined) => value ?? ''}
        extra={t.bankHint}
      >
        <Select
          showSearch={{ filterOption: (input, option) => bankMatches(option, input) }}
          options={BANK_OPTIONS}
          allowClear
          placeholder={t.bankPlaceholder}
          notFoundContent={t.noBank}
          popupMatchSelectWidth={false}
        />
      </Form.Item>
      <Form.Item
        label={t.accountNumber}
        name="account_number"
        rules={rules.account_number}
        dependencies={otherBankFields('account_number')}
      >
        <Input autoComplete="off" inputMode="numeric" />
      </Form.Item>
      <Form.Item
        label={t.accountHolder}
        name="account_holder"
        rules={rules.account_holder}
        dependencies={otherBankFields('account_holder')}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label={t.receiptNote} name="receipt_note" rules={rules.receipt_note}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item label={t.hoursNote} name="hours_note" rules={rules.hours_note}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
      </Form.Item>
      <SettingsChoices />
    </ResourceForm>
  );
}
