import { sql } from 'drizzle-orm';
import { bigint, bigserial, foreignKey, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { app } from './app.js';
import { ENABLED, merchant } from './identity.js';

const times = {
  create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
};

/** Banks withdrawal accounts are opened at (reference data, shipped with the migration; not tenant data). */
export const paymentBank = pgTable('payment_bank', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Bank branches by their CNAPS number (联行号), with the city (adcode) they are in. Reference data. */
export const paymentBankBranch = pgTable(
  'payment_bank_branch',
  {
    cnaps: text('cnaps').primaryKey(),
    bank: text('bank').notNull().references(() => paymentBank.code),
    name: text('name').notNull(),
    city: text('city').notNull(),
  },
  (t) => [index('payment_bank_branch_bank_idx').on(t.bank, t.city)],
);

/**
 * A submission of a merchant's withdrawal settings (提现设置申请): its bank account and payout schedule, reviewed by
 * the platform. Tenant table by `merchant`; `applicant_merchant` is who submitted (the merchant or one above it).
 */
export const paymentWithdrawApply = pgTable(
  'payment_withdraw_apply',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    account_type: smallint('account_type').notNull(),
    account_name: text('account_name').notNull(),
    account_no: text('account_no').notNull(),
    bank: text('bank').notNull().references(() => paymentBank.code),
    branch_name: text('branch_name').notNull(),
    branch_cnaps: text('branch_cnaps').notNull().default(''),
    reserved_mobile: text('reserved_mobile').notNull().default(''),
    proof: jsonb('proof').$type<string[]>().notNull().default([]),
    mode: smallint('mode').notNull(),
    cycle: text('cycle'),
    cycle_day: smallint('cycle_day'),
    /** Fen. */
    min_amount: bigint('min_amount', { mode: 'number' }).notNull(),
    /** Fen. */
    retain_amount: bigint('retain_amount', { mode: 'number' }).notNull(),
    remark: text('remark').notNull().default(''),
    status: smallint('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    applicant: text('applicant').notNull(),
    applicant_merchant: bigint('applicant_merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    auditor: text('auditor').notNull().default(''),
    audit_time: timestamp('audit_time', { withTimezone: true }),
    ...times,
  },
  (t) => [
    unique('payment_withdraw_apply_merchant_id_uq').on(t.merchant, t.id),
    index('payment_withdraw_apply_merchant_idx').on(t.merchant, t.id),
    // One submission awaits review per merchant at a time.
    uniqueIndex('payment_withdraw_apply_pending_uq').on(t.merchant).where(sql`${t.status} = 0`),
  ],
);

/** The withdrawal settings in force: the merchant's last approved submission. One row per merchant. */
export const paymentTransferRt = pgTable(
  'payment_transfer_rt',
  {
    merchant: bigint('merchant', { mode: 'number' }).primaryKey().references(() => merchant.id),
    apply: bigint('apply', { mode: 'number' }).notNull(),
    approver: text('approver').notNull(),
    approve_time: timestamp('approve_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [foreignKey({ name: 'payment_transfer_rt_apply_fk', columns: [t.merchant, t.apply], foreignColumns: [paymentWithdrawApply.merchant, paymentWithdrawApply.id] })],
);

/** A merchant's profit-sharing rule (分账规则). Tenant table by `merchant`. */
export const paymentShardingRt = pgTable(
  'payment_sharding_rt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    name: text('name').notNull(),
    /** Business codes; empty: every business. */
    business: jsonb('business').$type<string[]>().notNull().default([]),
    remark: text('remark').notNull().default(''),
    status: smallint('status').notNull().default(ENABLED),
    ...times,
  },
  (t) => [unique('payment_sharding_rt_merchant_id_uq').on(t.merchant, t.id), index('payment_sharding_rt_merchant_idx').on(t.merchant, t.status, t.id)],
);

/** Who receives what share of a rule (basis points). The rule's merchant is the tenant; the receiver any merchant. */
export const paymentShardingReceiver = pgTable(
  'payment_sharding_receiver',
  {
    merchant: bigint('merchant', { mode: 'number' }).notNull(),
    rule: bigint('rule', { mode: 'number' }).notNull(),
    receiver: bigint('receiver', { mode: 'number' }).notNull().references(() => merchant.id),
    ratio: integer('ratio').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'payment_sharding_receiver_pk', columns: [t.rule, t.receiver] }),
    index('payment_sharding_receiver_merchant_idx').on(t.merchant, t.rule),
    foreignKey({ name: 'payment_sharding_receiver_rule_fk', columns: [t.merchant, t.rule], foreignColumns: [paymentShardingRt.merchant, paymentShardingRt.id] }).onDelete('cascade'),
  ],
);

/**
 * An app's authorization to take payments for a payment merchant (支付应用授权), reviewed by the platform. Tenant
 * table by `merchant`; one per merchant and app.
 */
export const paymentAppAcl = pgTable(
  'payment_app_acl',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    app_id: text('app_id').notNull().references(() => app.app_id),
    /** Business codes; empty: every business. */
    business: jsonb('business').$type<string[]>().notNull().default([]),
    remark: text('remark').notNull().default(''),
    status: smallint('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    applicant: text('applicant').notNull(),
    applicant_merchant: bigint('applicant_merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    auditor: text('auditor').notNull().default(''),
    audit_time: timestamp('audit_time', { withTimezone: true }),
    ...times,
  },
  (t) => [uniqueIndex('payment_app_acl_merchant_app_uq').on(t.merchant, t.app_id), index('payment_app_acl_merchant_idx').on(t.merchant, t.id)],
);

/** The platform's payment channels (支付通道) merchants apply to (reference data, shipped with the migration). */
export const paymentChannel = pgTable('payment_channel', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** 1 官方通道, 2 银行通道, 3 收单机构（电子签约）: ChannelCategory of packages/contract. */
  category_id: smallint('category_id').notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * A merchant's application to take payments over one channel (进件申请), filed by a payment partner (`partner`, or the
 * platform) for a merchant it acts for. Tenant table by `merchant`; one per merchant and channel (a refused one is
 * edited and resubmitted). The subject is a snapshot of the merchant's certified 主体 at submission.
 * docs/decisions.md, "Payment channel applications (进件)".
 */
export const paymentChannelApply = pgTable(
  'payment_channel_apply',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    apply_no: text('apply_no').notNull(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    partner: bigint('partner', { mode: 'number' }).notNull().references(() => merchant.id),
    channel: text('channel').notNull().references(() => paymentChannel.code),
    category_id: smallint('category_id').notNull(),
    contract_type: smallint('contract_type').notNull(),
    subject_name: text('subject_name').notNull(),
    licence_no: text('licence_no').notNull(),
    account_type: smallint('account_type').notNull(),
    account_name: text('account_name').notNull(),
    account_no: text('account_no').notNull(),
    bank: text('bank').notNull().references(() => paymentBank.code),
    branch_name: text('branch_name').notNull(),
    branch_cnaps: text('branch_cnaps').notNull().default(''),
    contact_name: text('contact_name').notNull(),
    contact_telephone: text('contact_telephone').notNull(),
    remark: text('remark').notNull().default(''),
    /** 1 待审核, 2 渠道审核中, 3 已驳回, 4 待签约, 5 已开通, -1 异常. */
    status: smallint('status').notNull().default(1),
    reason: text('reason').notNull().default(''),
    apply_sign_url: text('apply_sign_url').notNull().default(''),
    contract_no: text('contract_no').notNull().default(''),
    applicant: text('applicant').notNull(),
    auditor: text('auditor').notNull().default(''),
    audit_time: timestamp('audit_time', { withTimezone: true }),
    ...times,
  },
  (t) => [
    uniqueIndex('payment_channel_apply_no_uq').on(t.apply_no),
    uniqueIndex('payment_channel_apply_merchant_channel_uq').on(t.merchant, t.channel),
    index('payment_channel_apply_merchant_idx').on(t.merchant, t.id),
    index('payment_channel_apply_merchant_status_idx').on(t.merchant, t.status, t.id),
  ],
);

/**
 * 支付宝第三方应用授权 of a merchant's ALIPAY application: one row per authorization started (`state_hash`: the
 * one-time state, stored hashed), completed by the public callback with what Alipay answered. The tokens are secrets:
 * no call answers them. Status 0 待授权, 1 已授权, 2 授权失败, 3 已失效 (a later authorization of the merchant replaced
 * it). Tenant table by `merchant`. docs/decisions.md, "Alipay app authorization (支付宝授权)".
 */
export const paymentChannelAuth = pgTable(
  'payment_channel_auth',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    apply_no: text('apply_no').notNull(),
    channel: text('channel').notNull().references(() => paymentChannel.code),
    state_hash: text('state_hash').notNull(),
    state_expire_time: timestamp('state_expire_time', { withTimezone: true }).notNull(),
    state_used_time: timestamp('state_used_time', { withTimezone: true }),
    status: smallint('status').notNull().default(0),
    /** Who started it: the audit entry of the callback is written in their name. */
    issuer_merchant: bigint('issuer_merchant', { mode: 'number' }).notNull(),
    issuer_manager: bigint('issuer_manager', { mode: 'number' }).notNull(),
    issuer: text('issuer').notNull(),
    alipay_user_id: text('alipay_user_id').notNull().default(''),
    auth_app_id: text('auth_app_id').notNull().default(''),
    app_auth_token: text('app_auth_token').notNull().default(''),
    app_refresh_token: text('app_refresh_token').notNull().default(''),
    reason: text('reason').notNull().default(''),
    authorized_time: timestamp('authorized_time', { withTimezone: true }),
    expire_time: timestamp('expire_time', { withTimezone: true }),
    ...times,
  },
  (t) => [
    uniqueIndex('payment_channel_auth_state_uq').on(t.state_hash),
    index('payment_channel_auth_apply_idx').on(t.merchant, t.apply_no, t.id.desc()),
  ],
);

/**
 * A payment trade (支付交易, DOMAIN.md "trade"): what a payer paid the merchant through a channel. Tenant table by
 * `merchant`. `trade_time` is the success time, or the creation time of a trade that never succeeded, so that every
 * trade has a place on the list's index. `refunded` is what its refunds in progress or succeeded add up to.
 * docs/decisions.md, "Payment trades, refunds and settlements".
 */
export const paymentTrade = pgTable(
  'payment_trade',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    trade_no: text('trade_no').notNull(),
    out_trade_no: text('out_trade_no').notNull(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    app_name: text('app_name').notNull().default(''),
    business: text('business').notNull(),
    channel: text('channel').notNull(),
    pay_mode: smallint('pay_mode').notNull(),
    subject: text('subject').notNull().default(''),
    payer: text('payer').notNull().default(''),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull().default(0),
    refunded: integer('refunded').notNull().default(0),
    /** 0 待支付, 1 支付中, 2 支付成功, 3 已全额退款, -1 支付失败, -2 已关闭 */
    state: smallint('state').notNull(),
    trade_time: timestamp('trade_time', { withTimezone: true }).notNull(),
    success_time: timestamp('success_time', { withTimezone: true }),
    ...times,
  },
  (t) => [
    uniqueIndex('payment_trade_no_uq').on(t.trade_no),
    index('payment_trade_merchant_idx').on(t.merchant, t.trade_time.desc(), t.id.desc()),
    index('payment_trade_out_no_idx').on(t.merchant, t.out_trade_no),
  ],
);

/** A refund of a trade (退款, DOMAIN.md "refund"). Tenant table by `merchant` (the trade's). */
export const paymentRefund = pgTable(
  'payment_refund',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    refund_no: text('refund_no').notNull(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    trade: bigint('trade', { mode: 'number' }).notNull().references(() => paymentTrade.id),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** 1 退款中, 2 退款成功, -1 退款失败 */
    state: smallint('state').notNull(),
    operator: text('operator').notNull().default(''),
    success_time: timestamp('success_time', { withTimezone: true }),
    ...times,
  },
  (t) => [
    uniqueIndex('payment_refund_no_uq').on(t.refund_no),
    index('payment_refund_merchant_idx').on(t.merchant, t.create_time.desc(), t.id.desc()),
    index('payment_refund_trade_idx').on(t.merchant, t.trade),
  ],
);

/** A merchant's daily settlement (结算, DOMAIN.md "settlement") of one UTC+8 trade day. Tenant table by `merchant`. */
export const paymentSettlement = pgTable(
  'payment_settlement',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    settle_no: text('settle_no').notNull(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    settle_date: text('settle_date').notNull(),
    trade_count: integer('trade_count').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    refund_count: integer('refund_count').notNull(),
    refunded: bigint('refunded', { mode: 'number' }).notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    /** 0 待结算, 1 结算中, 2 已结算, -1 结算失败 */
    state: smallint('state').notNull(),
    settle_time: timestamp('settle_time', { withTimezone: true }),
    ...times,
  },
  (t) => [
    uniqueIndex('payment_settlement_no_uq').on(t.settle_no),
    uniqueIndex('payment_settlement_day_uq').on(t.merchant, t.settle_date),
    index('payment_settlement_merchant_idx').on(t.merchant, t.settle_date.desc(), t.id.desc()),
  ],
);

/**
 * A payment merchant's profile (支付商户) with the service provider that serves it (`partner`: the caller's merchant
 * when it was opened, or the platform). One row per merchant; tenant table by `merchant`. Fee rate in basis points of
 * 万分之一. docs/decisions.md, "Payment service provider: merchants, routing, rank and lookup".
 */
export const paymentMerchant = pgTable(
  'payment_merchant',
  {
    merchant: bigint('merchant', { mode: 'number' }).primaryKey().references(() => merchant.id),
    partner: bigint('partner', { mode: 'number' }).notNull().references(() => merchant.id),
    short_name: text('short_name').notNull(),
    industry: text('industry').notNull(),
    fee_rate: integer('fee_rate').notNull(),
    settle_cycle: text('settle_cycle').notNull(),
    contact_name: text('contact_name').notNull(),
    contact_telephone: text('contact_telephone').notNull(),
    service_phone: text('service_phone').notNull(),
    remark: text('remark').notNull().default(''),
    status: smallint('status').notNull().default(ENABLED),
    ...times,
  },
);

/**
 * A payment route (支付路由): which channel a payment merchant's payments of one pay method go through. Tenant table
 * by `merchant`; one route per merchant and pay method.
 */
export const paymentRoute = pgTable(
  'payment_route',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => paymentMerchant.merchant),
    pay_mode: smallint('pay_mode').notNull(),
    channel: text('channel').notNull(),
    remark: text('remark').notNull().default(''),
    status: smallint('status').notNull().default(ENABLED),
    operator: text('operator').notNull().default(''),
    ...times,
  },
  (t) => [uniqueIndex('payment_route_merchant_pay_mode_uq').on(t.merchant, t.pay_mode)],
);

