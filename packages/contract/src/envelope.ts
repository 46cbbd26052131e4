import { Type, type TSchema } from '@sinclair/typebox';

/** Every reply: `{code, message, payload}`; failures add `hint` and `seqno`; `deprecated` when the call is. */
export interface Envelope<P = unknown> {
  code: number;
  message: string;
  payload: P;
  hint?: string;
  seqno?: string;
  deprecated?: boolean;
}

export interface ErrorEnvelope extends Envelope<null> {
  hint: string;
  seqno: string;
}

/** Lists answer rows at `payload.row` and the total at `payload.paging_header.total_count`. */
export interface ListPayload<Row> {
  row: Row[];
  /** `total_capped`: the list stopped counting at COUNT_CAP rows, so `total_count` is a lower bound. */
  paging_header: { total_count: number; page_index: number; page_size: number; total_capped?: boolean };
}

/**
 * Lists whose rows grow without bound (the operation log) count at most this many rows: beyond it the total is a
 * lower bound and pages end there; a filter narrows the list instead.
 */
export const COUNT_CAP = 10_000;

const isEmptyList = (payload: unknown) =>
  !!payload &&
  typeof payload === 'object' &&
  'paging_header' in payload &&
  Array.isArray((payload as { row?: unknown }).row) &&
  (payload as unknown as { row: unknown[] }).row.length === 0;

/** The success envelope of a payload: 1002 for a list without rows, else 1001. */
export function success<P>(payload: P, deprecated = false): Envelope<P | null> {
  const empty = isEmptyList(payload);
  return {
    code: empty ? 1002 : 1001,
    message: empty ? '暂无数据' : '成功',
    payload: payload ?? null,
    ...(deprecated ? { deprecated: true } : {}),
  };
}

export const PagingHeader = Type.Object({
  total_count: Type.Integer({ minimum: 0 }),
  page_index: Type.Integer({ minimum: 1 }),
  page_size: Type.Integer({ minimum: 1 }),
  total_capped: Type.Optional(Type.Boolean()),
});

/** Reply schema of a list of `row`. */
export const ListOf = <T extends TSchema>(row: T) =>
  Type.Object({ row: Type.Array(row), paging_header: PagingHeader });

/** Query fields shared by every list (page sizes 20, 50, 100; default 20 unless the call says otherwise). */
export const pageQuery = (defaultSize = 20) => ({
  page_index: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1, title: '页码' })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: defaultSize, title: '每页条数' })),
});

export const EnvelopeOf = <T extends TSchema>(payload: T) =>
  Type.Object({
    code: Type.Integer(),
    message: Type.String(),
    payload,
    hint: Type.Optional(Type.String()),
    seqno: Type.Optional(Type.String()),
    deprecated: Type.Optional(Type.Boolean()),
  });

export const ErrorEnvelopeSchema = Type.Object({
  code: Type.Integer(),
  message: Type.String(),
  payload: Type.Null(),
  hint: Type.String(),
  seqno: Type.String(),
});
