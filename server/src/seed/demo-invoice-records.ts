import { BuyerType, InvoiceApplyStatus, InvoiceKind, TradeInvoiceState } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { invoiceApply, invoiceApplyStatus, invoiceApplyTrade, invoiceInvoice, invoiceSetting, invoiceSoftware, invoiceTrade } from '../db/schema/index.js';
import { invoiceCodeOf, PARKING_TAX_ITEM, taxOf } from '../modules/invoice/record/record.service.js';

/**
 * 福田中心停车场 (100101) invoices its parking fees through IN31542 (6%, limit 10,000 元, review before issue by 林晓):
 * 60 trades over the last month, and applications in every state — two issued (one of them reversed by a red invoice,
 * its trades invoiceable again), one awaiting review, one awaiting face verification (the shell's invoice tip), one
 * rejected and one withdrawn. docs/decisions.md, "Electronic invoices of a merchant".
 */
export async function seedDemoInvoiceRecords(tx: Tx) {
  const descriptions = ['临时停车费', '临时停车费', '月卡续费', '临时停车费', '预约停车费'];
  const { application } = await demoInvoicing(tx, {
    merchant: 100101,
    seller: { seller_name: '深圳市福田中心停车场管理有限公司', seller_tax_number: '91440300MA5100101X' },
    applicant: '王芳',
    serial: 9,
    trades: Array.from({ length: 60 }, (_, i) => {
      const description = descriptions[i % descriptions.length]!;
      return { daysAgo: 30 - i / 2, amount: description === '月卡续费' ? 30_000 : 500 + ((i * 737) % 60) * 100, description, no: 1001 + i };
    }),
  });

  const applied = { status: InvoiceApplyStatus.waiting, operator: '王芳', remark: '提交开票申请，待审核' };
  const passed = (by: string) => [
    applied,
    { status: InvoiceApplyStatus.waiting, operator: by, remark: '审核通过' },
    { status: InvoiceApplyStatus.issuing, operator: by, remark: '提交税控开票' },
  ];
  const company = { type: BuyerType.company, name: '深圳市前海物流有限公司', tax: '91440300MA5DQ1234K', email: 'finance@qhwl.example.com' };
  await application([0, 1, 3], company, InvoiceApplyStatus.success, [...passed('林晓'), { status: 2, operator: '税控系统', remark: '发票号码 90000001' }], { auditor: '林晓' });
  const wrong = await application([5, 6], { type: BuyerType.personal, name: '张伟', email: 'zhangwei@example.com' }, InvoiceApplyStatus.success,
    [...passed('林晓'), { status: 2, operator: '税控系统', remark: '发票号码 90000002' }, { status: 2, operator: '王芳', remark: '发票 90000002 已红冲（红字发票 80000002）并重开：抬头开错' }],
    { auditor: '林晓', reversed: '抬头开错' });
  // 重开 of 张伟's invoice under the corrected title (docs/decisions.md, "Electronic invoice renew, edit and setting").
  await application([5, 6], { type: BuyerType.personal, name: '张玮', email: 'zhangwei@example.com' }, InvoiceApplyStatus.success,
    [{ status: 0, operator: '王芳', remark: '重开发票 90000002，待审核' }, { status: 0, operator: '林晓', remark: '审核通过' }, { status: 1, operator: '林晓', remark: '提交税控开票' }, { status: 2, operator: '税控系统', remark: '发票号码 90000007' }],
    { auditor: '林晓', renewOf: wrong.blue, later: 1 });
  await application([10, 11, 12], { type: BuyerType.company, name: '深圳市福田区城市管理局', tax: '11440304MB2C12345X', email: 'cgj@example.gov.cn' }, InvoiceApplyStatus.faceVerify,
    [...passed('林晓'), { status: 3, operator: '税控系统', remark: '触发税务局风险监控，待法人或财务负责人人脸认证' }], { auditor: '林晓' });
  await application([14], { type: BuyerType.personal, name: '李娜', email: 'lina@example.com' }, InvoiceApplyStatus.failed,
    [applied, { status: -1, operator: '林晓', remark: '审核驳回：交易为月卡续费，已在月卡订单开票' }], { auditor: '林晓', reason: '审核驳回：交易为月卡续费，已在月卡订单开票' });
  await application([16, 17], { type: BuyerType.personal, name: '陈强', email: 'chenqiang@example.com' }, InvoiceApplyStatus.withdrawn, [applied, { status: -2, operator: '王芳', remark: '撤回开票申请' }]);
  await application([50, 52], company, InvoiceApplyStatus.waiting, [applied]);
  // 电子发票设置: printed seller details, the parking item at the rule's rate, delivery by mail, a remark template.
  await tx.insert(invoiceSetting).values({
    merchant: 100101, seller_address: '深圳市福田区福华三路 88 号', seller_phone: '0755-83001234', seller_bank: '招商银行深圳福田支行', seller_account: '755912345610101',
    item_name: PARKING_TAX_ITEM.name, tax_code: PARKING_TAX_ITEM.tax_code, tax_rate: null, auto_issue: true, email_delivery: true, sms_delivery: false,
    remark_template: '{开始日期} 至 {结束日期} 停车费，共 {交易笔数} 笔', operator: '王芳', update_time: at(20),
  });
}

