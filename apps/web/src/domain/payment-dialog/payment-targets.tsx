import type { CustomerDebt } from '@depot/shared/debt/debt.schema';
import type { PaymentBody } from '@depot/shared/payments/payments.schema';
import { formatDate, formatMoney } from '@depot/shared/text/format';
import { Checkbox, Form, Radio, Typography, type FormInstance } from 'antd';
import { vi } from '../../i18n/vi';

const t = vi.payments;

/** How the money is allocated: by the shared rule, or to what the clerk ticks. */
export type PaymentTarget = 'auto' | 'chosen';

/** A statement ticked on the form (its vehicle and departure date). */
export type TickedStatement = { car_id: number; datetime_from: string };

/** What can be ticked: the opening debt, a statement, a goods line on no vehicle. */
export type TickOption = { value: string; label: string; due: number; partial?: boolean };

const OPENING = 'opening';
const statementValue = (s: TickedStatement) => `s:${s.car_id}:${s.datetime_from}`;
const lineValue = (id: number) => `l:${id}`;

/** Everything the customer owes, oldest first, as ticks with what each still owes. */
export function tickOptions(debt: CustomerDebt): TickOption[] {
  const options: TickOption[] = [];
  if (debt.opening_due > 0) {
    options.push({
      value: OPENING,
      label: t.openingDebt,
      due: debt.opening_due,
      partial: debt.opening_collected > 0,
    });
  }
  const statements = [...debt.statements].reverse().map((s) => ({
    value: statementValue({ car_id: s.car.id, datetime_from: s.datetime_from }),
    label: t.statementTick(s.car.number_car, formatDate(s.datetime_from), s.lines),
    due: s.due,
    partial: s.collected > 0,
  }));
  const loose = [...debt.loose].reverse().map((g) => ({
    value: lineValue(g.id),
    label: t.looseTick(g.code, g.name, formatDate(g.datetime)),
    // What it still owes, never its whole amount: a part-paid line owes only the rest.
    due: g.due,
    partial: g.collected > 0,
  }));
  return [...options, ...statements, ...loose];
}

/** The ticks of the statements given (the receipt's own), those the customer still owes. */
export function presetTicks(debt: CustomerDebt, statements: TickedStatement[] = []): string[] {
  const owed = new Set(tickOptions(debt).map((o) => o.value));
  return statements.map(statementValue).filter((value) => owed.has(value));
}

/** The request's part for the ticks: the opening debt, the statements, the loose lines. */
export function tickedBody(
  ticked: string[],
): Pick<PaymentBody, 'opening' | 'statements' | 'lines'> {
  const statements: TickedStatement[] = [];
  const lines: number[] = [];
  for (const value of ticked) {
    const [kind, first, second] = value.split(':');
    if (kind === 's') statements.push({ car_id: Number(first), datetime_from: second! });
    if (kind === 'l') lines.push(Number(first));
  }
  return {
    opening: ticked.includes(OPENING) ? true : undefined,
    statements: statements.length ? statements : undefined,
    lines: lines.length ? lines : undefined,
  };
}

export function sumOfTicks(options: TickOption[], ticked: string[]): number {
  const chosen = new Set(ticked);
  return options.reduce((sum, o) => (chosen.has(o.value) ? sum + o.due : sum), 0);
}

/**
 * `Thu cho`: by the rule (the opening debt, then the oldest goods) or to what is ticked. Ticking
 * sets the amount to what the ticks owe; the clerk may then lower it (a part of it) or raise it
 * (the rest is credit).
 */
export function PaymentTargets({ form, options }: { form: FormInstance; options: TickOption[] }) {
  const target = Form.useWatch<PaymentTarget>('target', form);
  if (options.length === 0) return null;
  return (
    <>
      <Form.Item label={t.target} name="target">
        <Radio.Group
          options={[
            { value: 'auto', label: t.targetAuto },
            { value: 'chosen', label: t.targetChosen },
          ]}
        />
      </Form.Item>
      {target === 'chosen' && (
        <Form.Item
          name="ticked"
          rules={[{ required: true, type: 'array', min: 1, message: t.tickNothing }]}
          style={{ maxHeight: 220, overflowY: 'auto' }}
        >
          <Checkbox.Group
            aria-label={t.targetChosen}
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
            onChange={(ticked) =>
              form.setFieldValue('amount', sumOfTicks(options, ticked as string[]) || undefined)
            }
            options={options.map((o) => ({
              value: o.value,
              label: (
                <span>
                  {o.label}:{' '}
                  <Typography.Text strong>
                    {o.partial ? t.stillDue(formatMoney(o.due)) : formatMoney(o.due)}
                  </Typography.Text>
                </span>
              ),
            }))}
          />
        </Form.Item>
      )}
    </>
  );
}
