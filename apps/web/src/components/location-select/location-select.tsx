import { useMemo, type CSSProperties, type Ref } from 'react';
import { Select, type RefSelectProps } from 'antd';
import { locationLabel } from '@depot/shared/locations/locations.rules';
import type { Location } from '@depot/shared/locations/locations.schema';
import { foldVietnamese } from '@depot/shared/text/fold';
import { matchesFolded } from '@depot/shared/text/match';
import { vi } from '../../i18n/vi';
import { useSelectTabOrder } from '../select-tab-order';
import { useDistricts } from './get-districts';
import { useProvinces } from './get-provinces';
import { useWards } from './get-wards';

export type LocationLevel = 'province' | 'district' | 'ward';

type LocationOption = { value: number; label: string; folded: string; location: Location };

type LocationSelectProps = {
  level: LocationLevel;
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

/** The units of one level; the other two hooks stay idle (no parent id, not enabled). */
function useLevel(level: LocationLevel, parentId: number | undefined) {
  const provinces = useProvinces(level === 'province');
  const districts = useDistricts(level === 'district' ? parentId : undefined);
  const wards = useWards(level === 'ward' ? parentId : undefined);
  return level === 'province' ? provinces : level === 'district' ? districts : wards;
}

/**
 * A searchable select of provinces, of a province's districts or of a district's wards, shown as
 * `Quận 1`, `Thành phố Hồ Chí Minh`. Typing without accents finds them (`ben nghe` → Bến Nghé).
 * A lower level without its parent is disabled: the caller clears it when the parent changes.
 * Tab passes by its clear button, from field to field (issue 22).
 */
export function LocationSelect({
  level,
  parentId,
  value,
  onChange,
  disabled,
  allowClear = true,
  ref,
  ...rest
}: LocationSelectProps) {
  const selectRef = useSelectTabOrder(ref);
  const query = useLevel(level, parentId);
  const needsParent = level !== 'province' && parentId === undefined;

  const options = useMemo<LocationOption[]>(
    () =>
      (query.data ?? []).map((location) => {
        const label = locationLabel(location);
        return { value: location.id, label, folded: foldVietnamese(label), location };
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
      // Until the list arrives the chosen id has no option to take its name from.
      labelRender={(item) => item.label ?? (query.isFetching ? vi.common.loading : item.value)}
      onChange={(id, option) => {
        const picked = Array.isArray(option) ? undefined : option;
        onChange?.(id ?? undefined, picked?.location);
      }}
    />
  );
}
