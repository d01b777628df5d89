import { useMemo, type CSSProperties, type Ref } from 'react';
import { Select, Typography, type RefSelectProps } from 'antd';
import { locationLabel } from '@depot/shared/locations/locations.rules';
import type {
  AddressVersion,
  Location,
  WardOption,
} from '@depot/shared/locations/locations.schema';
import { foldVietnamese } from '@depot/shared/text/fold';
import { matchesFolded } from '@depot/shared/text/match';
import { vi } from '../../i18n/vi';
import { useSelectTabOrder } from '../../components/select-tab-order';
import { useDistricts } from './get-districts';
import { useProvinces } from './get-provinces';
import { useNewWards, useWards } from './get-wards';

export type LocationLevel = 'province' | 'district' | 'ward';

type LocationOption = {
  value: number;
  label: string;
  folded: string;
  location: Location;
  /** A new ward's old wards (`Bến Nghé, Đa Kao (Quận 1)`), shown under its name. */
  formerly?: string;
};

type LocationSelectProps = {
  level: LocationLevel;
  /**
   * The list (docs/decisions/0010-addresses-2025.md): 1, the old one (default); 2025, the new one, which has
   * no districts: its wards' parent is the province.
   */
  version?: AddressVersion;
  /** The province whose districts, or the district whose wards, are offered; unused for provinces. */
  parentId?: number;
  value?: number | null;
  onChange?: (id: number | undefined, location: Location | undefined) => void;
  /** Injected by Form.Item so the label points at the input. */
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  autoFocus?: boolean;
  status?: 'error' | 'warning' | '';
  style?: CSSProperties;
  'aria-label'?: string;
  /** Set by Form.Item, so that `form.focusField` puts the cursor in the select. */
  ref?: Ref<RefSelectProps>;
};

/** The units of one level of one list; the other hooks stay idle (no parent id, not enabled). */
function useLevel(level: LocationLevel, parentId: number | undefined, version: AddressVersion) {
  const isNew = version === 2025;
  const provinces = useProvinces(level === 'province', version);
  const districts = useDistricts(level === 'district' && !isNew ? parentId : undefined);
  const wards = useWards(level === 'ward' && !isNew ? parentId : undefined);
  const newWards = useNewWards(level === 'ward' && isNew ? parentId : undefined);
  if (level === 'province') return provinces;
  if (level === 'district') return districts;
  return isNew ? newWards : wards;
}

/**
 * A searchable select of provinces, of a province's districts or of a district's wards, shown as
 * `Quận 1`, `Thành phố Hồ Chí Minh`. Typing without accents finds them (`ben nghe` → Bến Nghé).
 * A lower level without its parent is disabled: the caller clears it when the parent changes.
 * Tab passes by its clear button, from field to field (docs/domain.md).
 */
export function LocationSelect({
  level,
  version = 1,
  parentId,
  value,
  onChange,
  disabled,
  allowClear = true,
  ref,
  ...rest
}: LocationSelectProps) {
  const selectRef = useSelectTabOrder(ref);
  const query = useLevel(level, parentId, version);
  const needsParent = level !== 'province' && parentId === undefined;

  const options = useMemo<LocationOption[]>(
    () =>
      (query.data ?? []).map((unit: WardOption) => {
        const { formerly, ...location } = unit;
        const label = locationLabel(location);
        // The old names are searched too: `Bến Nghé` or `Quận 1` finds the ward they became.
        const folded = foldVietnamese(formerly ? `${label} ${formerly}` : label);
        return { value: location.id, label, folded, location, formerly };
      }),
    [query.data],
  );

  return (
    <Select<number | undefined, LocationOption>
      {...rest}
      ref={selectRef}
      value={value ?? undefined}
      options={options}
      disabled={disabled || needsParent}
      allowClear={allowClear}
      loading={query.isFetching}
      showSearch={{
        // `phuong 2` finds `Phường 02` (wards are stored zero-padded), never `Phường 12`.
        filterOption: (input, option) => (option ? matchesFolded(option.folded, input) : false),
      }}
      optionRender={(option) =>
        option.data.formerly ? (
          <div>
            <div>{option.data.label}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
              {vi.customers.formerly(option.data.formerly)}
            </Typography.Text>
          </div>
        ) : (
          option.data.label
        )
      }
      // Until the list arrives the chosen id has no option to take its name from.
      labelRender={(item) => item.label ?? (query.isFetching ? vi.common.loading : item.value)}
      onChange={(id, option) => {
        const picked = Array.isArray(option) ? undefined : option;
        onChange?.(id ?? undefined, picked?.location);
      }}
    />
  );
}
