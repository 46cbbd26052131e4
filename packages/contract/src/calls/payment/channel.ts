import { Type } from '@sinclair/typebox';
import { defineCall, Text } from '../../call.js';

/**
 * 支付通道 and 结算通道 of the payment service (document 2 §2: payment channels, settle channels, their details): how the
 * provider's customers take money in and get it out. 支付通道: the platform's channels (`payment/channel/config/list`,
 * `payment/channel/config` — calls.tsv's names, read as the channel's configuration and use in the caller's scope) with
 * the customers' 进件 on each and the trades they carried. 结算通道 (ruled `payment/channel/settle/list`, `…/settle`): the
 * banks the customers' approved withdrawal accounts are at, with the withdrawals paid through each.
 * docs/decisions.md, "Payment service: transfers, material, risk, channels".
 */
export const channelReaders = ['payment:partner:channel:list'] as const;
export const CHANNEL_STAT_DAYS = 30;

const Sums = {
  trade_count: Type.Integer({ title: '近 30 天成功笔数' }),
  trade_amount: Type.Integer({ title: '近 30 天交易金额（分）' }),
  fee: Type.Integer({ title: '近 30 天手续费（分）' }),
};

export const PaymentChannelUse = Type.Object({
  code: Type.String({ title: '通道编码' }),
  name: Type.String({ title: '通道名称' }),
  category_id: Type.Integer({ title: '通道类型', description: '1 官方通道，2 银行通道，3 收单机构' }),
  pay_modes: Type.Array(Type.Integer(), { title: '支持的支付方式' }),
  opened: Type.Integer({ title: '已开通商户数' }),
  applying: Type.Integer({ title: '进件中', description: '待审核、渠道审核中、待签约' }),
  refused: Type.Integer({ title: '已驳回或异常' }),
  ...Sums,
});

const ChannelCode = Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$', title: '通道编码', examples: ['WXPAY'] });

export const paymentChannelConfigList = defineCall({
  method: 'GET',
  path: 'payment/channel/config/list',
  summary: '支付通道：平台通道及名下商户的进件与近 30 天交易',
  auth: 'token',
  permission: { anyOf: channelReaders },
  query: Type.Object({ category_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, title: '通道类型' })) }),
  reply: Type.Object({ row: Type.Array(PaymentChannelUse) }),
});

export const paymentChannelConfig = defineCall({
  method: 'GET',
  path: 'payment/channel/config',
  summary: '支付通道详情：进件商户与近 30 天每日交易',
  auth: 'token',
  permission: { anyOf: channelReaders },
  query: Type.Object({ code: ChannelCode }),
  reply: Type.Object({
    channel: PaymentChannelUse,
    applications: Type.Array(
      Type.Object({
        apply_no: Type.String({ title: '进件编号' }),
        merchant: Type.Integer({ title: '商户号' }),
        merchant_name: Type.String({ title: '商户名称' }),
        status: Type.Integer({ title: '进件状态' }),
        update_time: Type.String({ title: '更新时间' }),
      }),
      { title: '进件商户' },
    ),
    days: Type.Array(Type.Object({ date: Type.String({ title: '日期' }), ...Sums }), { title: '近 30 天每日交易' }),
  }),
});

export const SettleChannelRow = Type.Object({
  bank: Type.String({ title: '银行编码' }),
  bank_name: Type.String({ title: '银行' }),
  merchants: Type.Integer({ title: '结算商户数', description: '提现账户在该行且已生效' }),
  paid_count: Type.Integer({ title: '近 30 天到账笔数' }),
  paid_amount: Type.Integer({ title: '近 30 天到账金额（分）' }),
  paying_count: Type.Integer({ title: '提现中笔数' }),
  paying_amount: Type.Integer({ title: '提现中金额（分）' }),
});

export const settleChannelList = defineCall({
  method: 'GET',
  path: 'payment/channel/settle/list',
  summary: '结算通道：名下商户提现账户所在银行及其提现',
  auth: 'token',
  permission: { anyOf: channelReaders },
  query: Type.Object({}),
  reply: Type.Object({ row: Type.Array(SettleChannelRow) }),
});

export const settleChannelGet = defineCall({
  method: 'GET',
  path: 'payment/channel/settle',
  summary: '结算通道详情：该行的结算账户与近期提现',
  auth: 'token',
  permission: { anyOf: channelReaders },
  query: Type.Object({ bank: Text('银行编码', 32, 2) }),
  reply: Type.Object({
    channel: SettleChannelRow,
    accounts: Type.Array(
      Type.Object({
        merchant: Type.Integer({ title: '商户号' }),
        merchant_name: Type.String({ title: '商户名称' }),
        account_name: Type.String({ title: '户名' }),
        account_no: Type.String({ title: '账号（脱敏）' }),
        branch_name: Type.String({ title: '开户支行' }),
        approve_time: Type.String({ title: '生效时间' }),
      }),
    ),
    transfers: Type.Array(
      Type.Object({
        transfer_no: Type.String({ title: '提现单号' }),
        merchant_name: Type.String({ title: '商户名称' }),
        amount: Type.Integer({ title: '金额（分）' }),
        state: Type.Integer({ title: '状态' }),
        create_time: Type.String({ title: '申请时间' }),
      }),
      { title: '近 20 笔提现' },
    ),
  }),
});
