import { Typography } from 'antd';

/** A numbered list of short steps, large enough to read on a phone held in one hand. */
export function SetupSteps({ title, steps }: { title?: string; steps: readonly string[] }) {
  return (
    <section aria-label={title}>
      {title && (
        <Typography.Title level={5} style={{ margin: '8px 0 4px' }}>
          {title}
        </Typography.Title>
      )}
      <ol style={{ margin: 0, paddingLeft: 22, lineHeight: 1.6 }}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
