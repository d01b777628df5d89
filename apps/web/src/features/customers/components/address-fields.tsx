import { useCallback, useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import {
  NEW_ADDRESS_VERSION,
  OLD_ADDRESS_VERSION,
  type ConversionCandidate,
} from '@depot/shared/locations/locations.schema';
import { vi } from '../../../i18n/vi';
import { AddressConversionOffer, candidateLabel } from './address-conversion-offer';
import type { CustomerFormValues } from './customer-form';
import { NewAddressFields } from './new-address-fields';
import { OldAddressFields } from './old-address-fields';

const t = vi.customers.address;

/**
 * The address of the customer form (docs/decisions/0010-addresses-2025.md): the 2025 list's province → ward by default; on
 * request the old list's three selects, whose ward is converted to the new one as soon as it is
 * chosen (a split ward: the clerk picks; no new ward known: the old address is saved as it is).
 * A stored old address shows in the old form, with its conversion offered.
 */
export function AddressFields() {
  const form = Form.useFormInstance<CustomerFormValues>();
  const version = Form.useWatch('address_version', form) ?? NEW_ADDRESS_VERSION;
  const wardId = Form.useWatch('ward_id', form);
  // The old ward the clerk just picked: a certain conversion of it is applied at once.
  const [picked, setPicked] = useState<number>();
  // The new ward a conversion filled in, to say so while it stays chosen.
  const [converted, setConverted] = useState<{ wardId: number; label: string }>();
  const isNew = version === NEW_ADDRESS_VERSION;

  const switchTo = (next: typeof version) => {
    setPicked(undefined);
    setConverted(undefined);
    form.setFieldsValue({
      address_version: next,
      province_id: undefined,
      district_id: undefined,
      ward_id: undefined,
    });
  };

  const convert = useCallback(
    (candidate: ConversionCandidate) => {
      setPicked(undefined);
      setConverted({ wardId: candidate.ward.id, label: candidateLabel(candidate) });
      form.setFieldsValue({
        address_version: NEW_ADDRESS_VERSION,
        province_id: candidate.province.id,
        district_id: undefined,
        ward_id: candidate.ward.id,
      });
    },
    [form],
  );

  return (
    <>
      {/* Registered, so that the submitted values say which list the ids are of. */}
      <Form.Item name="address_version" hidden>
        <Input type="hidden" />
      </Form.Item>
      {isNew ? (
        <NewAddressFields onChange={() => setConverted(undefined)} />
      ) : (
        <OldAddressFields onWardPicked={setPicked} />
      )}
      {isNew && converted && converted.wardId === wardId && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title={t.convertedTo(converted.label)}
        />
      )}
      {!isNew && wardId !== undefined && (
        <div style={{ marginBottom: 16 }}>
          <AddressConversionOffer wardId={wardId} auto={picked === wardId} onConvert={convert} />
        </div>
      )}
      <div style={{ marginTop: -8, marginBottom: 16 }}>
        <Button
          type="link"
          style={{ paddingInline: 0 }}
          onClick={() => switchTo(isNew ? OLD_ADDRESS_VERSION : NEW_ADDRESS_VERSION)}
        >
          {isNew ? t.useOld : t.useNew}
        </Button>
      </div>
    </>
  );
}
