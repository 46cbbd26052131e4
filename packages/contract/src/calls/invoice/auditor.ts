import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * An invoice merchant's auditors (审核人, `invoice/merchant/auditor` GET, POST, PUT and list): the people who review
 * its invoices before they are issued. Only where the merchant's software is of type 1 and only for the platform
 * operator (document 2 §6, AUDITOR). docs/decisions.md, "Invoice software, merchant rules and auditors".
 */
export const AuditorStatus = { enabled: 1, disabled: 0 } as const;
export const auditorStatuses = { [AuditorStatus.enabled]: '启用', [AuditorStatus.disabled]: '停用' } as const;

const StatusField = Type.Union([Type.Literal(1), Type.Literal(0)], { title: '状态', description: '1 启用，0 停用' });
const Mobile = Type.String({ format: 'mobile', maxLength: 11, title: '手机号', description: '本商户的审核人中唯一', examples: ['13800138000'] });

export const InvoiceAuditorRecord = Type.Object({
  id: Type.Integer({ title: '审核人 ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  name: Type.String({ title: '姓名' }),
  mobile: Type.String({ title: '手机号', description: '列表中打码' }),
  remark: Type.String({ title: '备注' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const invoiceAuditorList = defineCall({
  method: 'GET',
  path: 'invoice/merchant/auditor/list',
  summary: '审核人列表',
  auth: 'token',
  permission: { anyOf: ['invoice:partner:auditor:list'] },
  query: Type.Object({ ...pageQuery(20), merchant: Id('商户号'), keywords: Type.Optional(Text('姓名或手机号', 20)), status: Type.Optional(StatusField) }),
  reply: ListOf(InvoiceAuditorRecord),
});

export const invoiceAuditorGet = defineCall({
  method: 'GET',
  path: 'invoice/merchant/auditor',
  summary: '审核人详情',
  auth: 'token',
  permission: { anyOf: ['invoice:partner:auditor:list'] },
  query: Type.Object({ id: Id('审核人 ID') }),
  reply: InvoiceAuditorRecord,
});

export const invoiceAuditorCreate = defineCall({
  method: 'POST',
  path: 'invoice/merchant/auditor',
  summary: '新增审核人（新增即启用）',
  auth: 'token',
  permission: { anyOf: ['invoice:partner:auditor:create'] },
  body: Type.Object({ merchant: Id('商户号'), name: Text('姓名', 20, 2), mobile: Mobile, remark: Type.Optional(Text('备注', 200)) }),
  reply: Type.Object({ id: Type.Integer() }),
});

/** An edit (name and mobile), or a status change alone (`status` without them): 启用 ⇄ 停用. */
export const invoiceAuditorUpdate = defineCall({
  method: 'PUT',
  path: 'invoice/merchant/auditor',
  summary: '编辑、启用、停用审核人',
  auth: 'token',
  permission: { anyOf: ['invoice:partner:auditor:update'] },
  body: Type.Object({
    id: Id('审核人 ID'),
    name: Type.Optional(Text('姓名', 20, 2)),
    mobile: Type.Optional(Mobile),
    remark: Type.Optional(Text('备注', 200)),
    status: Type.Optional(StatusField),
  }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});
