import { BuyerType, InvoiceApplyStatus } from '@console/contract';
import type { Tx } from '../db/client.js';
import { merchantProduct } from '../db/schema/index.js';
import { demoInvoicing } from './demo-invoice-records.js';

/**
 * 集团发票's demo (docs/decisions.md, "Group invoices (集团发票)"): a member of each demo group invoices too —
 * 罗湖万象停车场 (100103, 华润置地停车集团) its parking fees, 宝安充电站 (100202, 深能充电集团) its charging fees — both through
 * IN31542 without review, so that each group's 可开票交易 and 发票列表 show its members' rows.
 */
export async function seedDemoGroupInvoice(tx: Tx) {
  await tx.insert(merchantProduct).values([100103, 100202].map((merchant) => ({ merchant, product: 'invoice:merchant:platform' })));
  const issued = (applicant: string, remark: string) => [
    { status: InvoiceApplyStatus.waiting, operator: applicant, remark: '提交开票申请' },
    { status: InvoiceApplyStatus.issuing, operator: '税控系统', remark: '提交税控开票' },
    { status: InvoiceApplyStatus.success, operator: '税控系统', remark },
  ];

  const parking = await demoInvoicing(tx, {
    merchant: 100103,
    seller: { seller_name: '深圳市罗湖万象停车场管理有限公司', seller_tax_number: '91440300MA5100103P' },
    applicant: '罗湖万象财务',
    serial: 7,
    trades: Array.from({ length: 24 }, (_, i) => ({ daysAgo: 24 - i, amount: i % 6 === 5 ? 45_000 : 800 + ((i * 313) % 40) * 100, description: i % 6 === 5 ? '月卡续费' : '临时停车费', no: 3001 + i })),
  });
  await parking.application([0, 1, 2], { type: BuyerType.company, name: '深圳市万象商业管理有限公司', tax: '91440300MA5GX6789L', email: 'ap@wanxiang.example.com' },
    InvoiceApplyStatus.success, issued('罗湖万象财务', '发票号码 70000001'));
  await parking.application([5], { type: BuyerType.personal, name: '黄磊', email: 'huanglei@example.com' }, InvoiceApplyStatus.success, [
    ...issued('罗湖万象财务', '发票号码 70000002'),
    { status: InvoiceApplyStatus.success, operator: '罗湖万象财务', remark: '发票 70000002 已红冲（红字发票 60000002）：金额有误' },
  ], { reversed: '金额有误' });
  await parking.application([9, 10], { type: BuyerType.personal, name: '周杰', email: 'zhoujie@example.com' }, InvoiceApplyStatus.waiting,
    [{ status: InvoiceApplyStatus.waiting, operator: '罗湖万象财务', remark: '提交开票申请' }]);

  const energy = await demoInvoicing(tx, {
    merchant: 100202,
    seller: { seller_name: '深圳市宝安充电站运营有限公司', seller_tax_number: '91440300MA5100202Q' },
    applicant: '宝安站财务',
    serial: 5,
    trades: Array.from({ length: 16 }, (_, i) => ({ daysAgo: 20 - i, amount: 2_000 + ((i * 457) % 50) * 100, description: '充电服务费', no: 5001 + i })),
  });
  await energy.application([0, 1, 2, 3], { type: BuyerType.company, name: '深圳市鹏程出租汽车有限公司', tax: '91440300MA5HT2468M', email: 'fin@pctaxi.example.com' },
    InvoiceApplyStatus.success, issued('宝安站财务', '发票号码 50000001'));
}
