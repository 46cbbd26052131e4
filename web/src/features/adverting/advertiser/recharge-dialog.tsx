import { advertiserRecharge, DEPOSIT_MAX } from '@console/contract';
import { Alert, Form, Input, Select } from 'antd';
import { send } from '../../../lib/request';
import { useIdempotencyKey } from '../../../lib/request/idempotency';
import { PriceInput } from '../../../widgets/price-input/price-input';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { ImageUpload } from '../../../widgets/upload/image-upload';
import { advertiserReads, depositMethodOptions, yuan, type Advertiser } from './shared';

interface Values {
  amount: number | null;
  method: number;
  serial_no: string;
  voucher?: string;
  remark?: string;
}

/**
 * 充值（入账）: books money the advertiser paid in. One Idempotency-Key per booking, the same for every retry, renewed
 * after success; the same 付款流水号 is booked once (1409).
 */
export function RechargeDialog({ advertiser, onClose }: { advertiser: Advertiser | null; onClose: () => void }) {
  const [key, renew] = useIdempotencyKey();
  return (
    <FormDialog<Values>
      open={!!advertiser}
      title="预存款充值"
      name="adverting-advertiser-recharge"
      okText="确认入账"
      initialValues={{ amount: null, method: 1, serial_no: '' }}
      changes={advertiserReads}
      onClose={onClose}
      onSubmit={async (v) => {
        const reply = await send(
          advertiserRecharge,
          { id: advertiser!.id, amount: v.amount!, method: v.method, serial_no: v.serial_no.trim(), voucher: v.voucher || undefined, remark: v.remark?.trim() || undefined },
          { idempotencyKey: key },
        );
        renew();
        return `已入账 ${yuan(v.amount!)}，余额 ${yuan(reply.balance)}`;
      }}
    >
      {advertiser && (
        <>
          <Alert type="info" showIcon style={{ marginBottom: 16 }} message={`${advertiser.name}：当前余额 ${yuan(advertiser.balance)}`} description="请在确认款项已到账后入账；同一付款流水号只能入账一次。" />
          <Form.Item
            name="amount"
            label="充值金额"
            rules={[
              { required: true, message: '请输入充值金额' },
              { validator: async (_r, v: number | null) => { if (v != null && v <= 0) throw new Error('充值金额须大于 0'); if (v != null && v > DEPOSIT_MAX) throw new Error('单笔不能超过 10,000,000.00 元'); } },
            ]}
          >
            <PriceInput aria-label="充值金额" max={DEPOSIT_MAX / 100} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="method" label="入账方式" rules={[{ required: true, message: '请选择入账方式' }]}>
            <Select aria-label="入账方式" options={depositMethodOptions} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="serial_no" label="付款流水号" rules={[{ required: true, whitespace: true, message: '请输入付款流水号' }]}>
            <Input maxLength={64} placeholder="银行或支付平台的交易流水号" />
          </Form.Item>
          <Form.Item name="voucher" label="付款凭证">
            <ImageUpload aria-label="付款凭证" />
          </Form.Item>
          <Form.Item name="remark" label="备注">
            <Input.TextArea maxLength={200} rows={2} />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
