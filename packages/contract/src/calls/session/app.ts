import { Type } from '@sinclair/typebox';
import { defineCall, Text } from '../../call.js';

export const appKey = defineCall({
  method: 'GET',
  path: 'session/app/key',
  summary: '应用密钥：应用的公开标识与载荷编码开关',
  auth: 'token',
  query: Type.Object({ app_id: Text('应用 ID', 64, 1) }),
  reply: Type.Object({
    app_id: Type.String(),
    app_key: Type.String(),
    payload_codec: Type.Boolean({ description: '请求载荷是否编码' }),
  }),
});
