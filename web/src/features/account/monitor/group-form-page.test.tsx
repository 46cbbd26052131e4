import { fireEvent, screen, waitFor } from '@testing-library/react';
import { monitorGroupCreate, monitorGroupGet, monitorGroupUpdate, optionList, type CallDefinition } from '@console/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { mockSend } from '../../../../test/send';

const send = mockSend();

const { default: GroupFormPage } = await import('./group-form-page');

const contacts = [
  { label: '王磊 139****0201', value: 11 },
  { label: '陈静 139****0202', value: 12 },
  { label: '黄涛 139****0203（已停用）', value: 13 },
];

const answer = (call: CallDefinition, input: Record<string, unknown>) => {
  if (call === optionList) {
    expect(input.id).toBe('monitor-contact');
    const k = input.keywords as string | undefined;
    return Promise.resolve({ row: contacts.filter((c) => !k || c.label.includes(k)) });
  }
  if (call === monitorGroupCreate) return Promise.resolve({ id: 7 });
  if (call === monitorGroupGet)
    return Promise.resolve({
      id: 7, name: '值班组', remark: '夜间', member_count: 2, enabled_count: 1, create_time: '', update_time: '',
      members: [{ id: 12, name: '陈静', mobile: '13912340202', status: 1 }, { id: 13, name: '黄涛', mobile: '13912340203', status: 0 }],
    });
  if (call === monitorGroupUpdate) return Promise.resolve({ id: 7 });
  return Promise.reject(new Error(`unexpected call ${call.path}`));
};

const tags = () => [...document.querySelectorAll('.ant-select-selection-item')].map((t) => t.textContent);

describe('GroupFormPage', () => {
  beforeEach(() => {
    send.mockReset();
    send.mockImplementation(answer);
  });

  it('creates a group with members picked from the merchant’s contacts, in one call', async () => {
    renderPage(<GroupFormPage />, '/account/monitor/contact-group/create');
    fireEvent.change(screen.getByLabelText('组名称'), { target: { value: ' 值班组 ' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '成员' }));
    fireEvent.click(await screen.findByTitle('王磊 139****0201'));
    fireEvent.click(screen.getByTitle('黄涛 139****0203（已停用）'));
    expect(tags()).toEqual(['王磊 139****0201', '黄涛 139****0203（已停用）']);
    // What a disabled member means is said under the picker.
    expect(screen.getByText(/停用的联系人仍在所属联系人组中，但不接收任何告警/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '创建联系人组' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(monitorGroupCreate, { name: '值班组', remark: undefined, contacts: [11, 13] }));
  });

  it('edits a group: its members are named before any search, and the whole membership is sent', async () => {
    renderPage(<GroupFormPage />, '/account/monitor/contact-group/edit?id=7');
    await waitFor(() => expect((screen.getByLabelText('组名称') as HTMLInputElement).value).toBe('值班组'));
    expect(tags()).toEqual(['陈静 139****0202', '黄涛 139****0203（已停用）']);
    expect(send).not.toHaveBeenCalledWith(optionList, expect.anything(), expect.anything());
    // Remove 黄涛 by its tag's close button, then save.
    const close = document.querySelectorAll('.ant-select-selection-item-remove');
    fireEvent.click(close[1]!);
    expect(tags()).toEqual(['陈静 139****0202']);
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(monitorGroupUpdate, { id: 7, name: '值班组', remark: '夜间', contacts: [12] }));
  });
});
