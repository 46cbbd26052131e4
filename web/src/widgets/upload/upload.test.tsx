import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FileUpload, type UploadedFile } from './file-upload';
import { ImageUpload } from './image-upload';
import { mockSend } from '../../../test/send';

// The request layer is the only thing mocked: these tests are about the widgets' rules and states.
const send = mockSend();

const png = (name = 'logo.png', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

beforeEach(() => {
  send.mockReset();
  send.mockImplementation(async (call: { path: string }, _input: unknown, options: { url?: string; form?: FormData }) => {
    if (call.path === 'upload/token') return { token: 'tok', api_url: '/api/upload/file', expire_in: 600 };
    const file = options.form?.get('file') as File;
    return { link: `/files/default/ab/${file.name}`, hash: 'x', size: file.size, content_type: 'image/png', extension: 'png' };
  });
});

function ImageField(props: { initial?: string }) {
  const [value, setValue] = useState(props.initial);
  return (
    <App>
      <ImageUpload value={value} onChange={setValue} />
      <output data-testid="value">{value ?? ''}</output>
    </App>
  );
}

const choose = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

describe('ImageUpload', () => {
  it('uploads a chosen image (token, then the file to the token\'s address) and locks the field', async () => {
    render(<ImageField />);
    choose(screen.getByTestId('image-upload-input'), png());
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('/files/default/ab/logo.png'));
    expect(send.mock.calls[0]![0].path).toBe('upload/token');
    expect(send.mock.calls[0]![1]).toMatchObject({ namespace: 'default', extension: 'png', hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(send.mock.calls[1]![2]).toMatchObject({ url: '/api/upload/file' });
    await screen.findByText('上传成功');
    // Locked: no upload button while it holds an image.
    expect(screen.queryByText('点击或粘贴上传')).toBeNull();
    expect(screen.getByAltText('已上传的图片')).toBeTruthy();
  });

  it('refuses a type it does not accept with the spec message', async () => {
    render(<ImageField />);
    choose(screen.getByTestId('image-upload-input'), new File(['x'], 'a.bmp', { type: 'image/bmp' }));
    await screen.findByText('请上传符合要求格式的图片');
    expect(send).not.toHaveBeenCalled();
  });

  it('says 获取token失败 when the token call fails', async () => {
    send.mockRejectedValueOnce(new Error('down'));
    render(<ImageField />);
    choose(screen.getByTestId('image-upload-input'), png());
    await screen.findByText('获取token失败');
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('asks before removing, then unlocks', async () => {
    render(<ImageField initial="/files/default/ab/old.png" />);
    fireEvent.click(screen.getByLabelText('删除图片'));
    await screen.findAllByText('确定移除文件吗?');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe(''));
    expect(screen.getByText('点击或粘贴上传')).toBeTruthy();
  });

  it('offers a pasted image in a dialog and refuses pasted non-images', async () => {
    render(<ImageField />);
    const area = screen.getByTestId('image-upload');
    fireEvent.paste(area, { clipboardData: { files: [new File(['hello'], 'a.txt', { type: 'text/plain' })] } });
    await screen.findByText('请粘贴有效的图片');
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    fireEvent.paste(area, { clipboardData: { files: [png('image.png')] } });
    await screen.findByText('上传粘贴的图片');
    fireEvent.click(screen.getByRole('button', { name: /^上\s*传$/ }));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toMatch(/^\/files\/default\/ab\/粘贴图片-\d+\.png$/));
  });
});

function FileField({ count = 1, accept }: { count?: number; accept?: string[] }) {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  return (
    <App>
      <FileUpload value={files} onChange={setFiles} count={count} accept={accept} />
      <output data-testid="files">{files.map((f) => f.name).join(',')}</output>
    </App>
  );
}

describe('FileUpload', () => {
  it('uploads, refuses the wrong type and too many files with the spec messages', async () => {
    render(<FileField count={2} accept={['.pdf']} />);
    const input = screen.getByTestId('file-upload-input');
    choose(input, new File(['%PDF'], '合同.pdf'));
    await waitFor(() => expect(screen.getByTestId('files').textContent).toBe('合同.pdf'));
    choose(input, new File(['x'], 'a.exe'));
    await screen.findByText('不支持该文件类型上传');
    choose(input, new File(['%PDF'], '附件.pdf'));
    await waitFor(() => expect(screen.getByTestId('files').textContent).toBe('合同.pdf,附件.pdf'));
    choose(input, new File(['%PDF'], '第三个.pdf'));
    await screen.findByText('超出最大文件上传数量');
  });

  it('asks before replacing the single file and before removing it', async () => {
    render(<FileField />);
    const input = screen.getByTestId('file-upload-input');
    choose(input, new File(['a'], '一.csv'));
    await waitFor(() => expect(screen.getByTestId('files').textContent).toBe('一.csv'));
    choose(input, new File(['b'], '二.csv'));
    await screen.findAllByText('确定替换已上传的文件吗?');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(screen.getByTestId('files').textContent).toBe('二.csv'));
    fireEvent.click(screen.getByLabelText('移除 二.csv'));
    await screen.findAllByText('确定移除文件吗?');
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!);
    await waitFor(() => expect(screen.getByTestId('files').textContent).toBe(''));
  });

  it('refuses a file over 20,000,000 bytes', async () => {
    render(<FileField />);
    const big = new File(['x'], 'big.zip');
    Object.defineProperty(big, 'size', { value: 20_000_001 });
    choose(screen.getByTestId('file-upload-input'), big);
    await screen.findByText('文件大小超出限制');
    expect(send).not.toHaveBeenCalled();
  });
});
