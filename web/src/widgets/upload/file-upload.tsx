import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, List, Progress } from 'antd';
import { useRef, useState } from 'react';
import { checkFile, FILE_MAX_BYTES, uploadMessages, type FileRules } from './rules';
import { failureText, uploadFile, type Uploaded } from './upload-file';

export type UploadedFile = Pick<Uploaded, 'name' | 'link'>;

export interface FileUploadProps extends FileRules {
  value?: readonly UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  namespace?: string;
  disabled?: boolean;
  /** Shown under the button (accepted types and size). */
  tip?: string;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1_000_000) * 10) / 10} MB`;

/**
 * File upload (document 1 §2, §5): a number of files (default 1), allowed extensions, 20,000,000 bytes by
 * default; replacing the single file and removing one ask first.
 */
export function FileUpload({ value = [], onChange, namespace = 'default', disabled, tip, accept, maxBytes = FILE_MAX_BYTES, count = 1 }: FileUploadProps) {
  const { message, modal } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number>();

  const upload = async (file: File) => {
    const refusal = checkFile(file, value.length, { accept, maxBytes, count });
    if (refusal) return void message.warning(refusal);
    setProgress(0);
    try {
      const uploaded = await uploadFile(file, file.name, namespace, setProgress);
      const entry = { name: uploaded.name, link: uploaded.link };
      onChange?.(count === 1 ? [entry] : [...value, entry]);
      message.success(uploadMessages.uploaded);
    } catch (error) {
      message.error(failureText(error));
    } finally {
      setProgress(undefined);
    }
  };

  const choose = (file: File) => {
    if (count === 1 && value.length > 0) {
      modal.confirm({ title: '确定替换已上传的文件吗?', content: `「${value[0]!.name}」将被「${file.name}」替换。`, onOk: () => upload(file) });
    } else {
      void upload(file);
    }
  };

  return (
    <div data-testid="file-upload">
      <Button icon={<UploadOutlined />} disabled={disabled || progress !== undefined || (count > 1 && value.length >= count)} onClick={() => input.current?.click()}>
        {count === 1 && value.length > 0 ? '重新上传' : '上传文件'}
      </Button>
      <div style={{ color: '#8c8c8c', fontSize: 12, marginTop: 4 }}>
        {tip ?? [accept ? `支持 ${accept.join('、')}` : undefined, `单个文件不超过 ${megabytes(maxBytes)}`, count > 1 ? `最多 ${count} 个` : undefined].filter(Boolean).join('，')}
      </div>
      {progress !== undefined && <Progress percent={progress} size="small" style={{ maxWidth: 320 }} />}
      <input
        ref={input}
        type="file"
        hidden
        style={{ display: 'none' }}
        accept={accept?.join(',')}
        data-testid="file-upload-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) choose(file);
        }}
      />
      {value.length > 0 && (
        <List
          size="small"
          style={{ maxWidth: 480, marginTop: 8 }}
          dataSource={[...value]}
          renderItem={(file, index) => (
            <List.Item
              actions={
                disabled
                  ? []
                  : [
                      <Button
                        key="remove"
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`移除 ${file.name}`}
                        onClick={() => modal.confirm({ title: uploadMessages.confirmRemove, okButtonProps: { danger: true }, onOk: () => onChange?.(value.filter((_, i) => i !== index)) })}
                      />,
                    ]
              }
            >
              <a href={file.link} target="_blank" rel="noopener">
                <PaperClipOutlined /> {file.name}
              </a>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
