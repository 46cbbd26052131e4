import { ChannelApplyStatus as S } from '@console/contract';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { paymentChannelApply, subject } from '../db/schema/index.js';

/**
 * 支付进件 demo: 深圳泊联科技 (100100, a payment partner) filed applications for its customers 福田中心停车场 (100101) and
 * 南山科技园停车场 (100102) in every state — two abnormal, so its 支付 to-do shows 2. The platform filed one for 南山快充站
 * (100201) over 银联商务 that awaits its electronic contract (the energy merchant's signing prompt).
 */
export async function seedDemoChannelApply(tx: Tx) {
  const subjects = new Map(
    (await tx.select({ merchant: subject.merchant, name: subject.name, credit_code: subject.credit_code }).from(subject).where(inArray(subject.merchant, [100101, 100102, 100201]))).map(
      (s) => [s.merchant, s],
    ),
  );
  const day = (n: number) => new Date(Date.parse('2026-09-01T02:00:00Z') + n * 86_400_000);
  const account = (merchant: number, name: string) => ({
    account_type: 1, account_name: name, account_no: `62220202001${merchant}`, bank: 'CMB', branch_name: '招商银行深圳福田支行', branch_cnaps: '308584000013',
  });
  const rows: { merchant: number; channel: string; category: number; status: number; n: number; reason?: string; sign?: boolean; partner?: number }[] = [
    { merchant: 100101, channel: 'WXPAY', category: 1, status: S.opened, n: 1 },
    { merchant: 100101, channel: 'ALIPAY', category: 1, status: S.channel, n: 2 },
    { merchant: 100101, channel: 'CHINAUMS', category: 3, status: S.signing, n: 3, sign: true },
    { merchant: 100101, channel: 'LAKALA', category: 3, status: S.abnormal, n: 4, reason: '渠道反馈：结算账户开户名与营业执照名称不一致' },
    { merchant: 100101, channel: 'CMB', category: 2, status: S.pending, n: 5 },
    { merchant: 100102, channel: 'WXPAY', category: 1, status: S.rejected, n: 6, reason: '门头照片不清晰，请重新上传后提交' },
    { merchant: 100102, channel: 'ALIPAY', category: 1, status: S.abnormal, n: 7, reason: '渠道反馈：联系人手机号无法接通' },
    { merchant: 100102, channel: 'CMB', category: 2, status: S.pending, n: 8 },
    { merchant: 100201, channel: 'CHINAUMS', category: 3, status: S.signing, n: 9, sign: true, partner: 100000 },
  ];
  await tx.insert(paymentChannelApply).values(
    rows.map((r) => {
      const s = subjects.get(r.merchant)!;
      const applyNo = `CA20260901${String(r.n).padStart(6, '0')}`;
      const audited = r.status !== S.pending;
      return {
        apply_no: applyNo, merchant: r.merchant, partner: r.partner ?? 100100, channel: r.channel, category_id: r.category, contract_type: r.category === 3 ? 1 : 2,
        subject_name: s.name, licence_no: s.credit_code, ...account(r.merchant, s.name), contact_name: r.merchant === 100201 ? '孙强' : '王芳',
        contact_telephone: `1380000${String(r.merchant).slice(-4)}`, status: r.status, reason: r.reason ?? '',
        apply_sign_url: r.sign ? `https://sign.chinaums.example/contract?no=HT20260901${String(r.n).padStart(6, '0')}` : '',
        contract_no: r.sign ? `HT20260901${String(r.n).padStart(6, '0')}` : '',
        applicant: r.partner ? '平台管理员' : '陈立', auditor: audited ? '平台管理员' : '', audit_time: audited ? day(r.n + 1) : null,
        create_time: day(r.n), update_time: day(r.n + 1),
      };
    }),
  );
}
