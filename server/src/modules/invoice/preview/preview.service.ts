import {
  Code, formatMoney, InvoiceCheckState, InvoiceSoftwareStatus, InvoiceSoftwareType, invoiceSoftwareTypes, moneyInCapitals, todayInChina, type CallBody, type CallQuery, type calls,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import { enabledOf } from '../auditor/auditor.service.js';
import { invoiceMerchant, runtimeOf } from '../merchant-rt/merchant-rt.service.js';
import { buyerOf, invoiceCodeOf, needsReview, overLimit, taxLine } from '../record/record.service.js';
import { effectiveSetting } from '../setting/setting.service.js';
import * as software from '../software/software.repository.js';
import { softwareOwners } from '../software/software.service.js';
import * as repository from './preview.repository.js';

/**
 * 开票测试: what an invoice merchant's invoicing setup would do, without issuing or saving anything — the readiness
 * checklist of its tax software (`invoice/status/preview`) and the invoice a set of lines would become
 * (`invoice/obtain/preview`), priced by the code real issuing uses. docs/decisions.md, "Invoice fees, invoicing test,
 * contract prepare".
 */

/** Everything the checks read, in the caller's scope: the merchant below it, its runtime, the software tested. */
async function setupOf(tx: Tx, access: Access, merchantId: number, softwareCode?: string) {
  const owner = await invoiceMerchant(tx, access, merchantId);
  const rt = (await runtimeOf(tx, owner.id))!;
  const code = softwareCode ?? rt.software_code ?? undefined;
  const tested = code ? await software.find(tx, softwareOwners(access), code) : undefined;
  if (softwareCode && !tested) throw badParameter(`税控软件 ${softwareCode} 不存在`, '请选择本服务商的税控软件');
  return { owner, rt, software: tested, setting: await effectiveSetting(tx, owner.id), auditors: await enabledOf(tx, owner.id), faceWaiting: await repository.faceWaiting(tx, owner.id) };
}

type Setup = Awaited<ReturnType<typeof setupOf>>;
type Check = { key: string; name: string; state: 'pass' | 'fail' | 'skip'; detail: string };

const pass = (key: string, name: string, detail: string): Check => ({ key, name, state: InvoiceCheckState.pass, detail });
const fail = (key: string, name: string, detail: string): Check => ({ key, name, state: InvoiceCheckState.fail, detail });
const skip = (key: string, name: string, detail: string): Check => ({ key, name, state: InvoiceCheckState.skip, detail });

/** The readiness checklist: what real issuing needs, in the order a partner sets it up. */
function checksOf({ rt, software: s, setting, auditors, faceWaiting }: Setup): Check[] {
  const typeName = s ? invoiceSoftwareTypes[s.type as keyof typeof invoiceSoftwareTypes] ?? '' : '';
  const bound = s && rt.software_code && rt.software_code !== s.software_code ? `（测试指定的软件；商户当前绑定 ${rt.software_code}）` : '';
  const ruleSet = rt.seller_name !== null;
  const reviewed = ruleSet && needsReview(rt, setting);
  return [
    s ? pass('software', '税控软件已绑定', `${s.name}（${s.software_code}，${typeName}）${bound}`) : fail('software', '税控软件已绑定', '商户尚未绑定税控软件（或绑定的软件不属于本服务商）'),
    !s ? skip('software_enabled', '税控软件已启用', '没有税控软件')
      : s.status === InvoiceSoftwareStatus.enabled ? pass('software_enabled', '税控软件已启用', '软件状态：启用') : fail('software_enabled', '税控软件已启用', `税控软件「${s.name}」已停用，不能开票`),
    !s ? skip('credential', '接口授权', '没有税控软件')
      : s.credential_configured ? pass('credential', '接口授权', `已配置 AppID（${s.app_id}）与密钥`) : fail('credential', '接口授权', `税控软件「${s.name}」未配置接口凭证（AppID 与密钥），无法向税控服务授权开票`),
    ruleSet ? pass('rule', '基础规则已设置', `销售方 ${rt.seller_name}，税号 ${rt.tax_number}，默认税率 ${setting.tax_rate ?? rt.default_tax_rate}%`) : fail('rule', '基础规则已设置', '尚未设置销售方、税号、税率和开票限额'),
    !reviewed ? skip('auditor', '审核人', ruleSet ? '开票无需人工审核' : '基础规则未设置')
      : auditors.length > 0 ? pass('auditor', '审核人', `开票前需审核；启用的审核人：${auditors.map((a) => a.name).join('、')}`)
        : fail('auditor', '审核人', s?.type === InvoiceSoftwareType.reviewed ? '开票前需审核，但没有启用的审核人（由平台运营方设置）' : '开票前需审核，但没有启用的审核人'),
    ruleSet ? pass('quota', '开票限额', `单张开票限额 ${formatMoney(rt.single_limit)} 元`) : skip('quota', '开票限额', '基础规则未设置'),
    faceWaiting === 0 ? pass('face', '电子税务局身份认证', '没有待人脸认证的开票') : fail('face', '电子税务局身份认证', `有 ${faceWaiting} 条开票待人脸认证：需财务负责人或法人用电子税务局 App 扫码认证`),
  ];
}

const softwareOf = (s: Setup['software']) => ({ software_code: s?.software_code ?? '', software_name: s?.name ?? '' });

export async function status(db: Database, access: Access, query: CallQuery<typeof calls.invoiceStatusPreview>) {
  const setup = await db.tenant(access.scope, (tx) => setupOf(tx, access, query.merchant, query.software_code));
  const checks = checksOf(setup);
  return { merchant: setup.owner.id, merchant_name: setup.owner.name, ...softwareOf(setup.software), ready: checks.every((c) => c.state !== InvoiceCheckState.fail), checks };
}

/** The invoice the lines would become: each line's tax as issuing computes it, the totals, the capitals, and the problems. */
export async function obtain(db: Database, access: Access, body: CallBody<typeof calls.invoiceObtainPreview>) {
  const buyer = buyerOf(body);
  const setup = await db.tenant(access.scope, (tx) => setupOf(tx, access, body.merchant, body.software_code));
  const { rt, setting } = setup;
  if (rt.seller_name === null) {
    throw new AppError(Code.FEATURE_OFF, `商户「${setup.owner.name}」尚未设置开票基础规则，无法预览发票`, '请先在 发票商户 › 管理 › 基础规则 中设置销售方、税号、税率和开票限额');
  }
  const items = body.items.map((item) => {
    const line = taxLine(item.name.trim(), item.tax_code || setting.tax_code, item.amount, item.rate ?? setting.tax_rate ?? rt.default_tax_rate!);
    return { ...line, net: line.amount - line.tax };
  });
  const amount = items.reduce((sum, i) => sum + i.amount, 0);
  const tax = items.reduce((sum, i) => sum + i.tax, 0);
  const problems = checksOf(setup).filter((c) => c.state === InvoiceCheckState.fail).map((c) => `${c.name}：${c.detail}`);
  const over = overLimit(amount, rt.single_limit!);
  if (over) problems.push(over);
  const today = todayInChina();
  return {
    merchant: setup.owner.id,
    merchant_name: setup.owner.name,
    ...softwareOf(setup.software),
    invoice_code: invoiceCodeOf(today),
    issue_date: today,
    seller_name: rt.seller_name,
    seller_tax_number: rt.tax_number ?? '',
    seller_address_phone: [setting.seller_address, setting.seller_phone].filter(Boolean).join(' '),
    seller_bank_account: [setting.seller_bank, setting.seller_account].filter(Boolean).join(' '),
    buyer_type: buyer.buyer_type,
    buyer_name: buyer.buyer_name,
    buyer_tax_number: buyer.buyer_tax_number,
    items,
    amount,
    net_amount: amount - tax,
    tax_amount: tax,
    amount_in_capitals: moneyInCapitals(amount),
    remark: buyer.remark,
    need_review: needsReview(rt, setting),
    problems,
  };
}
