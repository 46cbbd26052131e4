import type { PermissionRule, ProductCode } from '@console/contract';
import { and, inArray } from 'drizzle-orm';
import type { Database, Scope, Tx } from '../../../db/client.js';
import { app, merchant, message } from '../../../db/schema/index.js';
import { withinScope } from '../../../shared/scope.js';

/** A column of an import file, found by its title in the header row. */
export interface ImportColumn {
  key: string;
  title: string;
  required?: boolean;
  maxLength?: number;
  pattern?: RegExp;
  /** Said after the column's title when `pattern` does not match, e.g. 应为数字. */
  patternMessage?: string;
  description: string;
}

/** A template parameter the dialog asks for: type 1 select (options from `options`), type 2 hidden. */
export interface ImportParam {
  key: string;
  name: string;
  type: 1 | 2;
  regex?: string;
  /** The default (select) or the fixed value (hidden). */
  value?: string;
  description?: string;
  options?: (db: Database, scope: Scope, keywords: string | undefined) => Promise<{ label: string; value: string }[]>;
}

/** A row that passed the column checks, by column key. */
export interface ImportRow {
  row_no: number;
  values: Record<string, string>;
}

/** Who the rows are applied for: the job's creator as of its creation. */
export interface ImportContext {
  merchant: number;
  manager: number;
  scope: Scope;
  params: Record<string, string>;
}

/**
 * An import template: the columns of its file, its parameters, and how a chunk of valid rows takes effect.
 * `apply` runs inside the chunk's transaction (the one that also commits the job's progress), so a row takes
 * effect exactly when its chunk commits; it answers the rows it refused, with the reason in Chinese.
 */
export interface ImportTemplate {
  uuid: string;
  name: string;
  /** Who may use it, checked when the summary is loaded and when a task is created. */
  permission?: PermissionRule;
  product?: readonly ProductCode[];
  charset: 'UTF-8' | 'GBK';
  params: ImportParam[];
  columns: ImportColumn[];
  apply(tx: Tx, rows: ImportRow[], context: ImportContext): Promise<Map<number, string>>;
}

/** Message push (the platform's 推送站内消息, `POST message/message`) for many merchants from a file. */
const messagePush: ImportTemplate = {
  uuid: 'base.message.push',
  name: '站内消息批量推送',
  permission: { anyOf: ['base:message:create'] },
  product: ['ALL'],
  charset: 'UTF-8',
  params: [
    {
      key: 'app_id',
      name: '推送应用',
      type: 1,
      value: 'console',
      description: '消息在哪个应用的消息中心显示',
      options: (db, scope, keywords) =>
        db.tenant(scope, async (tx) =>
          (await tx.select({ label: app.name, value: app.app_id }).from(app).orderBy(app.id))
            .filter((o) => !keywords || o.label.includes(keywords) || o.value.includes(keywords))
            .slice(0, 100),
        ),
    },
    { key: 'user_type', name: '接收方类型', type: 2, value: '2', regex: '^2$', description: '2：商户' },
  ],
  columns: [
    { key: 'merchant', title: '接收商户编号', required: true, pattern: /^[1-9][0-9]{0,14}$/, patternMessage: '应为商户编号（数字）', description: '收到消息的商户编号，须在您的管理范围内' },
    { key: 'title', title: '标题', required: true, maxLength: 100, description: '不超过 100 个字符' },
    { key: 'body', title: '内容', maxLength: 2000, description: '不超过 2000 个字符，可留空' },
    { key: 'link', title: '链接', maxLength: 500, pattern: /^(https?:\/\/|\/)/, patternMessage: '应以 http://、https:// 或 / 开头', description: '点击消息打开的地址，可留空' },
  ],
  async apply(tx, rows, context) {
    const refused = new Map<number, string>();
    const wanted = [...new Set(rows.map((r) => Number(r.values.merchant)))];
    // Row-level security limits this to the creator's scope; the filter says so explicitly as well.
    const known = new Set(
      (
        await tx
          .select({ id: merchant.id })
          .from(merchant)
          .where(and(inArray(merchant.id, wanted), withinScope(merchant.id, context.scope)))
      ).map((m) => m.id),
    );
    const accepted: (typeof message.$inferInsert)[] = [];
    for (const row of rows) {
      const target = Number(row.values.merchant);
      if (!known.has(target)) {
        refused.set(row.row_no, `商户 ${row.values.merchant} 不存在或不在您的管理范围内`);
        continue;
      }
      accepted.push({
        merchant: target,
        app_id: context.params.app_id ?? '',
        title: row.values.title!,
        body: row.values.body ?? '',
        link: row.values.link ?? '',
        sender: context.manager,
      });
    }
    if (accepted.length > 0) await tx.insert(message).values(accepted);
    return refused;
  },
};

/** Every import template by uuid. A new template is one more entry here (with its own file if it is long). */
export const importTemplates: ReadonlyMap<string, ImportTemplate> = new Map([messagePush].map((t) => [t.uuid, t]));
