import { AllocationUnitCode, parkingRechargeGet, rechargePeriodList, type CallReply } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Segmented, Skeleton, Space, Statistic, Table } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { PlatesCell } from '../vehicles/shared';
import { MERCHANT_TRADES } from './paths';
import { KindTag, PartStateTag, payTypeText, yuan } from './shared';

type Part = CallReply<typeof rechargePeriodList>['row'][number];

/**
 * 分摊明细 of one monthly order (`/parking-merchant/trade/period-detail?id=` 按期, `/daily-detail?id=` 按日): the order and
 * its amount spread over its months or days as the server computed it (integer fen, the remainder on the last part).
 */
export default function AllocationPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const daily = pathname === MERCHANT_TRADES.dailyDetail;
  const unit = daily ? AllocationUnitCode.day : AllocationUnitCode.period;
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const valid = Number.isInteger(id) && id > 0;
  const order = useQuery({ queryKey: [parkingRechargeGet.path, id], queryFn: () => send(parkingRechargeGet, { id }, { silent: true }), enabled: valid });
  const parts = useQuery({
    queryKey: [rechargePeriodList.path, id, unit, paging],
    queryFn: () => send(rechargePeriodList, { id, unit, page_index: paging.page, page_size: paging.size }, { silent: true }),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  if (!valid) return <Empty description="缺少月卡订单，请从月卡订单列表打开分摊明细" />;
  if (order.error) return <ErrorPanel error={order.error} onRetry={() => void order.refetch()} />;
  const o = order.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title="月卡订单">
        {!o ? (
          <Skeleton active />
        ) : (
          <Descriptions
            column={{ xs: 1, sm: 2, lg: 3 }}
            size="small"
            items={[
              { key: 'order_no', label: '订单号', children: o.order_no },
              { key: 'kind', label: '类型', children: <KindTag kind={o.kind} /> },
              { key: 'plates', label: '车牌号', children: <PlatesCell plates={o.plates} color={o.plate_color} /> },
              { key: 'park', label: '停车场', children: o.park_name },
              { key: 'package', label: '套餐', children: `${o.package_name}（${o.months} 个月）` },
              { key: 'pay', label: '支付方式', children: payTypeText(o.pay_type) },
              { key: 'range', label: '有效期', children: `${o.start_date} 至 ${o.end_date}` },
            ]}
          />
        )}
      </Card>
      <Card
        title="分摊明细"
        extra={
          <Segmented
            value={daily ? 'day' : 'period'}
            options={[{ label: '按期（月）', value: 'period' }, { label: '按日', value: 'day' }]}
            onChange={(value) => {
              setPaging({ page: 1, size: 20 });
              navigate(`${value === 'day' ? MERCHANT_TRADES.dailyDetail : MERCHANT_TRADES.periodDetail}?id=${id}`);
            }}
          />
        }
      >
        {parts.error ? (
          <ErrorPanel error={parts.error} onRetry={() => void parts.refetch()} />
        ) : (
          <>
            {parts.data && <AllocationSummary amount={parts.data.amount} allocated={parts.data.allocated} parts={parts.data.paging_header.total_count} daily={daily} />}
            <Table<Part>
              data-testid="allocation-table"
              rowKey="index"
              size="small"
              style={{ marginTop: 16 }}
              loading={parts.isFetching}
              dataSource={parts.data?.row ?? []}
              scroll={{ x: 560 }}
              pagination={{
                current: paging.page,
                pageSize: paging.size,
                total: parts.data?.paging_header.total_count ?? 0,
                pageSizeOptions: [20, 50, 100],
                showSizeChanger: true,
                showTotal: (total) => `共 ${total} ${daily ? '天' : '期'}`,
                onChange: (page, size) => setPaging({ page: size === paging.size ? page : 1, size }),
              }}
              columns={[
                { key: 'index', title: daily ? '第几天' : '期数', width: 80, render: (_, p) => (daily ? `第 ${p.index} 天` : `第 ${p.index} 期`) },
                { key: 'range', title: daily ? '日期' : '起止日期', render: (_, p) => (daily ? p.start_date : `${p.start_date} 至 ${p.end_date}`) },
                ...(daily ? [] : [{ key: 'days', title: '天数', width: 80, render: (_: unknown, p: Part) => `${p.days} 天` }]),
                { key: 'amount', title: '分摊金额', width: 120, render: (_, p) => yuan(p.amount) },
                { key: 'state', title: '状态', width: 90, render: (_, p) => <PartStateTag state={p.state} /> },
              ]}
            />
          </>
        )}
      </Card>
    </Space>
  );
}

/** The order's amount, what its ended parts add up to and what is still to come; the parts always sum to the amount. */
export function AllocationSummary({ amount, allocated, parts, daily }: { amount: number; allocated: number; parts: number; daily: boolean }) {
  return (
    <Space size={48} wrap data-testid="allocation-summary">
      <Statistic title="订单金额" value={yuan(amount)} />
      <Statistic title={`分摊${daily ? '天数' : '期数'}`} value={`${parts} ${daily ? '天' : '期'}`} />
      <Statistic title="已结束部分" value={yuan(allocated)} />
      <Statistic title="未结束部分" value={yuan(amount - allocated)} />
    </Space>
  );
}
