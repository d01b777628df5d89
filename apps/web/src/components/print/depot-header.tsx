import type { Settings } from '@depot/shared/settings/settings.schema';
import { Alert, Button } from 'antd';
import { Link } from 'react-router';
import { vi } from '../../i18n/vi';

const t = vi.print;

/** The depot's name, address and hotline at the top of every print view (from /settings). */
export function DepotHeader({
  depot,
}: {
  depot: Pick<Settings, 'depot_name' | 'address' | 'hotline'>;
}) {
  return (
    <header className="print-depot">
      <div style={{ fontWeight: 700, fontSize: '1.15em', textTransform: 'uppercase' }}>
        {depot.depot_name}
      </div>
      <div>
        {t.address}: {depot.address}
      </div>
      <div>
        {t.hotline}: {depot.hotline}
      </div>
    </header>
  );
}

/** On screen only: the depot's details are still the placeholders of a fresh install. */
export function DepotNotConfigured({ depot }: { depot: Pick<Settings, 'configured'> }) {
  if (depot.configured) return null;
  return (
    <Alert
      className="no-print"
      type="warning"
      showIcon
      style={{ maxWidth: 640, margin: '0 auto 12px' }}
      title={t.notConfigured}
      action={
        <Link to="/settings">
          <Button size="small">{t.openSettings}</Button>
        </Link>
      }
    />
  );
}

/** Signature blocks side by side: a title, the hint, and room to sign. */
export function SignatureBlocks({ titles }: { titles: readonly string[] }) {
  return (
    <div className="print-signatures" style={{ ['--signature-count' as string]: titles.length }}>
      {titles.map((title) => (
        <div key={title}>
          <div style={{ fontWeight: 600 }}>{title}</div>
          <div style={{ fontStyle: 'italic', fontSize: '0.9em' }}>{t.signHint}</div>
          <div className="sign-space" />
        </div>
      ))}
    </div>
  );
}
