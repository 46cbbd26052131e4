import { DeleteOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Image, Modal, Progress, Space } from 'antd';
import { useRef, useState, type ClipboardEvent } from 'react';
import { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, uploadMessages, type ImageRules } from './rules';
import { failureText } from './upload-file';
import { ImageRefused, uploadImage } from './upload-image';

export interface ImageUploadProps extends ImageRules {
  /** The image's link; a field holding one is locked until it is removed. */
  value?: string;
  onChange?: (link: string | undefined) => void;
  /** Upload space (default or advertising). */
  namespace?: string;
  /** Required width:height, e.g. [16, 9]. */
  ratio?: readonly [number, number];
  size?: number;
  disabled?: boolean;
  'aria-label'?: string;
}

/**
 * Image upload (document 1 §2, §4, §5): jpg/jpeg/png by default, 1 MB; larger images compressed in the
 * browser; optional aspect ratio; paste an image (a dialog shows it before uploading); locked once it holds
 * an image. Messages are the spec's, verbatim.
 */
export function ImageUpload({ value, onChange, namespace = 'default', ratio, size = 104, disabled, accept = IMAGE_EXTENSIONS, maxBytes = IMAGE_MAX_BYTES, gifMaxBytes, ...rest }: ImageUploadProps) {
  const { message, modal } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number>();
  const [pasted, setPasted] = useState<{ file: File; url: string }>();
  const [preview, setPreview] = useState(false);
  const locked = !!value || disabled || progress !== undefined;

  const upload = async (file: File) => {
    setProgress(0);
    try {
      onChange?.(await uploadImage(file, { accept, maxBytes, gifMaxBytes, ratio, namespace, onProgress: setProgress }));
      message.success(uploadMessages.uploaded);
    } catch (error) {
      if (error instanceof ImageRefused) message.warning(error.message);
      else message.error(failureText(error));
    } finally {
      setProgress(undefined);
      if (input.current) input.current.value = '';
    }
  };

  const onPaste = (event: ClipboardEvent) => {
    if (locked) return;
    const file = [...event.clipboardData.files][0];
    if (!file) return;
    event.preventDefault();
    if (!file.type.startsWith('image/')) return void message.warning(uploadMessages.badPaste);
    const named = new File([file], file.name && file.name !== 'image.png' ? file.name : `粘贴图片-${Date.now()}.${file.type.split('/')[1] === 'jpeg' ? 'jpg' : file.type.split('/')[1]}`, { type: file.type });
    setPasted({ file: named, url: URL.createObjectURL(named) });
  };

  const closePaste = () => {
    if (pasted) URL.revokeObjectURL(pasted.url);
    setPasted(undefined);
  };

  const box = { width: size, height: size, borderRadius: 8, border: '1px dashed #d9d9d9', display: 'grid', placeItems: 'center', background: '#fafafa', overflow: 'hidden', position: 'relative' as const };

  return (
    <div onPaste={onPaste} tabIndex={locked ? -1 : 0} aria-label={rest['aria-label'] ?? '上传图片'} data-testid="image-upload" style={{ display: 'inline-block', outline: 'none' }}>
      {value ? (
        <div style={{ ...box, borderStyle: 'solid' }}>
          <img src={value} alt="已上传的图片" style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
          <Space style={{ position: 'absolute', bottom: 4, right: 4 }} size={4}>
            <Button size="small" icon={<EyeOutlined />} aria-label="预览" onClick={() => setPreview(true)} />
            {!disabled && (
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label="删除图片"
                onClick={() => modal.confirm({ title: uploadMessages.confirmRemove, okButtonProps: { danger: true }, onOk: () => onChange?.(undefined) })}
              />
            )}
          </Space>
          <Image src={value} style={{ display: 'none' }} preview={{ open: preview, onOpenChange: setPreview }} />
        </div>
      ) : (
        <button type="button" style={{ ...box, cursor: locked ? 'not-allowed' : 'pointer' }} disabled={locked} onClick={() => input.current?.click()}>
          {progress !== undefined ? (
            <Progress type="circle" percent={progress} size={size - 40} />
          ) : (
            <span style={{ color: '#8c8c8c', fontSize: 12 }}>
              <PlusOutlined style={{ fontSize: 18 }} />
              <br />
              点击或粘贴上传
            </span>
          )}
        </button>
      )}
      <input ref={input} type="file" hidden style={{ display: 'none' }} accept={accept.join(',')} onChange={(event) => event.target.files?.[0] && void upload(event.target.files[0])} data-testid="image-upload-input" />
      <Modal
        open={!!pasted}
        title="上传粘贴的图片"
        okText="上传"
        onCancel={closePaste}
        onOk={() => {
          const file = pasted!.file;
          closePaste();
          void upload(file);
        }}
      >
        {pasted && (
          <img
            src={pasted.url}
            alt="粘贴的图片"
            style={{ maxWidth: '100%', maxHeight: 360, display: 'block', margin: '0 auto' }}
            onError={() => {
              closePaste();
              message.warning(uploadMessages.imageLoadFailed);
            }}
          />
        )}
      </Modal>
    </div>
  );
}
