import type { ReactNode } from 'react';
import { Card, Col, Row, Statistic } from 'antd';

export type FigureCard = {
  key: string;
  title: string;
  /** undefined while loading: `…`. */
  value: ReactNode | undefined;
  suffix?: ReactNode;
};

/** A screen's headline figures, one card each, a region named by its title. */
export function FigureCards({ cards }: { cards: FigureCard[] }) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={24 / cards.length}>
          <Card size="small" role="region" aria-label={card.title}>
            <Statistic
              title={card.title}
              valueRender={() => card.value ?? '…'}
              suffix={card.suffix}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
