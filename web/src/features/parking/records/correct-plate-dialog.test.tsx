import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { CorrectPlateDialog, durationText } from './shared';
import { mockSend } from '../../../../test/send';

afterEach(() => vi.restoreAllMocks());

const record = { id: 7, plate: '粤B72E7A', plate_color: 1 };

describe('修正车牌 dialog', () => {
  it('refuses a malformed or unchanged plate, then sends the plate as the product writes it', async () => {
    const send = mockSend().mockResolvedValue({ id: 7, plate: '粤B6H6H8', correction: 1 } as never);
    const onClose = vi.fn();
    renderPage(<CorrectPlateDialog record={record} onClose={onClose} />, '/parking-merchant/parking-manage/in-lot');
    const plate = await screen.findByLabelText('新车牌');
    const submit = () => fireEvent.click(screen.getByRole('button', { name: '确认修正' }));

    fireEvent.change(plate, { target: { value: '粤B1234' } });
    submit();
    expect(await screen.findByText('请输入正确的车牌号，如 粤B12345')).toBeTruthy();
    fireEvent.change(plate, { target: { value: '粤b·72e7a' } });
    submit();
    expect(await screen.findByText('新车牌与原车牌相同')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    fireEvent.change(plate, { target: { value: '粤b·6h6h8' } });
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ path: 'parking/parking' }), { id: 7, plate: '粤B6H6H8', plate_color: 1, reason: '车牌识别错误' });
  });

  it('says a stay as people say it', () => {
    expect(durationText(12 * 60 + 5)).toBe('12 分钟');
    expect(durationText(2 * 3600 + 5 * 60)).toBe('2 小时 5 分钟');
    expect(durationText(3 * 86400 + 4 * 3600)).toBe('3 天 4 小时');
  });
});
