import { formatDateTime, type PermissionRule, type ProductCode } from '@console/contract';
import { Type, type TObject } from '@sinclair/typebox';
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { message, messageCounter } from '../../../db/schema/index.js';
import { announcementReport } from '../../message/announcement/announcement.report.js';
import { merchantReport } from '../../merchant/merchant/merchant.report.js';
import { energyStationReport } from '../../energy/station/station.report.js';
import { energyDeviceReport } from '../../energy/device/device.report.js';
import { advertingDataReport } from '../../adverting/data/data.report.js';
import type { ReportColumn, ReportValue } from './report.writers.js';

/** The export a kind runs for: the job's merchant and creator, the creator's scope, the checked filters. */
export interface ExportRequest {
  merchant: number;
  manager: number;
  scope: Scope;
  params: Record<string, unknown>;
}

/**
 * A report kind (a "report-table identifier"): its filters, columns and how to read its rows a page at a
 * time in a stable order by a unique key (keyset: the page after `after`, never OFFSET), inside the job's
 * tenant transaction.
 */
export interface ReportKind {
  id: string;
  /** Chinese name: the report centre's row and the file name. */
  name: string;
  /** Needed besides universal:report:basic. */
  permission?: PermissionRule;
  product?: readonly ProductCode[];
  /** The filters the list screen sends, checked when the export is requested. */
  params: TObject;
  columns: ReportColumn[];
  /** Rows the export will have, for the progress (a cheap estimate is enough). */
  count(tx: Tx, request: ExportRequest): Promise<number>;
  /** Up to `limit` rows after the key `after` (undefined: from the start) and the key of the last one. */
  page(tx: Tx, request: ExportRequest, after: unknown, limit: number): Promise<{ rows: ReportValue[][]; last: unknown }>;
}

/** The caller's own messages (the message centre), newest first. */
const messages: ReportKind = {
  id: 'message',
  name: '站内消息',
  permission: { anyOf: ['universal:message:basic'] },
  params: Type.Object({
    read_status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { title: '阅读状态' })),
    app_id: Type.Optional(Type.String({ maxLength: 64, title: '应用 ID' })),
  }),
  columns: [
    { title: '消息编号', width: 12 },
    { title: '标题', width: 40 },
    { title: '内容', width: 60 },
    { title: '链接', width: 30 },
    { title: '阅读状态', width: 10 },
    { title: '创建时间', width: 20 },
  ],
  async count(tx, request) {
    const appId = request.params.app_id as string | undefined;
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${messageCounter.total}), 0)`, unread: sql<string>`coalesce(sum(${messageCounter.unread}), 0)` })
      .from(messageCounter)
      .where(and(eq(messageCounter.merchant, request.merchant), appId ? inArray(messageCounter.app_id, [appId, '']) : undefined));
    const total = Number(row?.total ?? 0);
    const unread = Number(row?.unread ?? 0);
    return request.params.read_status === 0 ? unread : request.params.read_status === 1 ? total - unread : total;
  },
  async page(tx, request, after, limit) {
    const appId = request.params.app_id as string | undefined;
    const readStatus = request.params.read_status as number | undefined;
    const rows = await tx
      .select({ id: message.id, title: message.title, body: message.body, link: message.link, read_status: message.read_status, create_time: message.create_time })
      .from(message)
      .where(
        and(
          eq(message.merchant, request.merchant),
          appId ? or(eq(message.app_id, appId), eq(message.app_id, '')) : undefined,
          readStatus !== undefined ? eq(message.read_status, readStatus) : undefined,
          typeof after === 'number' ? lt(message.id, after) : undefined,
        ),
      )
      .orderBy(desc(message.id))
      .limit(limit);
    return {
      rows: rows.map((m) => [m.id, m.title, m.body, m.link, m.read_status === 0 ? '未读' : '已读', formatDateTime(m.create_time)]),
      last: rows.at(-1)?.id ?? after,
    };
  },
};

/** Every report kind by id. A new kind is one more entry here (with its own file if it is long). */
export const reportKinds: ReadonlyMap<string, ReportKind> = new Map([messages, announcementReport, merchantReport, energyStationReport, energyDeviceReport, advertingDataReport].map((k) => [k.id, k]));
