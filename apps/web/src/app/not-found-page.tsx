import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { vi } from '../i18n/vi';

/** Any unknown route. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={vi.pages.notFound}
      subTitle={vi.pages.notFoundHint}
      extra={
        <Button type="primary" onClick={() => void navigate('/products')}>
          {vi.pages.backHome}
        </Button>
      }
    />
  );
}
