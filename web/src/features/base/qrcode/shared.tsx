import { qrcodePurposeNames, qrcodeStatusNames } from '@console/contract';
import { Button, Modal, QRCode, Space, Tag, Typography } from 'antd';
import { useRef } from 'react';
import { CopyText } from '../../../widgets/copy-text/copy-text';

/** 码牌管理's addresses (基础服务, document 2 §2). */
export const QRCODE_LIST = '/base/services/qrcode/list';
export const QRCODE_CREATE = '/base/services/qrcode/create';
export const QRCODE_EDIT = '/base/services/qrcode/edit';
export const QRCODE_STOP_LIST = '/base/services/qrcode/stop/list';
export const QRCODE_FEED = '/base/services/qrcode/feed-code';

export const purposeOptions = Object.entries(qrcodePurposeNames).map(([value, label]) => ({ label, value: Number(value) }));

/** What the printed code opens: the server's address, made absolute on the console's origin when it is relative. */
export const absoluteUrl = (url: string) => new URL(url, window.location.origin).href;

const statusColours: Record<number, string> = { 0: 'blue', 1: 'success', [-1]: 'default' };
export const QrcodeStatusTag = ({ status }: { status: number }) => <Tag color={statusColours[status]}>{qrcodeStatusNames[status] ?? status}</Tag>;

/** The code as a small image (lists) — a canvas, so that it can be saved as PNG. */
export const QrcodeThumb = ({ code, url, size = 56 }: { code: string; url: string; size?: number }) => (
  <QRCode value={absoluteUrl(url)} size={size} bordered={false} style={{ padding: 0 }} aria-label={`码牌 ${code} 的二维码`} />
);

/** Saves the QR canvas inside `box` as `<code>.png`. */
export function saveQrcodePng(box: HTMLElement | null, code: string) {
  const canvas = box?.querySelector('canvas');
  if (!canvas) return;
  const a = document.createElement('a');
  a.href = canvas.toDataURL('image/png');
  a.download = `${code}.png`;
  a.click();
}

/** 查看码牌: the 200 px code in a 400 px dialog with its code, content and 下载图片. */
export function QrcodeDialog({ qrcode, onClose }: { qrcode: { code: string; url: string; name: string } | null; onClose: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  return (
    <Modal open={!!qrcode} title={qrcode?.name} width={400} onCancel={onClose} footer={null} destroyOnHidden>
      {qrcode && (
        <Space direction="vertical" align="center" style={{ width: '100%' }}>
          <div ref={box}>
            <QRCode value={absoluteUrl(qrcode.url)} size={200} aria-label={`码牌 ${qrcode.code} 的二维码`} />
          </div>
          <Typography.Text strong style={{ fontFamily: 'monospace', fontSize: 16, letterSpacing: 2 }}>
            {qrcode.code}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
            {absoluteUrl(qrcode.url)}
          </Typography.Text>
          <Space>
            <CopyText text={absoluteUrl(qrcode.url)} trigger={<Button>复制码内容</Button>} />
            <Button onClick={() => saveQrcodePng(box.current, qrcode.code)}>下载图片</Button>
          </Space>
        </Space>
      )}
    </Modal>
  );
}
