import { QrcodeOutlined } from '@ant-design/icons';
import { businessTypeOf } from '@console/contract';
import { Button, Modal, QRCode, Segmented, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useGate } from '../../../shell/session/gate';
import { useSession } from '../../../shell/session/store';
import { CopyText } from '../../../widgets/copy-text/copy-text';
import { saveQrcodePng } from '../../base/qrcode/shared';
import { inviteLink, offers, type InviteBusiness } from './invite';

/**
 * 邀请入驻 (邀请加入 for a group) on a partner's or group's merchant lists: the invitation link of each business the
 * signed-in merchant offers among `businesses`, as a QR code with 复制链接 and 下载二维码. Nothing when it offers none.
 */
export function InviteButton({ businesses }: { businesses: readonly InviteBusiness[] }) {
  const user = useSession((s) => s.user);
  const gate = useGate();
  const [open, setOpen] = useState(false);
  const offered = user && gate({ permission: ['merchant:business:audit'] }) ? businesses.filter((b) => offers(b, user)) : [];
  const [chosen, setChosen] = useState<InviteBusiness | undefined>();
  const box = useRef<HTMLDivElement>(null);
  if (!user || offered.length === 0) return null;
  const business = chosen && offered.includes(chosen) ? chosen : offered[0]!;
  const label = offered.every((b) => b === 'group:join') ? '邀请加入' : '邀请入驻';
  const link = inviteLink(business, user.merchant);
  const name = businessTypeOf(business)?.name ?? business;
  return (
    <>
      <Button icon={<QrcodeOutlined />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal open={open} title={`${label} · ${user.merchant_name}`} width={440} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <Space direction="vertical" align="center" style={{ width: '100%' }}>
          {offered.length > 1 && (
            <Segmented aria-label="邀请业务" value={business} onChange={(value) => setChosen(value as InviteBusiness)} options={offered.map((b) => ({ label: businessTypeOf(b)?.name ?? b, value: b }))} />
          )}
          <Typography.Text type="secondary">请对方用商户账号扫码或打开链接，提交「{name}」申请；申请在 业务申请 › 业务审核 中处理。</Typography.Text>
          <div ref={box}>
            <QRCode value={link} size={200} aria-label={`${name}邀请二维码`} />
          </div>
          <Typography.Text style={{ wordBreak: 'break-all' }} data-testid="invite-link">
            {link}
          </Typography.Text>
          <Space>
            <CopyText text={link} trigger={<Button type="primary">复制链接</Button>} />
            <Button onClick={() => saveQrcodePng(box.current, `${name}邀请-${user.merchant}`)}>下载二维码</Button>
          </Space>
        </Space>
      </Modal>
    </>
  );
}
