import { Type } from '@sinclair/typebox';
import { defineCall, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * Invoice software (税控软件, document 1 §7 "Invoice": `invoice/software` GET, POST, PUT, DELETE, `software/list`,
 * `software/suggest`): a tax-control connection an invoice partner (or the platform) runs for its invoice merchants.
 * Found by `software_code` (IN + 5 digits, unique across the platform). docs/decisions.md, "Invoice software, merchant
 * rules and auditors".
 */

/**
 * Software types. Type 1 gates the AUDITOR menu (document 2 §6): its invoices are reviewed by people before they are
 * issued, so its merchants have auditors (审核人).
 */
export const InvoiceSoftwareType = { reviewed: 1, direct: 2, hosted: 3 } as const;
export const invoiceSoftwareTypes = {
  [InvoiceSoftwareType.reviewed]: '税控盘（人工审核开票）',
  [InvoiceSoftwareType.direct]: '数电直连（自动开票）',
  [InvoiceSoftwareType.hosted]: '第三方开票平台',
} as const;
/** What each type means, shown under the type in the form. */
export const invoiceSoftwareTypeHints = {
  [InvoiceSoftwareType.reviewed]: '税控盘或税务 UKey 开票：每张发票由商户的审核人复核后再开具',
  [InvoiceSoftwareType.direct]: '直连税务数字化电子发票平台：申请通过校验即自动开具',
  [InvoiceSoftwareType.hosted]: '通过第三方开票服务商的接口代为开具',
} as const;

export const InvoiceSoftwareStatus = { enabled: 1, disabled: 0 } as const;
export const invoiceSoftwareStatuses = { [InvoiceSoftwareStatus.enabled]: '启用', [InvoiceSoftwareStatus.disabled]: '停用' } as const;

export const SOFTWARE_CODE_PATTERN = '^IN[0-9]{5}$';

const TypeField = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { title: '软件类型', description: '1 税控盘（人工审核开票），2 数电直连（自动开票），3 第三方开票平台' });
const StatusField = Type.Union([Type.Literal(1), Type.Literal(0)], { title: '状态', description: '1 启用，0 停用' });
const SoftwareCode = Type.String({ pattern: SOFTWARE_CODE_PATTERN, maxLength: 7, title: '软件编码', description: 'IN 加 5 位数字，全平台唯一', examples: ['IN31542'] });

/** What a create sends and an edit replaces. The secret is write-only: an edit without it keeps the stored one. */
const softwareFields = {
  name: Text('软件名称', 30, 2),
  type: TypeField,
  vendor: Type.Optional(Text('服务商/厂商', 50)),
  app_id: Type.Optional(Text('接入账号（AppID）', 64)),
  app_secret: Type.Optional(Text('接入密钥', 128)),
  remark: Type.Optional(Text('备注', 200)),
};

export const InvoiceSoftwareRecord = Type.Object({
  software_code: Type.String({ title: '软件编码' }),
  merchant: Type.Integer({ title: '所属商户号' }),
  merchant_name: Type.String({ title: '所属商户' }),
  name: Type.String({ title: '软件名称' }),
  type: Type.Integer({ title: '软件类型' }),
  vendor: Type.String({ title: '服务商/厂商' }),
  app_id: Type.String({ title: '接入账号（AppID）' }),
  /** Whether a secret is stored; the secret itself never leaves the server. */
  credential_configured: Type.Boolean({ title: '接入密钥已配置' }),
  remark: Type.String({ title: '备注' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  merchant_count: Type.Integer({ title: '使用它的发票商户数' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

const SoftwareRef = Type.Object({ software_code: SoftwareCode });

export const invoiceSoftwareList = defineCall({
  method: 'GET',
  path: 'invoice/software/list',
  summary: '税控软件列表',
  auth: 'token',
  permission: { anyOf: ['invoice:partner:software:list'] },
  query: Type.Object({
    ...pageQuery(20),
    keywords: Type.Optional(Text('软件编码或名称', 30)),
    type: Type.Optional(TypeField),
    status: Type.Optional(StatusField),
  }),
  reply: ListOf(InvoiceSoftwareRecord),
});

/** A short keyword search for pickers: enabled software first, at most 20. */
export const invoiceSoftwareSuggest = defineCall({
  method: 'GET',
  path: 'invoice/software/suggest',
  summary: '税控软件联想（选择器）',
  auth: 'token',
  permission: { anyOf: ['invoice:partner:software:list'] },
  query: Type.Object({ keywords: Type.Optional(Text('软件编码或名称', 30)), status: Type.Optional(StatusField) }),
  reply: Type.Array(Type.Object({ software_code: Type.String(), name: Type.String(), type: Type.Integer(), status: Type.Integer() })),
});

export const invoiceSoftwareGet = defineCall({
  method: 'GET',
  path: 'invoice/software',
  summary: '税控软件详情',
  auth: 'token',
  permission: { anyOf: ['invoice:partner:software:list'] },
  query: SoftwareRef,
  reply: InvoiceSoftwareRecord,
});

export const invoiceSoftwareCreate = defineCall({
  method: 'POST',
  path: 'invoice/software',
  summary: '新建税控软件（新建即启用）',
  auth: 'token',
  permission: { anyOf: ['invoice:partner:software:create'] },
  body: Type.Object({ software_code: SoftwareCode, ...softwareFields }),
  reply: Type.Object({ software_code: Type.String() }),
});

/** An edit (the fields), or a status change alone (`status` without the fields): 启用 ⇄ 停用. */
export const invoiceSoftwareUpdate = defineCall({
  method: 'PUT',
  path: 'invoice/software',
  summary: '编辑、启用、停用税控软件',
  auth: 'token',
  permission: { anyOf: ['invoice:partner:software:update'] },
  body: Type.Object({
    software_code: SoftwareCode,
    name: Type.Optional(softwareFields.name),
    type: Type.Optional(TypeField),
    vendor: softwareFields.vendor,
    app_id: softwareFields.app_id,
    app_secret: softwareFields.app_secret,
    remark: softwareFields.remark,
    status: Type.Optional(StatusField),
  }),
  reply: Type.Object({ software_code: Type.String(), status: Type.Integer() }),
});

export const invoiceSoftwareDelete = defineCall({
  method: 'DELETE',
  path: 'invoice/software',
  summary: '删除税控软件（没有发票商户使用时）',
  auth: 'token',
  permission: { anyOf: ['invoice:partner:software:delete'] },
  query: SoftwareRef,
  reply: Type.Object({ software_code: Type.String() }),
});
