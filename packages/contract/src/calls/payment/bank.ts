import { Type } from '@sinclair/typebox';
import { defineCall, Text } from '../../call.js';

/**
 * The bank directory withdrawal accounts are opened at: banks (by code) and their branches (by the 12-digit CNAPS
 * number, 联行号). Reference data for every signed-in user. docs/decisions.md, "Withdrawal settings".
 */
export const BankRecord = Type.Object({ code: Type.String({ title: '银行编码' }), name: Type.String({ title: '银行名称' }) });

export const BankBranchRecord = Type.Object({
  cnaps: Type.String({ title: '联行号' }),
  bank: Type.String({ title: '银行编码' }),
  name: Type.String({ title: '支行名称' }),
  city: Type.String({ title: '所在城市行政区划代码' }),
});

export const bankList = defineCall({
  method: 'GET',
  path: 'payment/bank/list',
  summary: '银行列表',
  auth: 'token',
  query: Type.Object({ keywords: Type.Optional(Text('银行名称或编码', 20)) }),
  reply: Type.Object({ row: Type.Array(BankRecord) }),
});

/** At most `limit` branches of one bank, by name or number, optionally in one city (its adcode or a district's). */
export const bankBranchList = defineCall({
  method: 'GET',
  path: 'payment/bank/branch/list',
  summary: '支行列表（联行号）',
  auth: 'token',
  query: Type.Object({
    bank: Text('银行编码', 20, 1),
    keywords: Type.Optional(Text('支行名称或联行号', 50)),
    city: Type.Optional(Type.String({ pattern: '^[0-9]{6}$', title: '城市行政区划代码' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20, title: '条数' })),
  }),
  reply: Type.Object({ row: Type.Array(BankBranchRecord) }),
});
