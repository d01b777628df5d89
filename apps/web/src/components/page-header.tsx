import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

type PageHeaderProps = { title: string; extra?: ReactNode };

/** A page's heading (an <h1> testers can find by its text) with optional actions on the right. */
export function PageHeader({ title, extra }: PageHeaderProps) {
  return (
    <Flex justify="space-between" align="center" wrap gap="small" style={{ marginBottom: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </Flex>
  );
}
