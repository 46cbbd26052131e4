import { formatMoney, paymentRefundCreate, paymentRefundList, paymentTradeGet, paymentTradeList, paymentTradeStatistics } from '@console/contract';
import { Alert, Descriptions, Form, Input, type FormInstance } from 'antd';
import { send, useIdempotencyKey } from '../../../lib/request';
import { PriceInput } from '../../../widgets/price-input/price-input';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { yuan } from './shared';

export interface RefundableTrade {
  trade_no: string;
  subject: string;
  amount: number;
  refunded: number;
  refundable: number;
  merchant_name: string;
}

type Values = { amount: number | null; reason: string };

/**
 * 退款: the amount (at most what remains refundable, the remainder by default) and a reason; the refund amount is shown
 * in words before 确认退款. A money operation: one Idempotency-Key per refund, the same for a retry after a time-out or
 * a lost answer, renewed after success.
 */
export function RefundDialog({ trade, onClose }: { trade: RefundableTrade | null; onClose: () => void }) {
  const [key, renew] = useIdempotencyKey();
  return (
    <FormDialog<Values>
      open={!!trade}
      title={`退款 · ${trade?.trade_no ?? ''}`}
      name="payment-refund"
      okText="确认退款"
      danger
      initialValues={{ amount: trade?.refundable ?? null, reason: '' }}
      changes={[paymentTradeList, paymentTradeStatistics, paymentTradeGet, paymentRefundList]}
      onClose={onClose}
      onSubmit={async ({ amount, reason }) => {
        const reply = await send(paymentRefundCreate, { trade_no: trade!.trade_no, amount: amount!, reason: reason.trim() }, { idempotencyKey: key });
        renew();
        return reply.state === 2 ? `退款成功，已退 ${yuan(reply.amount)}` : `退款已提交，${yuan(reply.amount)} 退款中（银行卡退款需 1–3 个工作日）`;
      }}
    >
      {(form) => trade && <RefundFields trade={trade} form={form} />}
    </FormDialog>
  );
}

function RefundFields({ trade, form }: { trade: RefundableTrade; form: FormInstance<Values> }) {
  const amount = Form.useWatch('amount', form);
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        bordered
        style={{ marginBottom: 16 }}
        items={[
          { key: 'merchant', label: '商户', children: trade.merchant_name },
          { key: 'subject', label: '商品描述', children: trade.subject || '-' },
          { key: 'amount', label: '交易金额', children: yuan(trade.amount) },
          { key: 'refunded', label: '已退款', children: yuan(trade.refunded) },
          { key: 'refundable', label: '可退金额', children: <strong data-testid="refundable">{yuan(trade.refundable)}</strong> },
        ]}
      />
      <Form.Item
        name="amount"
        label="退款金额（元）"
        rules={[
          { required: true, message: '请输入退款金额' },
          {
            validator: async (_, value: number | null) => {
              if (value == null) return;
              if (value <= 0) throw new Error('退款金额须大于 0');
              if (value > trade.refundable) throw new Error(`退款金额不能超过可退金额 ${formatMoney(trade.refundable)} 元`);
            },
          },
        ]}
      >
        <PriceInput aria-label="退款金额（元）" style={{ width: '100%' }} min={0} />
      </Form.Item>
      <Form.Item name="reason" label="退款原因" rules={[{ required: true, whitespace: true, message: '请填写退款原因' }, { min: 2, max: 100, message: '退款原因 2–100 个字' }]}>
        <Input.TextArea aria-label="退款原因" rows={2} maxLength={100} showCount placeholder="如：车主重复支付" />
      </Form.Item>
      <Alert
        type="warning"
        showIcon
        data-testid="refund-summary"
        message={amount ? `将向付款人退回 ${yuan(amount)}，退款后不能撤销。` : '请输入退款金额'}
      />
    </>
  );
}
