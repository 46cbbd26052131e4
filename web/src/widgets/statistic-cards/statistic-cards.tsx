import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { formatMoney } from '@console/contract';
import { Card, Col, Row, Statistic, type ColProps } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useGate } from '../../shell/session/gate';
import type { Gate } from '../resource/types';

type StatisticValue = number | string | bigint | null | undefined;

export interface StatisticTrend {
  /** The change, e.g. a percentage against the previous period: above 0 up, below 0 down. */
  value: number;
  /** Before the change, e.g. 较昨日. */
  label?: ReactNode;
  /** After the change's size; default %. */
  unit?: ReactNode;
}

export interface StatisticItem extends Gate {
  key: string;
  title: ReactNode;
  value: StatisticValue;
  prefix?: ReactNode;
  suffix?: ReactNode;
  /** `money` shows fen as yuan with ¥ (formatMoney); a function formats the value itself. */
  format?: 'money' | ((value: StatisticValue) => ReactNode);
  loading?: boolean;
  /** Opens this address (a list behind the number). */
  to?: string;
  onClick?: () => void;
  trend?: StatisticTrend;
}

export interface StatisticCardsProps {
  items: readonly StatisticItem[];
  /** Every card's skeleton at once (items may also load one by one). */
  loading?: boolean;
  /** Columns per breakpoint; default one per row on phones, two on tablets, four from 992 px. */
  span?: Pick<ColProps, 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl'>;
  'data-testid'?: string;
}

const DEFAULT_SPAN = { xs: 24, sm: 12, lg: 6 } as const;

const display = (item: StatisticItem): ReactNode => {
  if (typeof item.format === 'function') return item.format(item.value);
  if (item.format === 'money') return formatMoney(item.value, { symbol: true });
  if (item.value === null || item.value === undefined || item.value === '') return '-';
  // Counts get thousands separators; text (e.g. 99+) stays as it is.
  const number = typeof item.value === 'bigint' ? item.value : Number(item.value);
  return typeof number === 'bigint' || Number.isFinite(number) ? number.toLocaleString('zh-CN') : String(item.value);
};

/** Up is red and down is green, the way Chinese dashboards read (as Ant Design Pro's Trend). */
function Trend({ trend }: { trend: StatisticTrend }) {
  const up = trend.value > 0;
  const down = trend.value < 0;
  const color = up ? 'var(--ant-color-error, #f5222d)' : down ? 'var(--ant-color-success, #52c41a)' : undefined;
  return (
    <div className="statistic-trend" style={{ marginTop: 8, fontSize: 12, color: 'var(--ant-color-text-secondary, rgba(0,0,0,0.65))' }}>
      {trend.label && <span style={{ marginInlineEnd: 4 }}>{trend.label}</span>}
      <span style={{ color }} aria-label={up ? '上升' : down ? '下降' : '持平'}>
        {up && <ArrowUpOutlined />}
        {down && <ArrowDownOutlined />} {Math.abs(trend.value)}
        {trend.unit ?? '%'}
      </span>
    </div>
  );
}

function StatisticCard({ item, loading }: { item: StatisticItem; loading: boolean }) {
  const { onClick } = item;
  const card = (
    <Card
      hoverable={!!(item.to || onClick)}
      style={{ height: '100%' }}
      data-testid={`statistic-${item.key}`}
      {...(onClick
        ? {
            role: 'button',
            tabIndex: 0,
            onClick,
            onKeyDown: (event: KeyboardEvent) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onClick();
              }
            },
          }
        : {})}
    >
      <Statistic title={item.title} value={0} formatter={() => display(item)} prefix={item.prefix} suffix={item.suffix} loading={loading || item.loading} />
      {item.trend && !(loading || item.loading) && <Trend trend={item.trend} />}
    </Card>
  );
  return item.to ? (
    <Link to={item.to} style={{ display: 'block', height: '100%' }}>
      {card}
    </Link>
  ) : (
    card
  );
}

/** Statistic cards (document 1 §2): a responsive row of numbers, each with its skeleton, link and trend; gated items are left out. */
export function StatisticCards({ items, loading = false, span = DEFAULT_SPAN, 'data-testid': testId }: StatisticCardsProps) {
  const gate = useGate();
  return (
    <Row gutter={[16, 16]} data-testid={testId} className="statistic-cards">
      {items.filter(gate).map((item) => (
        <Col key={item.key} {...span}>
          <StatisticCard item={item} loading={loading} />
        </Col>
      ))}
    </Row>
  );
}
