import { useState, type ReactNode } from 'react';
import { Button, Drawer, Flex, Radio, Typography } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { vi } from '../../../i18n/vi';
import { PHONE_CLASS } from '../../../components/phone/phone-screen';

const t = vi.products;
const p = vi.phone.goods;

type Choice = boolean | undefined;

function ChoiceFilter(props: {
  label: string;
  value: Choice;
  yes: string;
  no: string;
  onChange: (value: Choice) => void;
}) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{props.label}</Typography.Text>
      <Radio.Group
        aria-label={props.label}
        optionType="button"
        value={props.value === undefined ? '' : String(props.value)}
        onChange={(event) => {
          const value = event.target.value as string;
          props.onChange(value === '' ? undefined : value === 'true');
        }}
        options={[
          { value: '', label: t.all },
          { value: 'true', label: props.yes },
          { value: 'false', label: props.no },
        ]}
      />
    </Flex>
  );
}

type PhoneGoodsFiltersProps = {
  /** How many filters are in force, on the button. */
  active: number;
  paid: Choice;
  onPaid: (value: Choice) => void;
  status: Choice;
  onStatus: (value: Choice) => void;
  /** The desk's toolbar (refresh, clear, advanced search, new, export, address groups). */
  toolbar: ReactNode;
};

/**
 * The goods list's filters on a phone (docs/decisions/0002-scan-request-ids.md): the code box stays on the page, the rest sits
 * behind one `Lọc` button, in a drawer the width of the screen: paid, loaded, then the toolbar
 * the desk shows above its table. Every change applies at once, as in the header popups.
 */
export function PhoneGoodsFilters(props: PhoneGoodsFiltersProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div style={{ marginBottom: 12 }}>
        <Button icon={<FilterOutlined aria-hidden />} onClick={() => setOpen(true)}>
          {props.active > 0 ? p.filtersCount(props.active) : p.filters}
        </Button>
      </div>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={p.filtersTitle}
        placement="right"
        size="100%"
        rootClassName={PHONE_CLASS}
      >
        <Flex vertical gap="middle">
          <ChoiceFilter
            label={t.paid}
            value={props.paid}
            yes={t.paidYes}
            no={t.paidNo}
            onChange={props.onPaid}
          />
          <ChoiceFilter
            label={t.status}
            value={props.status}
            yes={t.loaded}
            no={t.notLoaded}
            onChange={props.onStatus}
          />
          {props.toolbar}
        </Flex>
      </Drawer>
    </>
  );
}
