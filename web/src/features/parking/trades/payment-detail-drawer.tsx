import { formatDateTime } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Skeleton } from 'antd';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { CarStatusTag, carTypeText, durationText, plateCell } from '../records/shared';
import { useTrades } from './platform';
import { OrderStateTag, payTypeText, yuan } from './shared';

/** 临停订单详情 in a drawer: the money (应收, 优惠, 实收, 欠费, 退款) and the stay it paid for. */
export function PaymentDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { payments } = useTrades();
  const detail = useQuery({ queryKey: [payments.get.path, id], queryFn: () => send(payments.get, { id: id! }, { silent: true }), enabled: id !== null });
  const r = detail.data;
  return (
    <Drawer open={id !== null} onClose={onClose} title="临停订单详情" width={720} styles={{ wrapper: { maxWidth: '100vw' } }}>
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.error ? (
        <ErrorPanel error={detail.error} onRetry={() => void detail.refetch()} />
      ) : r ? (
        <>
          <Descriptions
            title="订单"
            column={2}
            bordered
            size="small"
            items={[
              { key: 'order_no', label: '订单号', children: r.order_no, span: 2 },
              { key: 'state', label: '订单状态', children: <OrderStateTag state={r.state} /> },
              { key: 'pay_type', label: '支付方式', children: payTypeText(r.pay_type) },
              { key: 'receivable', label: '应收金额', children: yuan(r.receivable) },
              { key: 'discount', label: '优惠金额', children: r.discount ? `${yuan(r.discount)}${r.coupon_name ? `（${r.coupon_name}）` : ''}` : '-' },
              { key: 'paid', label: '实收金额', children: yuan(r.paid) },
              { key: 'arrears', label: '欠费金额', children: r.arrears ? yuan(r.arrears) : '-' },
              { key: 'pay_time', label: r.state === 0 ? '发起支付时间' : '支付时间', children: formatDateTime(r.pay_time) },
              { key: 'merchant', label: '所属商户', children: r.merchant_name },
              ...(r.refund_amount
                ? [
                    { key: 'refund', label: '退款金额', children: yuan(r.refund_amount) },
                    { key: 'refund_time', label: '退款时间', children: r.refund_time ? formatDateTime(r.refund_time) : '-' },
                    { key: 'refund_reason', label: '退款原因', children: r.refund_reason || '-', span: 2 },
                  ]
                : []),
            ]}
          />
          <Descriptions
            title="停车记录"
            style={{ marginTop: 24 }}
            column={2}
            bordered
            size="small"
            items={[
              { key: 'plate', label: '车牌号', children: plateCell(r) },
              { key: 'status', label: '车辆状态', children: <CarStatusTag status={r.record_status} /> },
              { key: 'park', label: '停车场', children: `${r.park_name}（${r.park_code}）`, span: 2 },
              { key: 'car_type', label: '车辆类型', children: carTypeText(r.car_type) },
              { key: 'duration', label: '停车时长', children: durationText(r.duration) },
              { key: 'entry_time', label: '入场时间', children: formatDateTime(r.entry_time) },
              { key: 'entry_gate', label: '入场通道', children: r.entry_gate },
              { key: 'exit_time', label: '出场时间', children: r.exit_time ? formatDateTime(r.exit_time) : '-' },
              { key: 'exit_gate', label: '出场通道', children: r.exit_gate || '-' },
              { key: 'record', label: '停车记录 ID', children: r.record },
            ]}
          />
        </>
      ) : null}
    </Drawer>
  );
}
