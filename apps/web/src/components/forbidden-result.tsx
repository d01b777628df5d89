import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { vi } from '../i18n/vi';

/** Shown instead of a page the signed-in role may not open (HTTP 403). */
export function ForbiddenResult() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="403"
      subTitle={vi.pages.forbidden}
      extra={
        <Button type="primary" onClick={() => void navigate('/products')}>
          {vi.pages.backHome}
        </Button>
      }
    />
  );
}
