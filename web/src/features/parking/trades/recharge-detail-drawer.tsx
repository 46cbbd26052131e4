import { formatDateTime } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Skeleton, Space, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { useGate } from '../../../shell/session/gate';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { PlatesCell } from '../vehicles/shared';
import { MERCHANT_TRADES } from './paths';
import { useTrades } from './platform';
import { CollateTag, KindTag, payTypeText, yuan, type RechargeRow } from './shared';

/** 月卡订单详情 in a drawer: the order, its card and its 操作记录 (对账, 重新同步); the page's actions at the top. */
export function RechargeDetailDrawer({
  id,
  onClose,
  onCollate,
  onResync,
}: {
  id: number | null;
  onClose: () => void;
  onCollate?: (row: RechargeRow) => void;
  onResync?: (row: RechargeRow) => void;
}) {
  const { recharges, codes, allocation } = useTrades();
  const gate = useGate();
  const navigate = useNavigate();
  const detail = useQuery({ queryKey: [recharges.get.path, id], queryFn: () => send(recharges.get, { id: id! }, { silent: true }), enabled: id !== null });
  const r = detail.data;
  const buttons = r && (
    <Space wrap>
      {allocation && <Button onClick={() => navigate(`${MERCHANT_TRADES.periodDetail}?id=${r.id}`)}>分摊明细</Button>}
      {onResync && codes.resync && gate({ permission: [codes.resync] }) && <Button onClick={() => onResync(r)}>重新同步</Button>}
      {onCollate && !r.collated && (
        <Button type="primary" onClick={() => onCollate(r)}>
          对账
        </Button>
      )}
    </Space>
  );
  return (
    <Drawer open={id !== null} onClose={onClose} title="月卡订单详情" width={720} styles={{ wrapper: { maxWidth: '100vw' } }} extra={buttons}>
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.error ? (
        <ErrorPanel error={detail.error} onRetry={() => void detail.refetch()} />
      ) : r ? (
        <>
          <Descriptions
            column={2}
            bordered
            size="small"
            items={[
              { key: 'order_no', label: '订单号', children: r.order_no, span: 2 },
              { key: 'kind', label: '订单类型', children: <KindTag kind={r.kind} /> },
              { key: 'collated', label: '对账状态', children: <CollateTag collated={r.collated} /> },
              { key: 'amount', label: '金额', children: yuan(r.amount) },
              { key: 'pay_type', label: '支付方式', children: payTypeText(r.pay_type) },
              { key: 'plates', label: '车牌号', children: <PlatesCell plates={r.plates} color={r.plate_color} /> },
              { key: 'holder', label: '车主', children: r.holder_name },
              { key: 'park', label: '停车场', children: `${r.park_name}（${r.park_code}）`, span: 2 },
              { key: 'package', label: '套餐', children: r.package_name },
              { key: 'periods', label: '周期', children: `${r.periods} 个周期（${r.months} 个月）` },
              { key: 'range', label: '有效期', children: `${r.start_date} 至 ${r.end_date}`, span: 2 },
              { key: 'time', label: '支付时间', children: formatDateTime(r.create_time) },
              { key: 'operator', label: '操作人', children: r.operator },
              { key: 'collate_time', label: '对账时间', children: r.collate_time ? `${formatDateTime(r.collate_time)}（${r.collator}）` : '-', span: 2 },
              ...(r.resync_count ? [{ key: 'resync', label: '重新同步', children: `${r.resync_count} 次，最近 ${formatDateTime(r.resync_time)}`, span: 2 }] : []),
              { key: 'merchant', label: '所属商户', children: r.merchant_name, span: 2 },
            ]}
          />
          <Tabs
            style={{ marginTop: 16 }}
            items={[
              {
                key: 'timeline',
                label: '操作记录',
                children: (
                  <AuditTimeline type="parking_vip_renewal" id={r.id} />
                ),
              },
            ]}
          />
        </>
      ) : null}
    </Drawer>
  );
}
