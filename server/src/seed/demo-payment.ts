import { AccountType, ShardingStatus, WithdrawApplyStatus, WithdrawMode } from '@console/contract';
import type { Tx } from '../db/client.js';
import { generateAppKey } from '../modules/merchant/app/app-runtime.service.js';
import { app, paymentAppAcl, paymentBankBranch, paymentShardingReceiver, paymentShardingRt, paymentTransferRt, paymentWithdrawApply } from '../db/schema/index.js';

/**
 * Branches of the larger banks in the demo's cities. Sample data: the names are real branches, the numbers only
 * follow the CNAPS layout (bank 3 + city 4 + branch 4 + 1) — production loads the PBOC directory instead
 * (docs/decisions.md, "Withdrawal settings").
 */
const banks = { ICBC: '102', ABC: '103', BOC: '104', CCB: '105', BOCOM: '301', CMB: '308', CIB: '309', SPDB: '310', PAB: '307', CITIC: '302' } as const;
const cities = { '440300': { code: '5840', name: '深圳', districts: ['福田', '南山', '罗湖', '宝安', '龙岗'] }, '440100': { code: '5810', name: '广州', districts: ['天河', '越秀'] }, '110100': { code: '1000', name: '北京', districts: ['朝阳', '海淀'] }, '310100': { code: '2900', name: '上海', districts: ['浦东', '徐汇'] } } as const;
const bankNames: Record<keyof typeof banks, string> = { ICBC: '中国工商银行', ABC: '中国农业银行', BOC: '中国银行', CCB: '中国建设银行', BOCOM: '交通银行', CMB: '招商银行', CIB: '兴业银行', SPDB: '上海浦东发展银行', PAB: '平安银行', CITIC: '中信银行' };

function demoBranches() {
  return Object.entries(banks).flatMap(([bank, bankNo]) =>
    Object.entries(cities).flatMap(([city, c]) =>
      c.districts.map((district, i) => {
        const first11 = `${bankNo}${c.code}${String(1000 + i * 7 + Number(bankNo) % 5).padStart(4, '0')}`;
        const check = [...first11].reduce((sum, d) => sum + Number(d), 0) % 10;
        const name = `${bankNames[bank as keyof typeof banks]}股份有限公司${c.name}${district}支行`;
        return { cnaps: `${first11}${check}`, bank, name, city };
      }),
    ),
  );
}

/**
 * 福田中心停车场 (100101) is paid out every Monday to its ICBC account (approved by the platform) and shares 5 % of
 * parking fees with its partner, and its parking fees are taken by the payment mini-program; 南山科技园停车场 (100102) has settings submitted by its partner waiting for the
 * platform's review, and a profit-sharing rule on monthly-card top-ups.
 */
export async function seedDemoPayment(tx: Tx) {
  const branches = demoBranches();
  await tx.insert(paymentBankBranch).values(branches);
  const futian = branches.find((b) => b.bank === 'ICBC' && b.name.includes('福田'))!;
  const nanshan = branches.find((b) => b.bank === 'CMB' && b.name.includes('南山'))!;
  const approved = new Date('2026-02-01T02:00:00Z');
  const account = {
    account_type: AccountType.company,
    proof: ['/demo/licence.svg'],
    reserved_mobile: '',
    min_amount: 10_000,
    retain_amount: 0,
  };
  const [first] = await tx
    .insert(paymentWithdrawApply)
    .values({
      ...account,
      merchant: 100101,
      account_name: '福田中心停车场',
      account_no: '4000028109200123456',
      bank: 'ICBC',
      branch_name: futian.name,
      branch_cnaps: futian.cnaps,
      mode: WithdrawMode.auto,
      cycle: 'weekly',
      cycle_day: 1,
      status: WithdrawApplyStatus.approved,
      applicant: '王芳',
      applicant_merchant: 100101,
      auditor: '平台管理员',
      audit_time: approved,
      create_time: new Date('2026-01-30T03:00:00Z'),
    })
    .returning({ id: paymentWithdrawApply.id });
  await tx.insert(paymentTransferRt).values({ merchant: 100101, apply: first!.id, approver: '平台管理员', approve_time: approved });
  await tx.insert(paymentWithdrawApply).values({
    ...account,
    merchant: 100102,
    account_name: '南山科技园停车场',
    account_no: '755912345610801',
    bank: 'CMB',
    branch_name: nanshan.name,
    branch_cnaps: nanshan.cnaps,
    mode: WithdrawMode.manual,
    min_amount: 50_000,
    remark: '代客户提交，开户许可证已核对',
    status: WithdrawApplyStatus.pending,
    applicant: '陈立',
    applicant_merchant: 100100,
    create_time: new Date('2026-10-20T02:00:00Z'),
  });
  const rules = [
    { merchant: 100101, name: '停车费服务分成', business: ['car:parking:cashier', 'car:parking:autopay'], receivers: [{ receiver: 100100, ratio: 500 }] },
    { merchant: 100102, name: '月卡充值分账', business: ['car:parking:recharge'], receivers: [{ receiver: 100100, ratio: 300 }, { receiver: 100300, ratio: 200 }] },
  ];
  for (const r of rules) {
    const [rule] = await tx.insert(paymentShardingRt).values({ merchant: r.merchant, name: r.name, business: r.business, status: ShardingStatus.enabled, create_time: approved, update_time: approved }).returning({ id: paymentShardingRt.id });
    await tx.insert(paymentShardingReceiver).values(r.receivers.map((x, sort) => ({ merchant: r.merchant, rule: rule!.id, receiver: x.receiver, ratio: x.ratio, sort })));
  }
  // Payment app authorization: the parking payment mini-program takes 福田中心停车场's parking fees (approved); the
  // parking console's request waits for the platform.
  await tx.insert(app).values({ app_id: 'parking-pay-mp', app_key: generateAppKey(), name: '智泊停车缴费小程序', system: 'payment', domain: 'pay.zhibocloud.cn', profile: 'prod' }).onConflictDoNothing();
  await tx.insert(paymentAppAcl).values([
    { merchant: 100101, app_id: 'parking-pay-mp', business: ['car:parking:cashier', 'car:parking:autopay'], remark: '车主扫码缴费', status: 1, applicant: '陈立', applicant_merchant: 100100, auditor: '平台管理员', audit_time: approved, create_time: approved, update_time: approved },
    { merchant: 100101, app_id: 'parking-console', business: ['car:parking:recharge'], remark: '控制台代客充值', status: 0, applicant: '陈立', applicant_merchant: 100100 },
  ]);
}
