import { type CallBody, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter } from '../../../errors.js';
import type { Actor } from '../../../plugins/route.js';
import type { Access } from '../../../plugins/access.js';
import { audit } from '../../../shared/audit.js';
import { iso } from '../../../shared/time.js';
import { runtimeOf } from '../merchant-rt/merchant-rt.service.js';
import * as repository from './setting.repository.js';

/**
 * 电子发票设置 of an invoice merchant (its own, `invoice/setting`): the seller's printed details, the default tax item
 * and rate, 自动开具, delivery switches and the remark template. Until saved the defaults below apply. The seller's
 * name and tax number, the limit and the review rule stay the invoice partner's base rule (`invoice/merchant/rt`).
 * docs/decisions.md, "Electronic invoice renew, edit and setting".
 */

/** The one tax item of a parking merchant's trades (税收分类编码 of 停车服务 under 经营租赁): the default item. */
export const PARKING_TAX_ITEM = { name: '*经营租赁*停车费', tax_code: '3040502020200000000' } as const;

export const DEFAULT_SETTING: Omit<repository.SettingRow, 'merchant' | 'update_time'> = {
  seller_address: '', seller_phone: '', seller_bank: '', seller_account: '', item_name: PARKING_TAX_ITEM.name, tax_code: PARKING_TAX_ITEM.tax_code,
  tax_rate: null, auto_issue: true, email_delivery: true, sms_delivery: false, remark_template: '', operator: '',
};

/** The merchant's setting, or the defaults (`saved` false). */
export async function effectiveSetting(tx: Tx, merchantId: number) {
  const row = await repository.find(tx, merchantId);
  return row ? { ...row, saved: true } : { ...DEFAULT_SETTING, merchant: merchantId, update_time: null as Date | null, saved: false };
}

export type EffectiveSetting = Awaited<ReturnType<typeof effectiveSetting>>;

/** The remark of an application: the one given, else the template with its placeholders filled. */
export function remarkOf(given: string, setting: EffectiveSetting, trades: { trade_time: Date }[]) {
  if (given || !setting.remark_template) return given;
  const day = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  const times = trades.map((t) => t.trade_time.getTime());
  return setting.remark_template
    .replaceAll('{交易笔数}', String(trades.length))
    .replaceAll('{开始日期}', day(new Date(Math.min(...times))))
    .replaceAll('{结束日期}', day(new Date(Math.max(...times))))
    .slice(0, 200);
}

/** The base rule's fields are the invoice partner's tenant data: this read of the caller's own runtime runs unscoped. */
const ownRuntime = (db: Database, merchantId: number) => db.tenant('all', (tx) => runtimeOf(tx, merchantId));

export async function get(db: Database, access: Access) {
  const me = access.merchant.id;
  const rt = await ownRuntime(db, me);
  const setting = await db.tenant(access.scope, (tx) => effectiveSetting(tx, me));
  const { update_time, saved, merchant: _m, ...fields } = setting;
  return {
    ...fields,
    merchant: me,
    saved,
    seller_name: rt?.seller_name ?? '',
    seller_tax_number: rt?.tax_number ?? '',
    rule_tax_rate: rt?.default_tax_rate ?? null,
    need_review: rt?.need_review ?? null,
    update_time: update_time ? iso(update_time) : '',
  };
}

const PLACEHOLDER = /\{([^}]*)\}/g;
const KNOWN = new Set(['交易笔数', '开始日期', '结束日期']);

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.invoiceSettingUpdate>) {
  const access = actor.access;
  const me = access.merchant.id;
  const itemName = body.item_name.trim();
  if (itemName.length < 2) throw badParameter('参数 item_name（默认开票项目）至少 2 个字', '如 *经营租赁*停车费');
  const remarkTemplate = body.remark_template?.trim() ?? '';
  const unknown = [...remarkTemplate.matchAll(PLACEHOLDER)].map((m) => m[1]!).find((name) => !KNOWN.has(name));
  if (unknown !== undefined) throw badParameter(`备注模板中的 {${unknown}} 无法识别`, '可用的占位符：{交易笔数}、{开始日期}、{结束日期}');
  if (body.sms_delivery && !body.email_delivery) throw badParameter('开启短信发送须同时开启邮件发送', '短信只发送发票链接，发票文件以邮件发送');
  const values: repository.SettingValues = {
    seller_address: body.seller_address?.trim() ?? '', seller_phone: body.seller_phone?.trim() ?? '', seller_bank: body.seller_bank?.trim() ?? '', seller_account: body.seller_account?.trim() ?? '',
    item_name: itemName, tax_code: body.tax_code, tax_rate: body.tax_rate ?? null, auto_issue: body.auto_issue, email_delivery: body.email_delivery, sms_delivery: body.sms_delivery,
    remark_template: remarkTemplate, operator: access.manager.name,
  };
  return db.tenant(access.scope, async (tx) => {
    const before = await repository.find(tx, me, { lock: true });
    await repository.upsert(tx, me, values);
    const shown = ({ operator: _o, update_time: _u, merchant: _m, ...r }: Partial<repository.SettingRow>) => r;
    await audit(tx, actor, { type: 'invoice_setting', id: me, name: '电子发票设置', merchant: me }, { before: before ? shown(before) : null, after: shown(values) });
    return { merchant: me };
  });
}