/** Instants and UTC+8 dates of the demo's invoicing, relative to the moment the demo is created. */
const at = (daysAgo: number) => new Date(Math.floor((Date.now() - daysAgo * 86_400_000) / 60_000) * 60_000);
const dateOf = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * One invoice merchant's demo trades (invoiced through IN31542 at 6 %), and a writer of its applications in any state:
 * trades held or released, status history, blue (and red) invoices. `serial` (a digit) keeps numbers of merchants apart.
 */
export async function demoInvoicing(
  tx: Tx,
  options: {
    merchant: number;
    seller: { seller_name: string; seller_tax_number: string };
    applicant: string;
    serial: number;
    trades: { daysAgo: number; amount: number; description: string; no: number }[];
  },
) {
  const { merchant, seller, applicant, serial } = options;
  const trades = await tx
    .insert(invoiceTrade)
    .values(
      options.trades.map((t) => {
        const time = at(t.daysAgo);
        return { merchant, trade_no: `PT${dateOf(time).replaceAll('-', '')}${String(t.no)}`, trade_time: time, amount: t.amount, description: t.description, create_time: time };
      }),
    )
    .returning({ id: invoiceTrade.id, amount: invoiceTrade.amount, trade_time: invoiceTrade.trade_time });
  const [software] = await tx.select({ id: invoiceSoftware.id }).from(invoiceSoftware).where(eq(invoiceSoftware.software_code, 'IN31542'));
  let sequence = 0;

  const application = async (
    picks: number[],
    buyer: { type: number; name: string; tax?: string; email: string },
    status: number,
    steps: { status: number; operator: string; remark: string }[],
    extra: { auditor?: string; reason?: string; reversed?: string; renewOf?: number; later?: number } = {},
  ) => {
    const chosen = picks.map((i) => trades[i]!);
    const amount = chosen.reduce((s, t) => s + t.amount, 0);
    const tax = taxOf(amount, 6);
    const created = new Date(chosen[0]!.trade_time.getTime() + 2 * 3_600_000 + (extra.later ?? 0) * 86_400_000 + (extra.later ? 3_600_000 : 0));
    sequence += 1;
    const apply_no = `IA${dateOf(created).replaceAll('-', '')}${serial}000000${sequence}`;
    const [row] = await tx
      .insert(invoiceApply)
      .values({
        merchant, apply_no, software: software!.id, software_code: 'IN31542', ...seller, buyer_type: buyer.type, buyer_name: buyer.name, buyer_tax_number: buyer.tax ?? '',
        buyer_email: buyer.email, amount, tax_amount: tax, tax_rate: 6, trade_count: chosen.length, items: [{ ...PARKING_TAX_ITEM, amount, rate: 6, tax }], need_review: true,
        status, reason: extra.reason ?? '', renew_of: extra.renewOf ?? null, applicant, auditor_name: extra.auditor ?? '', audit_time: extra.auditor ? created : null, create_time: created, update_time: created,
      })
      .returning({ id: invoiceApply.id });
    const apply = row!.id;
    await tx.insert(invoiceApplyTrade).values(chosen.map((t) => ({ merchant, apply, trade: t.id })));
    await tx.insert(invoiceApplyStatus).values(steps.map((s, i) => ({ merchant, apply, ...s, create_time: new Date(created.getTime() + i * 60_000) })));
    const holds = status === InvoiceApplyStatus.success && !extra.reversed ? TradeInvoiceState.invoiced : [0, 1, 3].includes(status) ? TradeInvoiceState.applying : TradeInvoiceState.open;
    if (holds !== TradeInvoiceState.open) {
      for (const t of chosen) await tx.update(invoiceTrade).set({ invoice_state: holds, apply }).where(eq(invoiceTrade.id, t.id));
    }
    let blueId: number | undefined;
    if (status === InvoiceApplyStatus.success) {
      const issueDate = dateOf(created);
      const [blue] = await tx
        .insert(invoiceInvoice)
        .values({
          merchant, apply, kind: InvoiceKind.blue, software_code: 'IN31542', invoice_code: invoiceCodeOf(issueDate), invoice_no: `${serial}${String(sequence).padStart(7, '0')}`,
          check_code: `6${String(sequence * 982451653).padStart(19, '0')}`.slice(0, 20), issue_date: issueDate, buyer_name: buyer.name, seller_name: seller.seller_name, amount, tax_amount: tax,
          disabled: extra.reversed ? 1 : 0, operator: extra.auditor ?? '', create_time: created,
        })
        .returning({ id: invoiceInvoice.id });
      blueId = blue!.id;
      if (extra.reversed) {
        const later = new Date(created.getTime() + 86_400_000);
        await tx.insert(invoiceInvoice).values({
          merchant, apply, kind: InvoiceKind.red, software_code: 'IN31542', invoice_code: invoiceCodeOf(dateOf(later)), invoice_no: `${serial - 1}${String(sequence).padStart(7, '0')}`,
          check_code: `5${String(sequence * 982451653).padStart(19, '0')}`.slice(0, 20), issue_date: dateOf(later), buyer_name: buyer.name, seller_name: seller.seller_name,
          amount: -amount, tax_amount: -tax, original: blue!.id, reason: extra.reversed, operator: applicant, create_time: later,
        });
      }
    }
    return { apply, blue: blueId };
  };

  return { trades, application };
}
