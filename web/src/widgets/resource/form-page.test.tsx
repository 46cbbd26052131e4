import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { Activity } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FormPage, type FormField } from './form-page';

const fields: FormField[] = [
  { kind: 'text', key: 'name', label: '联系人', required: true },
  { kind: 'text', key: 'mobile', label: '手机号', validate: ['mobile'] },
  { kind: 'text', key: 'credit', label: '统一社会信用代码', validate: ['creditCode'] },
];

const renderForm = (submit = vi.fn(async () => ({}))) => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <App>
          <FormPage id="test" fields={fields} submit={submit} back="/list" />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return submit;
};

describe('FormPage', () => {
  it('checks required fields and the contract validators with their Chinese messages before submitting', async () => {
    const submit = renderForm();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '1380013800' } });
    fireEvent.change(screen.getByLabelText('统一社会信用代码'), { target: { value: '91350100M000100Y44' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await screen.findByText('请输入联系人');
    await screen.findByText('请输入正确的手机号');
    await screen.findByText('请输入正确的统一社会信用代码');
    expect(submit).not.toHaveBeenCalled();
  });

  it('submits trimmed values once they pass', async () => {
    const submit = renderForm();
    fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '  张三 ' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ name: '张三', mobile: '13800138000', credit: undefined }));
    await screen.findByText('保存成功');
  });

  it('says what the submit answers when it answers a text (采购: how many, how much)', async () => {
    renderForm(vi.fn(async () => '已采购 100 张，共 100.00 元'));
    fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '张三' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await screen.findByText('已采购 100 张，共 100.00 元');
    expect(screen.queryByText('保存成功')).toBeNull();
  });

  it('starts empty again after saving or giving up, since keep-alive keeps the page mounted', async () => {
    renderForm();
    const name = () => screen.getByLabelText('联系人') as HTMLInputElement;
    fireEvent.change(name(), { target: { value: '张三' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await screen.findByText('保存成功');
    await waitFor(() => expect(name().value).toBe(''));
    fireEvent.change(name(), { target: { value: '李四' } });
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    fireEvent.click(await screen.findByRole('button', { name: '放弃修改' }));
    await waitFor(() => expect(name().value).toBe(''));
  });

  it('loads the record for itself even when a detail page cached it under the same key (load shapes it for the form)', async () => {
    const client = new QueryClient();
    // What a detail page keeps: the record as the call answers it.
    client.setQueryData(['merchant/contact', 7], { name: '原样', mobile: '13800138000' });
    const load = vi.fn(async () => ({ name: '表单用', mobile: '13800138000' }));
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <App>
            <FormPage id="test-edit" fields={fields} loadKey={['merchant/contact', 7]} load={load} submit={vi.fn(async () => ({}))} back="/list" />
          </App>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect((screen.getByLabelText('联系人') as HTMLInputElement).value).toBe('表单用'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps edits to a loaded record while keep-alive hides the page and shows it again', async () => {
    const client = new QueryClient();
    const load = vi.fn(async () => ({ name: '王芳', mobile: '13800138000' }));
    const page = (mode: 'visible' | 'hidden') => (
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <App>
            <Activity mode={mode}>
              <FormPage id="test-keep" fields={fields} loadKey={['merchant/contact', 8]} load={load} submit={vi.fn(async () => ({}))} back="/list" />
            </Activity>
          </App>
        </MemoryRouter>
      </QueryClientProvider>
    );
    const { rerender } = render(page('visible'));
    const name = () => screen.getByLabelText('联系人') as HTMLInputElement;
    await waitFor(() => expect(name().value).toBe('王芳'));
    fireEvent.change(name(), { target: { value: '王芳（店长）' } });
    rerender(page('hidden'));
    rerender(page('visible'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(name().value).toBe('王芳（店长）');
  });
});
