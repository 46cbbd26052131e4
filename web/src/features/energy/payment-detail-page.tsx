import { energyPaymentGet, formatDateTime, PaymentReview, PaymentState, type CallReply } from '@console/contract';
import { Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { DetailPage, type DetailField } from '../../widgets/resource/detail-page';
import { AuditTimeline } from '../../widgets/timeline/record-timeline';
import { PaymentReviewDialog, PaymentReviewTag, PaymentStateTag, payModeText, SettleStateTag, useFetchPayment, useSettlePayment, yuanText } from './order-shared';
import { settleable } from './payment-list-page';
import { merchantText, useEnergyPlatform } from './shared';

type Payment = CallReply<typeof energyPaymentGet>;

/** 支付订单详情 (…/order/payment/detail?pay_no=): the payment with its order; 查询结果, 结算 (asked first; once), 审核退款. */
export default function PaymentDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const payNo = params.get('pay_no') ?? '';
  const { paths, can, showsMerchant } = useEnergyPlatform();
  const settle = useSettlePayment();
  const fetchResult = useFetchPayment();
  const [reviewing, setReviewing] = useState<Payment>();
  const fields: DetailField<Payment>[] = [
    { key: 'pay_no', label: '支付单号' },
    { key: 'order_no', label: '充电订单号', render: (p) => <Typography.Link onClick={() => navigate(`${paths.chargingDetail}?order_no=${p.order_no}`)}>{p.order_no}</Typography.Link> },
    ...(showsMerchant ? [{ key: 'merchant', label: '所属商户', value: merchantText }] : []),
    { key: 'station', label: '电站', value: (p) => `${p.station_name}（${p.station_code}）` },
    { key: 'plate', label: '车牌号' },
    { key: 'amount', label: '支付金额', value: (p) => yuanText(p.amount) },
    { key: 'pay_mode', label: '支付方式', value: (p) => payModeText(p.pay_mode) },
    { key: 'state', label: '支付状态', render: (p) => <PaymentStateTag state={p.state} /> },
    { key: 'settle_state', label: '结算状态', render: (p) => <SettleStateTag state={p.settle_state} /> },
    { key: 'create_time', label: '下单时间', value: (p) => formatDateTime(p.create_time) },
    { key: 'pay_time', label: '支付时间', value: (p) => (p.pay_time ? formatDateTime(p.pay_time) : '-') },
    { key: 'settle_time', label: '结算时间', value: (p) => (p.settle_time ? formatDateTime(p.settle_time) : '-') },
    { key: 'review_state', label: '退款审核', render: (p) => <PaymentReviewTag state={p.review_state} /> },
    { key: 'refund_reason', label: '退款原因', when: (p) => !!p.refund_reason },
    { key: 'reviewer', label: '审核人', when: (p) => !!p.reviewer, value: (p) => `${p.reviewer}（${formatDateTime(p.review_time)}）` },
    { key: 'review_note', label: '审核意见', when: (p) => !!p.review_note },
  ];
  return (
    <>
      <DetailPage<Payment>
        loadKey={[energyPaymentGet.path, payNo]}
        load={() => send(energyPaymentGet, { pay_no: payNo })}
        title={(p) => `支付订单 · ${p.pay_no}`}
        fields={fields}
        back={paths.paymentList}
        actions={[
          { key: 'fetch', label: '查询支付结果', when: (p) => p.state === PaymentState.paying, onClick: (p) => fetchResult(p.pay_no) },
          {
            key: 'settle',
            label: '结算',
            primary: true,
            permission: can('order', 'update'),
            when: settleable,
            confirm: (p) => `确定结算支付单 ${p.pay_no}（${yuanText(p.amount)}）吗？结算后不能撤销。`,
            onClick: (p) => settle(p.pay_no),
          },
          { key: 'review', label: '审核退款', primary: true, permission: can('order', 'update'), when: (p) => p.review_state === PaymentReview.pending, onClick: (p) => setReviewing(p) },
        ]}
        tabs={[
          {
            key: 'timeline',
            label: '操作记录',
            render: (p) => <AuditTimeline type="energy_payment" id={p.pay_no} />,
          },
        ]}
      />
      <PaymentReviewDialog payment={reviewing} onClose={() => setReviewing(undefined)} />
    </>
  );
}
