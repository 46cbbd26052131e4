import type { Tx } from '../db/client.js';
import { paymentMerchant, paymentRoute } from '../db/schema/index.js';

/**
 * The payment service provider's sub-merchants (docs/decisions.md, "Payment service provider: merchants, routing, rank
 * and lookup"): 福田中心停车场 (100101) is 深圳泊联科技's (100100) payment merchant, its WeChat Pay routed to the open 微信支付
 * channel and its Alipay route kept disabled until that 进件 opens; 南山快充站 (100201) was opened by the platform.
 * 南山科技园停车场 (100102), a customer without the payment product, is left for 开通支付商户.
 */
export async function seedDemoPaymentService(tx: Tx) {
  const opened = new Date('2026-03-02T02:00:00Z');
  await tx.insert(paymentMerchant).values([
    {
      merchant: 100101, partner: 100100, short_name: '福田中心停车', industry: 'parking', fee_rate: 38, settle_cycle: 'T1', contact_name: '王芳',
      contact_telephone: '13800100101', service_phone: '0755-83210101', remark: '停车缴费、无感支付', create_time: opened, update_time: opened,
    },
    {
      merchant: 100201, partner: 100000, short_name: '南山快充', industry: 'charging', fee_rate: 60, settle_cycle: 'D1', contact_name: '孙强',
      contact_telephone: '13800100201', service_phone: '0755-86100201', create_time: new Date('2026-04-10T03:00:00Z'), update_time: new Date('2026-04-10T03:00:00Z'),
    },
  ]);
  await tx.insert(paymentRoute).values([
    { merchant: 100101, pay_mode: 3, channel: 'wxpay', status: 1, operator: '陈立', remark: '微信官方通道', create_time: opened, update_time: opened },
    { merchant: 100101, pay_mode: 4, channel: 'alipay', status: 0, operator: '陈立', remark: '支付宝进件开通后启用', create_time: opened, update_time: opened },
  ]);
}
