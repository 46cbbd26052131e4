import { fireEvent, screen, waitFor } from '@testing-library/react';
import { projectList, projectSort, type CallDefinition } from '@console/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { mockSend } from '../../../../test/send';

const send = mockSend();

const { default: ProjectSortPage } = await import('./project-sort-page');

const project = (id: number, name: string) => ({
  id, name, code: `P-${id}`, type: 'parking', type_name: '停车场', region: '440304', region_name: '广东省深圳市福田区', merchant: 100101, merchant_name: '福田中心停车场',
  owned: true, address: '', contact_name: '', contact_mobile: '', start_date: null, end_date: null, remark: '', sort: id * 10, status: 1, grant_count: 0, acl_count: 0, create_time: '', update_time: '',
});
const rows = [project(1, '甲项目'), project(2, '乙项目'), project(3, '丙项目')];

const answer = (call: CallDefinition) => {
  if (call === projectList) return Promise.resolve({ row: rows, paging_header: { total_count: 3, page_index: 1, page_size: 100 } });
  if (call === projectSort) return Promise.resolve({ changed: 3 });
  return Promise.reject(new Error('unexpected call'));
};

const names = () => screen.getAllByTestId('project-sort-item').map((item) => item.querySelector('strong')?.textContent);

describe('ProjectSortPage', () => {
  beforeEach(() => {
    send.mockReset();
    send.mockImplementation(answer);
    renderPage(<ProjectSortPage />, '/account/merchant/project/sort');
  });

  it('moves rows with the keyboard on a handle and with the buttons, then saves the order in one call', async () => {
    await screen.findByText('丙项目');
    expect(names()).toEqual(['甲项目', '乙项目', '丙项目']);
    const save = screen.getByRole('button', { name: '保存排序' });
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.keyDown(screen.getByRole('button', { name: /拖动「丙项目」/ }), { key: 'ArrowUp' });
    expect(names()).toEqual(['甲项目', '丙项目', '乙项目']);
    expect(screen.getByText('「丙项目」已移到第 2 位')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下移「甲项目」' }));
    expect(names()).toEqual(['丙项目', '甲项目', '乙项目']);
    fireEvent.keyDown(screen.getByRole('button', { name: /拖动「乙项目」/ }), { key: 'Home' });
    expect(names()).toEqual(['乙项目', '丙项目', '甲项目']);

    fireEvent.click(screen.getByRole('button', { name: '保存排序' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(projectSort, { ids: [2, 3, 1] }));
  });

  it('puts the original order back with 恢复', async () => {
    await screen.findByText('丙项目');
    fireEvent.click(screen.getByRole('button', { name: '置顶「丙项目」' }));
    expect(names()).toEqual(['丙项目', '甲项目', '乙项目']);
    fireEvent.click(screen.getByRole('button', { name: /恢\s*复/ }));
    expect(names()).toEqual(['甲项目', '乙项目', '丙项目']);
  });
});
