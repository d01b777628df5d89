import type { ReactNode } from 'react';
import { Button, Checkbox, Space } from 'antd';
import { ClearOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { LocationGroup } from '@depot/shared/products/location-groups';
import { exportsApi } from '@depot/shared/exports/exports.contract';
import { ExportButton, type ExportQuery } from '../../../domain/export-button';
import { RefreshButton } from '../../../components/refresh-button';
import { vi } from '../../../i18n/vi';
import { AddressGroupSelect } from './address-group-select';
import { useAfterFirstRows } from './later-parts';

const t = vi.products.toolbar;

type ProductToolbarProps = {
  onlyNotLoaded: boolean;
  onOnlyNotLoaded: (checked: boolean) => void;
  refreshing: boolean;
  onRefresh: () => void;
  canClear: boolean;
  onClear: () => void;
  onAdvanced: () => void;
  locations: LocationGroup[];
  onLocations: (groups: LocationGroup[]) => void;
  /** The list's filters (no paging) as the server reads them: what `Xuất Excel` exports. */
  exportQuery: ExportQuery<typeof exportsApi.products>;
  /** How many goods the export would write (the list's count call). */
  exportRows: () => Promise<number>;
  /** The list's first rows (or its error) are drawn. */
  listReady: boolean;
  /** The filters by branch and stage, once the depot has branches. */
  branchFilters?: ReactNode;
};

/** antd's height of a control (the address groups' box before it is drawn). */
const CONTROL_HEIGHT = 32;

/**
 * Above the goods table: unloaded only, refresh, clear, advanced search, new, Excel export,
 * address groups, and with branches the filters by branch and stage.
 */
export function ProductToolbar(props: ProductToolbarProps) {
  const navigate = useNavigate();
  // The address groups' select measures its input as it mounts: a layout of the whole page,
  // rows included, that held the first rows back (docs/speed.md). Its room is kept until then.
  const selectShown = useAfterFirstRows(props.listReady);
  return (
    <Space wrap style={{ marginBottom: 12, width: '100%' }}>
      <Checkbox
        checked={props.onlyNotLoaded}
        onChange={(e) => props.onOnlyNotLoaded(e.target.checked)}
      >
        {t.onlyNotLoaded}
      </Checkbox>
      <RefreshButton loading={props.refreshing} onClick={props.onRefresh} />
      <Button icon={<ClearOutlined />} disabled={!props.canClear} onClick={props.onClear}>
        {t.clearSearch}
      </Button>
      <Button icon={<SearchOutlined />} onClick={props.onAdvanced}>
        {t.advanced}
      </Button>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => void navigate('/products/create')}
      >
        {vi.common.create}
      </Button>
      <ExportButton
        endpoint={exportsApi.products}
        query={props.exportQuery}
        countRows={props.exportRows}
      />
      <div style={{ width: 420, maxWidth: 'calc(100vw - 80px)' }}>
        {selectShown ? (
          <AddressGroupSelect value={props.locations} onChange={props.onLocations} />
        ) : (
          <div style={{ height: CONTROL_HEIGHT }} />
        )}
      </div>
      {props.branchFilters}
    </Space>
  );
}
