import { QRCode } from 'antd';
import { TRACKING_PATH, trackingBase, trackingLink } from '@depot/shared/tracking/tracking.rules';

type TrackQrProps = {
  /** The parcel's or the receipt's tracking token; empty: the page's lookup form. */
  token: string;
  /** The depot's `Đường dẫn trang tra cứu` (settings); empty: the address the app is open at. */
  publicUrl: string;
  /** Its side on screen, in px (print CSS may set it in mm). */
  size: number;
  className: string;
  label: string;
  caption: string;
};

/** The link a tracking QR code holds: the depot's public address, else this app's. */
export function trackingUrl(publicUrl: string, token: string): string {
  const base = trackingBase(publicUrl, window.location.origin);
  return token ? trackingLink(base, token) : `${base}${TRACKING_PATH.slice(0, -1)}`;
}

/**
 * A small QR code of a public tracking link (docs/domain.md, "Tracking") with its caption, as the
 * label and the receipt print it. Error correction L keeps its modules large enough for a
 * phone's camera at a side of about 13 mm.
 */
export function TrackQr({ token, publicUrl, size, className, label, caption }: TrackQrProps) {
  return (
    <div className={className} role="img" aria-label={label}>
      <QRCode
        type="svg"
        value={trackingUrl(publicUrl, token)}
        size={size}
        errorLevel="L"
        bordered={false}
        bgColor="#fff"
      />
      <span>{caption}</span>
    </div>
  );
}
