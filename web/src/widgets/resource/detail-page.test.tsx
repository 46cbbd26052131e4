import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { loggingTimeline } from '@console/contract';
import { App } from 'antd';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../lib/request';
import { useSession } from '../../shell/session/store';
import { DetailPage, type DetailPageProps } from './detail-page';

interface Park {
  id: number;
  name: string;
  address: string | null;
  status: number;
  reject_reason?: string;
  secret: string;
}

const park: Park = { id: 7, name: '福田停车场', address: null, status: 0, reject_reason: '资料不全', secret: 'S-1' };

const load = vi.fn<() => Promise<Park>>();

function Page(props: Partial<DetailPageProps<Park>>) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={['/parks/7']}>
          <Routes>
            <Route
              path="/parks/7"
              element={
                <DetailPage<Park>
                  loadKey={['park/detail', 7]}
                  load={load}
                  title={(p) => p.name}
                  fields={[
                    { key: 'id', label: '编号' },
                    { key: 'name', label: '名称' },
                    { key: 'address', label: '地址', span: 'filled' },
                    { key: 'status', label: '状态', value: (p) => (p.status ? '启用' : '停用') },
                    { key: 'reject_reason', label: '驳回原因', when: (p) => p.status === 0 },
                    { key: 'secret', label: '内部编号', permission: ['park:secret:list'] },
                    { key: 'fee', label: '费率', product: ['energy:merchant:platform'], value: () => '1.2' },
                  ]}
                  {...props}
                />
              }
            />
            <Route path="/parks" element={<p>停车场列表</p>} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>
  );
}

const label = (text: string) => screen.queryByText(text, { selector: '.ant-descriptions-item-label' });
const valueOf = (text: string) => label(text)!.closest('.ant-descriptions-item')!.querySelector('.ant-descriptions-item-content')!.textContent;

beforeEach(() => {
  load.mockReset();
  load.mockResolvedValue(park);
  useSession.setState({ permissions: new Set(['park:list']), products: new Set(['parking:merchant:platform']) });
});

describe('DetailPage', () => {
  it('shows a skeleton, then the title and the fields the user may see, - for empty values', async () => {
    render(<Page />);
    expect(document.querySelector('.ant-skeleton')).toBeTruthy();
    expect(await screen.findByText('福田停车场', { selector: 'h5' })).toBeTruthy();
    expect(valueOf('编号')).toBe('7');
    expect(valueOf('地址')).toBe('-');
    expect(valueOf('状态')).toBe('停用');
    expect(valueOf('驳回原因')).toBe('资料不全');
    expect(label('内部编号')).toBeNull();
    expect(label('费率')).toBeNull();
  });

  it('shows gated fields to a user with the permission or the product', async () => {
    useSession.setState({ permissions: new Set(['park:secret:list']), products: new Set(['ALL']) });
    render(<Page />);
    await screen.findByText('福田停车场', { selector: 'h5' });
    expect(valueOf('内部编号')).toBe('S-1');
    expect(valueOf('费率')).toBe('1.2');
  });

  it('shows the error panel and loads again with 重试', async () => {
    load.mockRejectedValueOnce(new RequestError({ code: 1404, message: '记录不存在', seqno: 'x1' }));
    render(<Page />);
    expect(await screen.findByText('记录不存在')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('福田停车场', { selector: 'h5' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the tabs the user may see, with fields or rendered content', async () => {
    render(
      <Page
        tabs={[
          { key: 'base', label: '基本信息', fields: [{ key: 'name', label: '停车场名称' }, { key: 'secret', label: '密钥', permission: ['park:secret:list'] }] },
          { key: 'log', label: '操作记录', render: (p) => <p>{p.name}的操作记录</p> },
          { key: 'money', label: '结算信息', permission: ['park:settle:list'], render: () => <p>结算</p> },
        ]}
      />,
    );
    await screen.findByText('福田停车场', { selector: 'h5' });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['基本信息', '操作记录']);
    expect(valueOf('停车场名称')).toBe('福田停车场');
    expect(label('密钥')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '操作记录' }));
    expect(await screen.findByText('福田停车场的操作记录')).toBeTruthy();
  });

  it('runs the page actions the user may see (asking first where needed), refreshes the record and its timeline, and goes back', async () => {
    useSession.setState({ permissions: new Set(['park:update']) });
    const enable = vi.fn(async () => {
      load.mockResolvedValue({ ...park, status: 1 });
    });
    const timeline = vi.fn(async () => '操作记录');
    function Log() {
      const { data } = useQuery({ queryKey: [loggingTimeline.path, 'park', 7], queryFn: timeline });
      return <p>{data}</p>;
    }
    render(
      <Page
        back="/parks"
        tabs={[{ key: 'log', label: '操作记录', render: () => <Log /> }]}
        actions={[
          { key: 'enable', label: '启用', primary: true, confirm: (p) => `确定启用${p.name}吗？`, onClick: enable, permission: ['park:update'], when: (p) => p.status === 0 },
          { key: 'delete', label: '删除', danger: true, onClick: vi.fn(), permission: ['park:delete'] },
        ]}
      />,
    );
    await screen.findByText('福田停车场', { selector: 'h5' });
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /启\s*用/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('确定启用福田停车场吗？').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(enable).toHaveBeenCalledWith(park));
    await waitFor(() => expect(valueOf('状态')).toBe('启用'));
    await waitFor(() => expect(timeline).toHaveBeenCalledTimes(2));
    // 启用 shows only while the record is disabled.
    expect(screen.queryByRole('button', { name: /启\s*用/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /返\s*回/ }));
    expect(await screen.findByText('停车场列表')).toBeTruthy();
  });
});
