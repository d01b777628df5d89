import { useState, type ReactNode } from 'react';
import { Button, Form, Space, type FormInstance } from 'antd';
import { vi } from '../i18n/vi';
import { FormResultAlert, type FormResult } from './form-result-alert';
import { submitOnEnter } from './submit-on-enter';

type ResourceFormProps<Values> = {
  form: FormInstance<Values>;
  initialValues?: Values;
  onSubmit: (values: Values) => void;
  /** A person changed a field (not a reset or a fill by code), e.g. to hide the last success. */
  onValuesChange?: (changed: Partial<Values>, all: Values) => void;
  /** The server's answer to the last submit, shown above the fields. */
  result: FormResult;
  isUpdate: boolean;
  submitting: boolean;
  /** 'Quay lại': each feature knows which list it came from. */
  onBack: () => void;
  /** Wide enough for the longest field of the resource. */
  maxWidth?: number;
  /** Buttons after the submit button (e.g. another way to save). */
  extraButtons?: ReactNode;
  /** The resource's own fields, with their labels and rules. */
  children: ReactNode;
};

/**
 * The frame every create/update form shares (spec 1 §2): the result alert, the fields, then
 * 'Quay lại' and a submit button that reads 'Cập nhật' on an update and 'Thêm mới' otherwise.
 * A success alert goes as soon as the next entry is typed: left there, it reads as if the record
 * being typed were already saved. An error alert stays while its fields are corrected.
 * Enter in any field submits, as the submit button does (submitOnEnter).
 */
export function ResourceForm<Values extends object>({
  form,
  initialValues,
  onSubmit,
  onValuesChange,
  result,
  isUpdate,
  submitting,
  onBack,
  maxWidth = 640,
  extraButtons,
  children,
}: ResourceFormProps<Values>) {
  // The success the person has typed past; a new result (a new object) shows again.
  const [typedPast, setTypedPast] = useState<FormResult>(null);
  const shown = result?.type === 'success' && result === typedPast ? null : result;
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      onKeyDownCapture={submitOnEnter(() => form.submit())}
      // Fired by what the person types or picks, not by resetFields or setFieldsValue.
      onValuesChange={(changed: Partial<Values>, all: Values) => {
        if (result?.type === 'success') setTypedPast(result);
        onValuesChange?.(changed, all);
      }}
      style={{ maxWidth }}
    >
      <FormResultAlert result={shown} />
      {children}
      <Space wrap>
        <Button onClick={onBack}>{vi.common.back}</Button>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {isUpdate ? vi.common.update : vi.common.create}
        </Button>
        {extraButtons}
      </Space>
    </Form>
  );
}
