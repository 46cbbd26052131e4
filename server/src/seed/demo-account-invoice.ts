import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { accountInvoice, accountInvoiceRecord, accountInvoiceTitle, walletRecord } from '../db/schema/index.js';
import { addDays, todayInChina } from '../shared/time.js';

const PLATFORM = 100000;
const PLATFORM_NAME = '智泊云平台运营中心';

/**
 * 账户中心 › 发票管理 demo data (account-invoice slice) of the wallet owners 福田中心停车场 (100101) and 南山快充站 (100201):
 * their invoice titles and invoices asked of the platform for their seeded wallet payments (docs/decisions.md, "Account
 * invoices"): 100101 one issued, one failed (its payment free again), one waiting; 100201 one issued. Runs after
 * seedDemoWallet (payments are found by their out_no BIZ<merchant><index>).
 */
export async function seedDemoAccountInvoice(tx: Tx) {
  const today = todayInChina();
  const at = (daysAgo: number, hour: number) => new Date(`${addDays(today, -daysAgo)}T${String(hour).padStart(2, '0')}:20:00+08:00`);
  const payments = async (merchant: number, indexes: number[]) => {
    const outs = indexes.map((i) => `BIZ${merchant}${String(i + 1).padStart(4, '0')}`);
    const rows = await tx.select({ id: walletRecord.id, out_no: walletRecord.out_no, amount: walletRecord.amount, refunded: walletRecord.refunded }).from(walletRecord)
      .where(and(eq(walletRecord.merchant, merchant), inArray(walletRecord.out_no, outs)));
    return outs.map((o) => rows.find((r) => r.out_no === o)).filter((r) => r !== undefined);
  };

  const titles = [
    { merchant: 100101, type: 2, name: '深圳市福田中心停车场管理有限公司', tax_number: '91440300MA5F8K2L1X', address: '深圳市福田区福华三路 88 号', phone: '0755-83001010', bank: '招商银行深圳福田支行', bank_account: '755912345610001', email: 'finance@futian-park.example', is_default: true, create_time: at(30, 10) },
    { merchant: 100101, type: 1, name: '王芳', tax_number: '', address: '', phone: '', bank: '', bank_account: '', email: 'wangfang@futian-park.example', is_default: false, create_time: at(22, 15) },
    { merchant: 100201, type: 2, name: '深圳市南山快充新能源有限公司', tax_number: '91440300MA5G3C7Q2W', address: '深圳市南山区科技园南区 12 栋', phone: '0755-86002020', bank: '中国银行深圳南山支行', bank_account: '7570881234560002', email: 'caiwu@nanshan-charge.example', is_default: true, create_time: at(28, 11) },
  ];
  await tx.insert(accountInvoiceTitle).values(titles.map((t) => ({ ...t, update_time: t.create_time })));

  const plans = [
    { merchant: 100101, title: titles[0]!, records: [0, 1], status: 2, days: 20, issued: 18, applicant: '王芳', remark: '10 月优惠券采购与平台服务费' },
    { merchant: 100101, title: titles[0]!, records: [2], status: -1, days: 15, issued: 14, applicant: '王芳', remark: '', reason: '购方税号与税务登记信息不一致，请核对抬头后重新申请' },
    { merchant: 100101, title: titles[0]!, records: [3], status: 0, days: 1, issued: 0, applicant: '王芳', remark: '' },
    { merchant: 100201, title: titles[2]!, records: [2], status: 2, days: 12, issued: 10, applicant: '孙强', remark: '10 月电站服务费' },
  ];
  let serial = 0;
  for (const plan of plans) {
    const picked = await payments(plan.merchant, plan.records);
    if (picked.length !== plan.records.length) continue;
    serial += 1;
    const amount = picked.reduce((sum, p) => sum + p.amount - p.refunded, 0);
    const created = at(plan.days, 10);
    const issued = plan.status === 2;
    const [row] = await tx.insert(accountInvoice).values({
      merchant: plan.merchant, invoice_no: `PI${addDays(today, -plan.days).replaceAll('-', '')}${String(90_000_000 + serial).padStart(8, '0')}`,
      seller: PLATFORM, seller_name: PLATFORM_NAME, title_type: plan.title.type, title_name: plan.title.name, tax_number: plan.title.tax_number,
      address: plan.title.address, phone: plan.title.phone, bank: plan.title.bank, bank_account: plan.title.bank_account, email: plan.title.email,
      amount, record_count: picked.length, status: plan.status,
      invoice_code: issued ? `044032${today.slice(0, 4)}0011` : '', invoice_number: issued ? String(80_000_000 + serial * 137) : '',
      issue_date: issued ? addDays(today, -plan.issued) : '', reason: plan.reason ?? '', remark: plan.remark, applicant: plan.applicant,
      create_time: created, update_time: plan.status === 0 ? created : at(plan.issued, 16),
    }).returning({ id: accountInvoice.id });
    await tx.insert(accountInvoiceRecord).values(picked.map((p) => ({ merchant: plan.merchant, invoice: row!.id, wallet_record: p.id, amount: p.amount - p.refunded, active: plan.status >= 0 })));
  }
}
