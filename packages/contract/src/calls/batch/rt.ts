import { Type } from '@sinclair/typebox';
import { defineCall, Text } from '../../call.js';
import { Option } from '../session/option.js';

/** The largest import file (document 1 §5 and §9): 5 MB. */
export const IMPORT_MAX_BYTES = 5_242_880;
/** File types the import dialog accepts. */
export const importExtensions = ['csv', 'xls', 'xlsx'] as const;
export const importCharsets = ['UTF-8', 'GBK'] as const;

const TemplateUuid = (title = '模板编号') => Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$', title });

export const TemplateParam = Type.Object({
  key: Type.String({ title: '参数名' }),
  name: Type.String({ title: '参数名称' }),
  type: Type.Integer({ title: '参数类型', description: '1 下拉选择（选项见 batch/rt/param/value），2 隐藏' }),
  regex: Type.String({ title: '校验正则', description: '空：不校验' }),
  value: Type.String({ title: '默认值' }),
  description: Type.String({ title: '说明' }),
});

export const TemplateColumn = Type.Object({
  title: Type.String({ title: '列名' }),
  required: Type.Boolean({ title: '必填' }),
  description: Type.String({ title: '说明' }),
});

/** The import template summary the dialog loads first (document 1 §3). */
export const batchTemplateSummary = defineCall({
  method: 'GET',
  path: 'batch/rt/summary',
  summary: '导入模板概要',
  auth: 'token',
  query: Type.Object({ uuid: TemplateUuid() }),
  reply: Type.Object({
    uuid: Type.String({ title: '模板编号' }),
    name: Type.String({ title: '模板名称' }),
    template_url: Type.String({ title: '模板文件地址' }),
    charset: Type.String({ title: '建议的文件编码' }),
    params: Type.Array(TemplateParam, { title: '模板参数' }),
    columns: Type.Array(TemplateColumn, { title: '文件列' }),
    max_size: Type.Integer({ title: '文件大小上限（字节）' }),
    extensions: Type.Array(Type.String(), { title: '文件类型' }),
  }),
});

/** The options of a select (type 1) template parameter. */
export const batchTemplateParamValue = defineCall({
  method: 'GET',
  path: 'batch/rt/param/value',
  summary: '导入模板参数的可选值',
  auth: 'token',
  query: Type.Object({
    uuid: TemplateUuid(),
    key: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_]+$', title: '参数名' }),
    keywords: Type.Optional(Text('关键词', 50)),
  }),
  reply: Type.Object({ row: Type.Array(Option) }),
});

export { TemplateUuid };
