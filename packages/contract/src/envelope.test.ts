import { describe, expect, it } from 'vitest';
import { success } from './envelope.js';

describe('success envelope', () => {
  it('answers 1001 with the payload', () => {
    expect(success({ a: 1 })).toEqual({ code: 1001, message: '成功', payload: { a: 1 } });
  });

  it('answers 1002 for a list without rows, keeping the paging header', () => {
    const empty = { row: [], paging_header: { total_count: 0, page_index: 1, page_size: 20 } };
    expect(success(empty)).toEqual({ code: 1002, message: '暂无数据', payload: empty });
    expect(success({ row: [{ id: 1 }], paging_header: { total_count: 1, page_index: 1, page_size: 20 } }).code).toBe(1001);
  });

  it('treats a plain array field named row without paging as a payload, not a list', () => {
    expect(success({ row: [] }).code).toBe(1001);
  });

  it('answers null for a call without a payload and flags deprecated calls', () => {
    expect(success(undefined)).toEqual({ code: 1001, message: '成功', payload: null });
    expect(success(null, true)).toEqual({ code: 1001, message: '成功', payload: null, deprecated: true });
  });
});
