import { fireEvent, screen, waitFor } from '@testing-library/react';
import { appMetadataCreate, appMetadataList, appMetadataUpdate, appRuntimeList, type CallDefinition } from '@console/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { groupByModule } from '../app/app-module-page';
import { mockSend } from '../../../../test/send';

const send = mockSend();

const { default: MetadataFormPage } = await import('./metadata-form-page');

const metadataRow = (key: string, value: string) => ({ id: `1:${key}`, app: 1, app_id: 'console', app_name: '商户管理平台', key, label: '', value, status: 1, update_time: '' });

const answer = (call: CallDefinition, input: Record<string, unknown>) => {
  if (call === appRuntimeList) return Promise.resolve({ row: [{ id: 1, name: '商户管理平台', domain: 'localhost', profile: 'prod' }], paging_header: { total_count: 1 } });
  if (call === appMetadataList) return Promise.resolve({ row: [metadataRow(String(input.key), '#409EFF')], paging_header: { total_count: 1 } });
  if (call === appMetadataCreate || call === appMetadataUpdate) return Promise.resolve({ app: 1, key: input.key });
  return Promise.resolve({ row: [], paging_header: { total_count: 0 } });
};

const renderAt = (address: string) => renderPage(<MetadataFormPage />, address);

describe('MetadataFormPage', () => {
  beforeEach(() => {
    send.mockReset();
    send.mockImplementation(answer);
  });

  it('checks a theme value by its key’s rule (colour #RRGGBB) before sending, then saves a right one', async () => {
    renderAt('/base/services/setting/metadata/edit?app=1&key=STYLE_PRIMARY_COLOR');
    await waitFor(() => expect((screen.getByLabelText('值') as HTMLInputElement).value).toBe('#409EFF'));
    expect((screen.getByLabelText('键') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('值'), { target: { value: 'blue' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await screen.findByText('主题色须为 #RRGGBB 格式的颜色');
    expect(send).not.toHaveBeenCalledWith(appMetadataUpdate, expect.anything());

    fireEvent.change(screen.getByLabelText('值'), { target: { value: '#1677FF' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(appMetadataUpdate, { app: 1, key: 'STYLE_PRIMARY_COLOR', value: '#1677FF' }));
  });

  it('creates any other key as free text; a lower-case key is refused in Chinese', async () => {
    renderAt('/base/services/setting/metadata/create?app=1');
    fireEvent.change(screen.getByLabelText('键'), { target: { value: 'footer' } });
    fireEvent.change(screen.getByLabelText('值'), { target: { value: '© 智泊云' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await screen.findByText('键须以大写字母开头，2–64 位大写字母、数字或 _');
    fireEvent.change(screen.getByLabelText('键'), { target: { value: 'TEXT_FOOTER' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(appMetadataCreate, { app: 1, key: 'TEXT_FOOTER', value: '© 智泊云' }));
  });
});

describe('groupByModule', () => {
  it('groups an app’s metadata by the key’s first word, others last', () => {
    const groups = groupByModule([metadataRow('LINK_SUPPORT', ''), metadataRow('TEXT_SITENAME', 'x'), metadataRow('CUSTOM_FLAG', '1'), metadataRow('STYLE_PRIMARY_COLOR', '#409EFF')]);
    expect(groups.map((g) => [g.title, g.rows.map((r) => r.key)])).toEqual([
      ['文字', ['TEXT_SITENAME']],
      ['样式', ['STYLE_PRIMARY_COLOR']],
      ['链接', ['LINK_SUPPORT']],
      ['其他', ['CUSTOM_FLAG']],
    ]);
  });
});
