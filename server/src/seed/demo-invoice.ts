import { AuditorStatus, InvoiceSoftwareStatus, InvoiceSoftwareType } from '@console/contract';
import type { Tx } from '../db/client.js';
import { businessApply, invoiceAppAcl, invoiceMerchantAuditor, invoiceMerchantRt, invoicePrice, invoiceSoftware } from '../db/schema/index.js';

/**
 * 票通发票服务商 (100600) runs two tax-control connections: IN31542, a tax-control disk whose invoices are reviewed by
 * people (type 1), and IN20817, a direct connection to the digital e-invoice platform (type 2). Its customer 福田中心停车场
 * (100101) issues through IN31542 with a base rule and one auditor, and the console app may invoice for it (应用授权).
 * 南山科技园停车场 (100102) waits in its 接入申请 to open 电子发票. Its 技术服务费: by default 0.50 元 a blue invoice and
 * 0.20 元 a red one; 福田中心停车场 pays 0.30 元 a blue invoice from 2026-10 on.
 */
export async function seedDemoInvoice(tx: Tx) {
  const partner = 100600;
  const created = new Date('2026-09-05T02:00:00Z');
  const [reviewed] = await tx
    .insert(invoiceSoftware)
    .values([
      { merchant: partner, software_code: 'IN31542', name: '航信税控盘开票', type: InvoiceSoftwareType.reviewed, vendor: '航天信息', app_id: 'htxx-100600', app_secret: 'demo-secret-not-shown', remark: '停车场商户使用，开票前人工复核', status: InvoiceSoftwareStatus.enabled, create_time: created, update_time: created },
      { merchant: partner, software_code: 'IN20817', name: '数电发票直连', type: InvoiceSoftwareType.direct, vendor: '票通', app_id: '', app_secret: '', remark: '全电发票试点', status: InvoiceSoftwareStatus.enabled, create_time: created, update_time: created },
    ])
    .returning({ id: invoiceSoftware.id });
  await tx.insert(invoiceMerchantRt).values({
    merchant: 100101, software: reviewed!.id, seller_name: '深圳市福田中心停车场管理有限公司', tax_number: '91440300MA5100101X', default_tax_rate: 6,
    single_limit: 1_000_000, need_review: true, remark: '停车费按 6% 开具', operator: '郑洁', create_time: created, update_time: created,
  });
  await tx.insert(invoiceMerchantAuditor).values({ merchant: 100101, name: '林晓', mobile: '13902345678', remark: '财务主管', status: AuditorStatus.enabled, create_time: created, update_time: created });
  await tx.insert(invoicePrice).values([
    { merchant: partner, customer: null, kind: 1, unit_price: 50, start_month: '2026-01', end_month: null, remark: '标准价', operator: '郑洁', create_time: created, update_time: created },
    { merchant: partner, customer: null, kind: 2, unit_price: 20, start_month: '2026-01', end_month: null, remark: '红冲按张收费', operator: '郑洁', create_time: created, update_time: created },
    { merchant: partner, customer: 100101, kind: 1, unit_price: 30, start_month: '2026-10', end_month: null, remark: '年度合作优惠', operator: '郑洁', create_time: created, update_time: created },
  ]);
  await tx.insert(invoiceAppAcl).values({ merchant: 100101, app_id: 'console', scopes: ['issue', 'query', 'reverse'], remark: '商户后台开票', status: 1, operator: '郑洁', create_time: created, update_time: created });
  await tx.insert(businessApply).values({
    merchant: 100102, target: partner, business: 'invoice:settle', contact_name: '刘洋', contact_mobile: '13800000102', remark: '月租车与临停需要开具电子发票',
    subject: { type: 'company', name: '深圳市南山科技园停车场管理有限公司', credit_code: '91440300MA5100102Y', legal_person: '刘洋', licence_image: '/demo/licence.svg', status: 1 },
    create_time: new Date('2026-11-20T02:00:00Z'),
  });
}
