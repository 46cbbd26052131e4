import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { couponCreate, couponDetail, couponUpdate, type CallDefinition } from '@console/contract';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { couponBody, couponFormValues } from './coupon-fields';
import { mockSend } from '../../../../test/send';

const send = mockSend();

const { default: CouponFormPage } = await import('./coupon-form-page');

const discount = {
  id: 7, merchant: 100101, name: '会员 8.5 折券', type: 6, value: 850, value_text: '8.5 折', period_start: null, period_end: null, validity_type: 1, valid_days: 90,
  start_date: null, end_date: null, stackable: true, remark: '', status: 1, batch_count: 0, create_time: '', update_time: '',
};

const answer = (call: CallDefinition) => {
  if (call === couponDetail) return Promise.resolve(discount);
  if (call === couponCreate || call === couponUpdate) return Promise.resolve({ id: 7 });
  return Promise.resolve({ row: [], paging_header: { total_count: 0 } });
};

describe('CouponFormPage', () => {
  beforeEach(() => {
    send.mockReset();
    send.mockImplementation(answer);
  });

  it('edits a discount in 折 and sends it ×100', async () => {
    renderPage(<CouponFormPage />, '/parking-coupon/coupon/edit?id=7');
    await waitFor(() => expect((screen.getByLabelText('面值') as HTMLInputElement).value).toBe('8.50'));
    expect(screen.getByText('折')).toBeTruthy();
    expect(screen.getByText('停车费按此折扣收取，如 8.5 折')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('面值'), { target: { value: '7.5' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(couponUpdate, { id: 7, name: '会员 8.5 折券', type: 6, value: 750, validity_type: 1, valid_days: 90, stackable: true, remark: undefined }),
    );
  });

  it('asks for the type first, then the value in the type’s unit (元 sent as fen)', { timeout: 30_000 }, async () => {
    renderPage(<CouponFormPage />, '/parking-coupon/coupon/create');
    expect(screen.getByText('请先选择优惠券类型')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('优惠券名称'), { target: { value: '满减 5.5 元券' } });
    fireEvent.mouseDown(screen.getByLabelText('优惠券类型'));
    fireEvent.click(within(document.body).getByTitle('金额券'));
    await screen.findByText('元');
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await screen.findByText('请输入金额（元）');
    expect(send).not.toHaveBeenCalledWith(couponCreate, expect.anything());
    fireEvent.change(screen.getByLabelText('面值'), { target: { value: '5.5' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(couponCreate, { name: '满减 5.5 元券', type: 1, value: 550, validity_type: 1, valid_days: 30, stackable: false, remark: undefined }),
    );
  });

  it('switching to 全免券 asks for no value', async () => {
    renderPage(<CouponFormPage />, '/parking-coupon/coupon/create');
    fireEvent.mouseDown(screen.getByLabelText('优惠券类型'));
    fireEvent.click(within(document.body).getByTitle('全免券'));
    await screen.findByText('免除本次全部停车费，无需面值');
    expect(screen.queryByLabelText('面值')).toBeNull();
  });
});

describe('couponBody and couponFormValues', () => {
  it('carry a time-slot coupon’s free period and a fixed date range both ways', () => {
    const values = couponFormValues({ ...discount, type: 7, value: 0, period_start: '22:00', period_end: '07:00', validity_type: 2, valid_days: null, start_date: '2026-12-01', end_date: '2027-01-31' });
    expect(values.value_input).toBeUndefined();
    expect(couponBody(values)).toEqual({
      name: '会员 8.5 折券', type: 7, period_start: '22:00', period_end: '07:00', validity_type: 2, start_date: '2026-12-01', end_date: '2027-01-31', stackable: true, remark: undefined,
    });
    expect(couponBody({ ...values, type: 2, value_input: 90, validity_type: 1, valid_days: 7, date_range: [dayjs(), dayjs()] })).toMatchObject({ type: 2, value: 90, valid_days: 7 });
  });
});
