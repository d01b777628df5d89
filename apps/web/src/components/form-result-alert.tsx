import { Alert, Button } from 'antd';

/**
 * The server's answer to a form submit, shown above the form (spec 1 §2: a result alert);
 * `link` is the one next step it offers (docs/domain.md: the label of the parcel just saved).
 */
export type FormResult = {
  type: 'success' | 'error';
  message: string;
  detail?: string;
  link?: { label: string; href: string };
} | null;

export function FormResultAlert({ result }: { result: FormResult }) {
  if (!result) return null;
  return (
    <Alert
      type={result.type}
      showIcon
      title={result.message}
      description={result.detail}
      action={
        result.link && (
          // A print view of its own: the form stays as it is for the next entry.
          <Button size="small" href={result.link.href} target="_blank">
            {result.link.label}
          </Button>
        )
      }
      style={{ marginBottom: 16 }}
    />
  );
}
