import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { couponList, purchaseCreate, type CallDefinition } from '@console/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { purchaseAmount } from './purchase-form-page';
import { mockSend } from '../../../../test/send';

const send = mockSend();

const { default: PurchaseFormPage } = await import('./purchase-form-page');

const coupons = {
  row: [
    { id: 12, name: '2 小时停车券', value_text: '2 小时', status: 1 },
    { id: 13, name: '商户满减 5 元券', value_text: '5.00 元', status: 1 },
  ],
  paging_header: { total_count: 2 },
};

const answer = (call: CallDefinition) => {
  if (call === couponList) return Promise.resolve(coupons);
  if (call === purchaseCreate) return Promise.resolve({ id: 9, amount: 25_000, remaining: 100 });
  return Promise.resolve({ row: [], paging_header: { total_count: 0 } });
};

describe('PurchaseFormPage', () => {
  beforeEach(() => {
    send.mockReset();
    send.mockImplementation(answer);
  });

  it('shows count × price as the amount, asks first, and sends fen with an idempotency key', { timeout: 30_000 }, async () => {
    renderPage(<PurchaseFormPage />, '/parking-coupon/purchase/create');
    fireEvent.mouseDown(screen.getByLabelText('优惠券'));
    fireEvent.click(await within(document.body).findByTitle('2 小时停车券（2 小时）'));
    fireEvent.change(screen.getByLabelText('采购张数'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('单价'), { target: { value: '2.5' } });
    await waitFor(() => expect(screen.getByLabelText('采购金额').textContent).toBe('250.00 元'));
    fireEvent.click(screen.getByRole('button', { name: /采\s*购/ }));
    await screen.findByText('采购 100 张，单价 2.50 元，共 250.00 元。');
    expect(send).not.toHaveBeenCalledWith(purchaseCreate, expect.anything(), expect.anything());
    fireEvent.click(screen.getByRole('button', { name: '确认采购' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(purchaseCreate, { coupon: 12, count: 100, unit_price: 250, amount: 25_000, remark: undefined }, { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) }),
    );
  });

  it('sends nothing when the purchase is not confirmed, nor without a coupon', { timeout: 30_000 }, async () => {
    renderPage(<PurchaseFormPage />, '/parking-coupon/purchase/create');
    fireEvent.click(screen.getByRole('button', { name: /采\s*购/ }));
    await screen.findByText('请选择优惠券');
    fireEvent.mouseDown(screen.getByLabelText('优惠券'));
    fireEvent.click(await within(document.body).findByTitle('商户满减 5 元券（5.00 元）'));
    fireEvent.click(screen.getByRole('button', { name: /采\s*购/ }));
    // (The first test's dialog may still be closing: take the newest.)
    await waitFor(() => expect(screen.getAllByText('采购 100 张，单价 1.00 元，共 100.00 元。').length).toBeGreaterThan(0));
    const cancels = screen.getAllByRole('button', { name: '再想想' });
    fireEvent.click(cancels[cancels.length - 1]!);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(send).not.toHaveBeenCalledWith(purchaseCreate, expect.anything(), expect.anything());
  });
});

describe('purchaseAmount', () => {
  it('multiplies the count by the price in fen, without float drift', () => {
    expect(purchaseAmount(3, 0.1)).toBe(30);
    expect(purchaseAmount(100, 2.5)).toBe(25_000);
    expect(purchaseAmount(0, 2)).toBe(0);
    expect(purchaseAmount(7, 19.99)).toBe(13_993);
  });
});
