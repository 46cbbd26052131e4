import { formatMoney, partnerCustomerStatistics } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Skeleton } from 'antd';
import { send } from '../../lib/request';
import { Chart, RankList } from '../../widgets/chart';
import { StatisticCards } from '../../widgets/statistic-cards/statistic-cards';
import { PARTNER_PATHS } from './shared';

/**
 * 客户统计: the partner's customers and group customers (counts, software registered, new this month), new ones per
 * month over a year, the products they hold and the ten with the most trades in 30 days.
 */
export default function CustomerStatisticsPage() {
  const stats = useQuery({ queryKey: [partnerCustomerStatistics.path], queryFn: () => send(partnerCustomerStatistics, {}, { silent: true }) });
  const s = stats.data;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <StatisticCards
        data-testid="partner-customer-statistics"
        loading={stats.isPending}
        items={[
          { key: 'customers', title: '普通商户客户', value: s?.customers, suffix: '个', to: PARTNER_PATHS.customerList },
          { key: 'groups', title: '集团客户', value: s?.groups, suffix: '个', to: PARTNER_PATHS.groupList },
          { key: 'this_month', title: '本月新增', value: s?.this_month, suffix: '个' },
          { key: 'disabled', title: '已停用', value: s?.disabled, suffix: '个' },
          { key: 'parking', title: '已登记停车软件', value: s?.parking_software, suffix: '个' },
          { key: 'energy', title: '已登记充电软件', value: s?.energy_software, suffix: '个' },
          { key: 'trade_count', title: '近 30 天交易笔数', value: s?.trade_count, suffix: '笔', to: PARTNER_PATHS.daily },
          { key: 'trade_amount', title: '近 30 天交易额', value: s?.trade_amount, format: 'money' },
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title="近 12 个月新增客户">
            {s ? (
              <Chart
                kind="stacked"
                title="近 12 个月新增普通商户与集团客户"
                data-testid="partner-customer-months"
                x={s.months.map((m) => m.month.slice(2))}
                series={[
                  { name: '普通商户', values: s.months.map((m) => m.customers) },
                  { name: '集团', values: s.months.map((m) => m.groups) },
                ]}
              />
            ) : (
              <Skeleton active />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title="近 30 天交易额前 10 的客户">
            {s ? (
              s.top.length ? (
                <RankList data-testid="partner-customer-top" items={s.top.map((t) => ({ key: String(t.merchant), label: t.name, value: t.amount }))} format={(v) => `${formatMoney(v)} 元`} />
              ) : (
                <Empty description="近 30 天没有交易" />
              )
            ) : (
              <Skeleton active />
            )}
          </Card>
        </Col>
        <Col xs={24}>
          <Card title="客户开通的产品">
            {s ? (
              s.products.length ? (
                <RankList data-testid="partner-customer-products" items={s.products.map((p) => ({ key: p.code, label: p.name, value: p.count }))} format={(v) => `${v} 个客户`} max={20} />
              ) : (
                <Empty description="暂无客户" />
              )
            ) : (
              <Skeleton active />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
