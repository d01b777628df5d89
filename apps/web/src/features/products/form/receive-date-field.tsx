import { useState } from 'react';
import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { productFields } from '@depot/shared/products/products.schema';
import { vi } from '../../../i18n/vi';
import { dayjs } from '../../../lib/dayjs';
import { zodRule } from '../../../lib/zod-rule';

const DATE_FORMAT = 'DD-MM-YYYY';
const rules = [zodRule(productFields.datetime)];

/** The picker works on dayjs; the form keeps the `YYYY-MM-DD` the API and the rule read. */
const dateProps = (value: string | undefined) => ({ value: value ? dayjs(value) : undefined });
const dateValue = (value: Dayjs | null | undefined) => value?.format('YYYY-MM-DD');

/**
 * Ngày nhận hàng, shown DD-MM-YYYY (spec 1 §2). Enter with the calendar closed saves the form,
 * as in every field (docs/domain.md), instead of opening the calendar; with it open, Enter takes the
 * typed day and closes it, and a second Enter saves.
 */
export function ReceiveDateField() {
  const form = Form.useFormInstance();
  const [open, setOpen] = useState(false);
  return (
    <Form.Item
      label={vi.productsForm.datetime}
      name="datetime"
      rules={rules}
      getValueProps={dateProps}
      normalize={dateValue}
    >
      <DatePicker
        format={DATE_FORMAT}
        style={{ width: '100%' }}
        allowClear={false}
        onOpenChange={setOpen}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Not the browser's submit as well: the calendar's Enter only takes the typed day.
          event.preventDefault();
          if (!open) form.submit();
        }}
      />
    </Form.Item>
  );
}
