import { fireEvent, screen, waitFor } from '@testing-library/react';
import { adSpaceCreate, adSpaceGet, adSpaceUpdate, optionList, type CallDefinition } from '@console/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../../../test/render-page';
import { hoursText } from '../shared';
import { mockSend } from '../../../../../test/send';

const send = mockSend();

const { default: SpaceFormPage } = await import('../space-form-page');

const stored = {
  id: 5, code: 'FT_EXIT_SCREEN', name: '福田出口屏视频', scene: 6, material: 2, width: 1920, height: 1080, duration: 15, billing: 3,
  floor_price: 80000, daily_limit: 0, provider: 0, provider_name: '', status: 1, remark: '', create_time: '', update_time: '',
};
const answer = (call: CallDefinition) => {
  if (call === optionList) return Promise.resolve({ row: [] });
  if (call === adSpaceCreate) return Promise.resolve({ id: 9 });
  if (call === adSpaceGet) return Promise.resolve(stored);
  if (call === adSpaceUpdate) return Promise.resolve({ id: 5 });
  return Promise.reject(new Error(`unexpected call ${call.path}`));
};
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe('SpaceFormPage', () => {
  beforeEach(() => {
    send.mockReset();
    send.mockImplementation(answer);
  });

  it('creates an image space: no length is asked or sent, the floor price travels in fen, 不限 and 自有流量 as nothing', async () => {
    renderPage(<SpaceFormPage />, '/adverting/config/space/create');
    expect(input('视频时长').disabled).toBe(true);
    type('广告位编码', 'HOME_BANNER_2');
    type('广告位名称', ' 首页横幅二 ');
    type('宽', '750');
    type('高', '300');
    type('底价', '12.5');
    fireEvent.click(screen.getByRole('button', { name: '创建广告位' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(adSpaceCreate, {
        code: 'HOME_BANNER_2', name: '首页横幅二', scene: 2, material: 1, width: 750, height: 300, duration: undefined, billing: 1,
        floor_price: 1250, daily_limit: undefined, provider: undefined, remark: undefined,
      }),
    );
  });

  it('edits a video space: its length is asked for, the code is kept and cannot be typed over', async () => {
    renderPage(<SpaceFormPage />, '/adverting/config/space/edit?id=5');
    await waitFor(() => expect(input('广告位名称').value).toBe('福田出口屏视频'));
    expect(input('广告位编码').disabled).toBe(true);
    expect(input('视频时长').disabled).toBe(false);
    type('视频时长', '');
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await screen.findByText('视频广告位请填写时长');
    expect(send).not.toHaveBeenCalledWith(adSpaceUpdate, expect.anything());
    type('视频时长', '30');
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(adSpaceUpdate, expect.objectContaining({ id: 5, code: 'FT_EXIT_SCREEN', duration: 30, floor_price: 80000, billing: 3 })));
  });
});

describe('hoursText', () => {
  it('joins hours into runs', () => {
    expect(hoursText([])).toBe('全天');
    expect(hoursText([18, 7, 8, 9, 17])).toBe('07:00–10:00、17:00–19:00');
    expect(hoursText([23])).toBe('23:00–24:00');
  });
});
