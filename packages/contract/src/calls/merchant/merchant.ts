import { Type } from '@sinclair/typebox';
import { defineCall, Id } from '../../call.js';

export const merchantInfo = defineCall({
  method: 'GET',
  path: 'merchant/merchant/info',
  summary: '按商户号取得商户名称与 Logo（可缓存 600 秒）',
  auth: 'token',
  query: Type.Object({ code: Id('商户号') }),
  reply: Type.Object({ code: Type.Integer(), name: Type.String(), kind: Type.String(), logo_icon: Type.String() }),
});
