import { labelIdsSchema, labelSheets } from '@depot/shared/labels/labels.rules';
import type { Product } from '@depot/shared/products/products.schema';
import type { Settings } from '@depot/shared/settings/settings.schema';
import { Segmented, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { DepotNotConfigured } from '../../../components/print/depot-header';
import { PrintPage } from '../../../components/print/print-page';
import { useSettings } from '../../../lib/settings-queries';
import { useLabelProducts } from '../api/get-label-products';
import { GoodsLabel } from './goods-label';
import { PrintMessage } from './print-message';
import './labels.css';

const t = vi.printViews.label;

export type LabelLayout = 'printer' | 'a4';

/** @page of each layout: the label printer's 100 × 75 mm label, or A4 sheets of 8. */
const PAGE_RULES: Record<LabelLayout, string> = {
  printer: '@page { size: 100mm 75mm; margin: 3mm }',
  a4: '@page { size: A4 portrait; margin: 8mm }',
};

type LabelsPrintProps = {
  /** The goods ids as written in the address (`7` or `1,2,3`). */
  ids: string | null;
  /** Offer A4 sheets beside the label printer (`?layout=a4`). */
  withA4: boolean;
};

/** The labels of some goods, for the label printer (one a page) or on A4 sheets of 8. */
export function LabelsPrint({ ids, withA4 }: LabelsPrintProps) {
  const [params, setParams] = useSearchParams();
  const parsed = labelIdsSchema.safeParse(ids ?? '');
  const labels = useLabelProducts(parsed.success ? parsed.data : []);
  const settings = useSettings();
  const layout: LabelLayout = withA4 && params.get('layout') === 'a4' ? 'a4' : 'printer';
  const products = labels.products;
  const depot = settings.data;
  const error = labels.error ?? settings.error;

  const toggle = withA4 && (
    <Segmented<LabelLayout>
      aria-label={t.layout}
      options={[
        { label: t.printer, value: 'printer' },
        { label: t.a4, value: 'a4' },
      ]}
      value={layout}
      onChange={(value) =>
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            next.set('layout', value);
            return next;
          },
          { replace: true },
        )
      }
    />
  );

  return (
    <PrintPage
      title={
        products?.length === 1
          ? t.document(products[0]!.code)
          : t.documents(parsed.success ? parsed.data.length : 0)
      }
      backTo="/products"
      sizes={['A4']}
      pageRule={PAGE_RULES[layout]}
      actions={toggle}
      notice={depot && <DepotNotConfigured depot={depot} />}
    >
      {!parsed.success ? (
        <PrintMessage message={parsed.error.issues[0]!.message} />
      ) : error ? (
        <PrintMessage message={errorMessage(error)} error />
      ) : !products || !depot ? (
        <Spin style={{ display: 'block', margin: 48 }} />
      ) : (
        <LabelSheets products={products} depot={depot} layout={layout} />
      )}
    </PrintPage>
  );
}

function LabelSheets({
  products,
  depot,
  layout,
}: {
  products: Product[];
  depot: Settings;
  layout: LabelLayout;
}) {
  if (layout === 'printer')
    return products.map((product) => (
      <section key={product.id} className="label-page">
        <GoodsLabel product={product} depot={depot} />
      </section>
    ));
  return labelSheets(products).map((sheet, index) => (
    <section key={sheet[0]!.id} className="label-a4" aria-label={t.sheet(index + 1)}>
      {sheet.map((product) => (
        <GoodsLabel key={product.id} product={product} depot={depot} />
      ))}
    </section>
  ));
}
