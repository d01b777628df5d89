import { Alert } from 'antd';
import { FormPageShell } from '../../../components/form-page-shell';
import { vi } from '../../../i18n/vi';
import { useSettings } from '../../../lib/settings-queries';
import { FailureReasonsCard } from './failure-reasons-card';
import { SETTINGS_FORM_WIDTH, SettingsForm } from './settings-form';

const t = vi.settings;

/**
 * /settings, 'Cài đặt' (admin and superadmin; the route refuses the others): until the first
 * save, receipts print placeholders, and the page says so above the form.
 */
export function SettingsPage() {
  const settings = useSettings();
  return (
    <FormPageShell title={t.title} detail={settings} loadingHeight={560}>
      {settings.data && !settings.data.configured && (
        <Alert
          type="warning"
          showIcon
          title={t.notConfigured}
          description={t.notConfiguredHint}
          style={{ marginBottom: 16, maxWidth: SETTINGS_FORM_WIDTH }}
        />
      )}
      {settings.data && <SettingsForm settings={settings.data} />}
      {settings.data && <FailureReasonsCard />}
    </FormPageShell>
  );
}
