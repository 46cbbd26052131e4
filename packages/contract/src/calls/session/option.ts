import { Type } from '@sinclair/typebox';
import { defineCall, Text } from '../../call.js';

export const Option = Type.Object({ label: Type.String(), value: Type.Union([Type.String(), Type.Integer()]) });

/** The remote-search dropdown's options; `id` names the option source (e.g. `merchant`, `role`). */
export const optionList = defineCall({
  method: 'GET',
  path: 'session/option/list',
  summary: '下拉选项（远程搜索）',
  auth: 'token',
  query: Type.Object({
    id: Text('选项类型', 64, 1),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 100, title: '数量' })),
    keywords: Type.Optional(Text('关键词', 50)),
  }),
  reply: Type.Object({ row: Type.Array(Option) }),
});
