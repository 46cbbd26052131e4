import { Type } from '@sinclair/typebox';
import { defineCall, Id } from '../../call.js';

export const groupMerchantLookup = defineCall({
  method: 'GET',
  path: 'group/merchant/lookup',
  summary: '按商户号查询集团商户',
  auth: 'token',
  query: Type.Object({ code: Id('集团商户号') }),
  reply: Type.Object({ code: Type.Integer(), name: Type.String() }),
});
