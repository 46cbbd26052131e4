import { Card, Col, Row } from 'antd';
import { Chart } from '../../widgets/chart';
import { yuan } from './period';

/** 点击率 in percent with 2 decimals. */
export const ctrText = (clicks: number, shows: number) => (shows ? `${((clicks / shows) * 100).toFixed(2)}%` : '-');

export interface TrafficChartProps {
  /** The points' labels (`pointLabel` of each day). */
  x: string[];
  shows: number[];
  clicks: number[];
  /** The two series' names: 展示次数 and 点击次数 unless the page says 展示量 and 点击量. */
  names?: [string, string];
  title?: string;
  'data-testid'?: string;
}

/** The advertising pages' traffic line: shows on the left axis, clicks (a hundredth of them) on the right. */
export function TrafficChart({ x, shows, clicks, names = ['展示次数', '点击次数'], title, 'data-testid': testId }: TrafficChartProps) {
  return (
    <Chart
      data-testid={testId}
      kind="line"
      title={title}
      x={x}
      series={[
        { name: names[0], values: shows },
        { name: names[1], values: clicks, axis: 'right' },
      ]}
    />
  );
}

/**
 * A day-by-day row of two cards: money as bars (`money.values` in fen) and 展示与点击 as lines (the advertiser's 数据统计,
 * the operator's 广告位分析).
 */
export function DailyMoneyAndTraffic({ money, testIds, ...traffic }: Omit<TrafficChartProps, 'title' | 'data-testid'> & {
  money: { title: string; name: string; values: number[] };
  /** The money chart's and the traffic chart's test ids. */
  testIds: [string, string];
}) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card title={money.title} size="small">
          <Chart kind="bar" x={traffic.x} series={[{ name: money.name, values: money.values.map((v) => v / 100), format: (v) => yuan(Math.round(v * 100)) }]} data-testid={testIds[0]} />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title="展示与点击" size="small">
          <TrafficChart {...traffic} data-testid={testIds[1]} />
        </Card>
      </Col>
    </Row>
  );
}
