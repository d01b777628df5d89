import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { carFields } from '@depot/shared/cars/cars.schema';
import { customerFields } from '@depot/shared/customers/customers.schema';
import { zodRule } from '../lib/zod-rule';
import { DecimalInput, type DecimalInputProps } from './decimal-input';

function renderField(
  schema: Parameters<typeof zodRule>[0],
  kind: DecimalInputProps['kind'],
  initial?: number,
) {
  const onFinish = vi.fn();
  render(
    <Form onFinish={onFinish} initialValues={{ amount: initial }}>
      <Form.Item label="Số" name="amount" rules={[zodRule(schema)]}>
        <DecimalInput kind={kind} />
      </Form.Item>
      <Button htmlType="submit">Lưu</Button>
    </Form>,
  );
  const input = screen.getByLabelText('Số') as HTMLInputElement;
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  const submit = async () => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    });
  };
  return { input, type, submit, onFinish };
}

describe('DecimalInput', () => {
  it("reads a keypad's dot in a capacity as the decimal mark: 1250.5 kg, not 12 505", async () => {
    const field = renderField(carFields.total_weight, 'weight');
    field.type('1250.5');
    fireEvent.blur(field.input);
    expect(field.input.value).toBe('1.250,5');
    await field.submit();
    await waitFor(() => expect(field.onFinish).toHaveBeenCalledWith({ amount: 1250.5 }));
  });

  it('says back an ambiguous weight before saving it', async () => {
    const field = renderField(carFields.total_weight, 'weight');
    field.type('1.250');
    expect(screen.getByRole('status').textContent).toBe('Sẽ lưu: 1.250 kg');
    field.type('1.25');
    expect(screen.queryByRole('status')).toBeNull();
    field.type('1.250');
    await field.submit();
    await waitFor(() => expect(field.onFinish).toHaveBeenCalledWith({ amount: 1250 }));
  });

  it('refuses 1500.50 đ of opening debt instead of saving 150 050 đ', async () => {
    const field = renderField(customerFields.debt, 'money');
    field.type('1500.50');
    fireEvent.blur(field.input);
    expect(field.input.value).toBe('1500.50');
    await field.submit();
    expect(await screen.findByText('Công nợ đầu kỳ phải là số nguyên đồng')).toBeTruthy();
    expect(field.onFinish).not.toHaveBeenCalled();
  });

  it('reads thousands separators in money and shows the amount formatted', async () => {
    const field = renderField(customerFields.debt, 'money');
    field.type('1.500.000');
    expect(screen.queryByRole('status')).toBeNull();
    field.type('2500000');
    fireEvent.blur(field.input);
    expect(field.input.value).toBe('2.500.000');
    await field.submit();
    await waitFor(() => expect(field.onFinish).toHaveBeenCalledWith({ amount: 2_500_000 }));
  });

  it('shows a stored value formatted and never turns text into a silent number', async () => {
    const field = renderField(carFields.total_weight, 'weight', 2500.5);
    expect(field.input.value).toBe('2.500,5');
    field.type('12abc');
    await field.submit();
    // The shared rule's own message for that text (its wording is the rule's business).
    const message = carFields.total_weight.safeParse('12abc').error?.issues[0]?.message ?? '?';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field.onFinish).not.toHaveBeenCalled();
    expect(field.input.value).toBe('12abc');
  });

  it('empties its text when the form is cleared for the next entry', async () => {
    let clear = () => undefined as void;
    function ClearableForm() {
      const [form] = Form.useForm();
      clear = () => form.resetFields();
      return (
        <Form form={form}>
          <Form.Item label="Số" name="amount">
            <DecimalInput kind="weight" />
          </Form.Item>
        </Form>
      );
    }
    render(<ClearableForm />);
    const input = screen.getByLabelText('Số') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1.250' } });
    expect(screen.getByRole('status')).toBeTruthy();
    await act(async () => clear());
    expect((screen.getByLabelText('Số') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
