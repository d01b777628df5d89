import type { Product } from '@depot/shared/products/products.schema';
import { quantityUnit } from '@depot/shared/products/products.rules';
import { receiverCollects, receiverCollectsText } from '@depot/shared/products/sender-cod.rules';
import type { Settings } from '@depot/shared/settings/settings.schema';
import { formatDate, formatNumber, formatWeight } from '@depot/shared/text/format';
import { QRCode } from 'antd';
import { TrackQr } from '../../../components/print/track-qr';
import { vi } from '../../../i18n/vi';
import { customerShortAddress } from './customer-address';

const t = vi.printViews.label;

type GoodsLabelProps = {
  product: Product;
  depot: Pick<Settings, 'depot_name' | 'hotline' | 'public_url'>;
};

/**
 * A goods label, 94 × 69 mm (a 100 × 75 mm label less the printer's margins): the depot, the
 * goods code large with its QR code (the code exactly, for a scanner in the loading yard), who
 * it is for and where it goes, what it is, how many and how heavy, and the receive date; in a
 * corner, a small QR code of its public tracking link (`Tra cứu`), which the yard's camera
 * leaves aside.
 */
export function GoodsLabel({ product, depot }: GoodsLabelProps) {
  const { customer } = product;
  const unit = quantityUnit(product.price_type, product.specification_id);
  // What the receiver pays in all, when something is collected for the sender.
  const collect = receiverCollectsText(receiverCollects([product]));
  return (
    <article className="goods-label" aria-label={t.aria(product.code)}>
      <header className="goods-label__depot">
        <strong>{depot.depot_name}</strong>
        <span>
          {vi.print.hotline}: {depot.hotline}
        </span>
      </header>
      <div className="goods-label__main">
        <div className="goods-label__who">
          <div className="goods-label__code">{product.code}</div>
          <div className="goods-label__customer">{customer.full_name}</div>
          <div>
            {t.to}: {customerShortAddress(customer)}
          </div>
        </div>
        <div className="goods-label__qr" role="img" aria-label={t.qr(product.code)}>
          <QRCode type="svg" value={product.code} size={100} bordered={false} bgColor="#fff" />
        </div>
      </div>
      <div className="goods-label__bottom">
        <div className="goods-label__facts">
          <div className="goods-label__goods">
            {t.goods}: {product.name}
          </div>
          {product.freight_payer === 'sender' && (
            <div className="goods-label__collect">{t.senderPays}</div>
          )}
          {collect && <div className="goods-label__collect">{collect}</div>}
          <div className="goods-label__figures">
            <strong>
              {formatNumber(product.quantity)} {unit}
            </strong>
            <strong>{formatWeight(product.total_weight)}</strong>
            <span>
              {t.received}: {formatDate(product.datetime.slice(0, 10))}
            </span>
          </div>
        </div>
        {product.track_token && (
          <TrackQr
            token={product.track_token}
            publicUrl={depot.public_url}
            size={56}
            className="goods-label__track"
            label={t.trackQr}
            caption={t.track}
          />
        )}
      </div>
    </article>
  );
}
