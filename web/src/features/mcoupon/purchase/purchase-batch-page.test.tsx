import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { couponList, purchaseBatch, type CallDefinition } from '@console/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { batchTotals } from './purchase-batch-page';
import { mockSend } from '../../../../test/send';

const send = mockSend();

const { default: PurchaseBatchPage } = await import('./purchase-batch-page');

const coupons = {
  row: [
    { id: 12, name: '2 小时停车券', value_text: '2 小时', status: 1 },
    { id: 13, name: '访客全免券', value_text: '全免', status: 1 },
  ],
  paging_header: { total_count: 2 },
};

const answer = (call: CallDefinition) => {
  if (call === couponList) return Promise.resolve(coupons);
  if (call === purchaseBatch) return Promise.resolve({ ids: [1, 2], count: 15, amount: 6_000 });
  return Promise.resolve({ row: [], paging_header: { total_count: 0 } });
};

describe('PurchaseBatchPage', () => {
  beforeEach(() => {
    send.mockReset();
    send.mockImplementation(answer);
  });

  it('sums the lines, refuses a coupon twice, asks first and sends fen with an idempotency key', { timeout: 180_000 }, async () => {
    renderPage(<PurchaseBatchPage />, '/parking-coupon/purchase/batch');
    const choose = async (index: number, title: string) => {
      fireEvent.mouseDown(screen.getAllByLabelText('优惠券')[index]!);
      const options = await within(document.body).findAllByTitle(title);
      fireEvent.click(options[options.length - 1]!);
    };
    await choose(0, '2 小时停车券（2 小时）');
    fireEvent.change(screen.getByLabelText('第 1 行采购张数'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('第 1 行单价'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: /添加一行/ }));
    await choose(1, '2 小时停车券（2 小时）');
    fireEvent.change(screen.getByLabelText('第 2 行采购张数'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('第 2 行单价'), { target: { value: '8' } });
    await waitFor(() => expect(screen.getByLabelText('合计金额').textContent).toBe('15 张，60.00 元'));
    fireEvent.click(screen.getByRole('button', { name: /批量采购/ }));
    expect((await screen.findAllByText('该优惠券已在其他行，请合并为一行')).length).toBeGreaterThan(0);
    expect(send).not.toHaveBeenCalledWith(purchaseBatch, expect.anything(), expect.anything());

    await choose(1, '访客全免券（全免）');
    fireEvent.click(screen.getByRole('button', { name: /批量采购/ }));
    await screen.findByText('2 种优惠券，共 15 张，合计 60.00 元。');
    fireEvent.click(screen.getByRole('button', { name: '确认采购' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        purchaseBatch,
        { items: [{ coupon: 12, count: 10, unit_price: 200 }, { coupon: 13, count: 5, unit_price: 800 }], amount: 6_000, remark: undefined },
        { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) },
      ),
    );
  });
});

describe('batchTotals', () => {
  it('adds each line\'s count × price in fen, skipping empty lines', () => {
    expect(batchTotals([{ count: 3, unit_price: 0.1 }, { count: 7, unit_price: 19.99 }])).toEqual({ count: 10, amount: 14_023 });
    expect(batchTotals([{ coupon: 1 }, undefined])).toEqual({ count: 0, amount: 0 });
    expect(batchTotals(undefined)).toEqual({ count: 0, amount: 0 });
  });
});