/**
 * 物料申请 (docs/decisions.md, "Payment service: transfers, material, risk, channels"): a payment merchant's request for
 * QR stands, stickers, sound boxes; filed by it or its provider, reviewed and shipped by the platform.
 */
export const paymentMaterialApply = pgTable(
  'payment_material_apply',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    apply_no: text('apply_no').notNull(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    /** Who filed it: the merchant itself or its provider. */
    applicant_merchant: bigint('applicant_merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    material: text('material').notNull(),
    quantity: integer('quantity').notNull(),
    receiver_name: text('receiver_name').notNull(),
    receiver_mobile: text('receiver_mobile').notNull(),
    address: text('address').notNull(),
    remark: text('remark').notNull().default(''),
    status: smallint('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    express_company: text('express_company').notNull().default(''),
    express_no: text('express_no').notNull().default(''),
    applicant: text('applicant').notNull(),
    auditor: text('auditor').notNull().default(''),
    audit_time: timestamp('audit_time', { withTimezone: true }),
    ship_time: timestamp('ship_time', { withTimezone: true }),
    ...times,
  },
  (t) => [
    uniqueIndex('payment_material_apply_no_uq').on(t.apply_no),
    index('payment_material_apply_merchant_idx').on(t.merchant, t.create_time.desc(), t.id.desc()),
  ],
);

/** 风险事件: what the risk monitoring flagged on a payment merchant, and its one review. */
export const paymentRiskEvent = pgTable(
  'payment_risk_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event_no: text('event_no').notNull(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    type: text('type').notNull(),
    level: smallint('level').notNull(),
    trade_no: text('trade_no').notNull().default(''),
    amount: integer('amount').notNull().default(0),
    description: text('description').notNull(),
    occur_time: timestamp('occur_time', { withTimezone: true }).notNull(),
    status: smallint('status').notNull().default(0),
    measure: text('measure').notNull().default(''),
    opinion: text('opinion').notNull().default(''),
    auditor: text('auditor').notNull().default(''),
    audit_time: timestamp('audit_time', { withTimezone: true }),
    ...times,
  },
  (t) => [
    uniqueIndex('payment_risk_event_no_uq').on(t.event_no),
    index('payment_risk_event_merchant_idx').on(t.merchant, t.occur_time.desc(), t.id.desc()),
    index('payment_risk_event_status_idx').on(t.merchant, t.status),
  ],
);
