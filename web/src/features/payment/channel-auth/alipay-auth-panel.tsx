import { ChannelApplyStatus, channelAuthAlipayGet, channelAuthAlipayStart, ChannelAuthStatus, formatDateTime, type CallReply } from '@console/contract';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Empty, Modal, QRCode, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { CopyText } from '../../../widgets/copy-text/copy-text';

type Auth = NonNullable<CallReply<typeof channelAuthAlipayGet>['current']>;

const statusColours: Record<number, string> = { [ChannelAuthStatus.waiting]: 'processing', [ChannelAuthStatus.authorized]: 'success', [ChannelAuthStatus.failed]: 'error', [ChannelAuthStatus.replaced]: 'default' };
const START = ['payment:partner:channel:apply:update'];

/** What a started authorization shows: the address as a QR code and a link, and until when it works. */
interface Started {
  url: string;
  until: Date;
}

function AuthDescriptions({ auth }: { auth: Auth }) {
  const authorized = auth.status === ChannelAuthStatus.authorized;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      data-testid="alipay-auth-status"
      items={[
        { key: 'status', label: '授权状态', children: <Tag color={statusColours[auth.status]}>{auth.status_name}</Tag> },
        ...(authorized
          ? [
              { key: 'user', label: '支付宝账号（PID）', children: auth.alipay_user_id },
              { key: 'app', label: '授权应用 APPID', children: auth.auth_app_id },
              { key: 'authorized_time', label: '授权时间', children: auth.authorized_time ? formatDateTime(auth.authorized_time) : '-' },
              { key: 'expire_time', label: '授权有效期至', children: auth.expire_time ? formatDateTime(auth.expire_time) : '长期' },
            ]
          : []),
        ...(auth.status === ChannelAuthStatus.failed ? [{ key: 'reason', label: '失败原因', children: <Typography.Text type="danger">{auth.reason}</Typography.Text> }] : []),
        { key: 'issuer', label: '发起人', children: auth.issuer },
        { key: 'create_time', label: '发起时间', children: formatDateTime(auth.create_time) },
      ]}
    />
  );
}

/**
 * 支付宝授权 on the 进件 detail of a 支付宝 application (docs/decisions.md, "Alipay app authorization (支付宝授权)"): the
 * authorization in force (or the last one started and what became of it), and — for the partner, once the application
 * is open and the platform has an Alipay app — 发起授权: a one-time Alipay address shown as a QR code and a link for the
 * merchant, who authorizes in Alipay and lands on the public callback page.
 */
export function AlipayAuthPanel({ applyNo, status }: { applyNo: string; status: number }) {
  const gate = useGate();
  const { modal } = App.useApp();
  const [started, setStarted] = useState<Started>();
  const [starting, setStarting] = useState(false);
  const query = useQuery({
    queryKey: [channelAuthAlipayGet.path, applyNo],
    queryFn: () => send(channelAuthAlipayGet, { apply_no: applyNo }),
  });
  const mayStart = gate({ permission: START });

  if (query.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!query.data) {
    return (
      <Empty description="授权状态加载失败">
        <Button onClick={() => void query.refetch()}>重试</Button>
      </Empty>
    );
  }
  const { configured, current } = query.data;
  const open = status === ChannelApplyStatus.opened;
  const authorized = current?.status === ChannelAuthStatus.authorized;

  const begin = async () => {
    setStarting(true);
    try {
      const reply = await send(channelAuthAlipayStart, { apply_no: applyNo });
      setStarted({ url: reply.authorize_url, until: new Date(Date.now() + reply.expire_in * 1000) });
      await query.refetch();
    } catch {
      // The request layer has shown why.
    } finally {
      setStarting(false);
    }
  };
  const onStart = () =>
    authorized
      ? modal.confirm({
          title: '重新发起支付宝授权？',
          content: '商户完成新的授权后，当前授权失效；在此之前当前授权仍然有效。',
          okText: '重新授权',
          onOk: begin,
        })
      : void begin();
  const closeStarted = () => {
    setStarted(undefined);
    void query.refetch();
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="alipay-auth">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        商户授权平台的支付宝应用代为调用支付宝接口（第三方应用授权）后，才能通过该通道为商户收款。授权由商户在支付宝中确认。
      </Typography.Paragraph>
      {!configured && <Alert type="info" showIcon message="平台未配置支付宝应用，暂不能发起授权" description="请联系平台管理员设置支付宝应用（ALIPAY_APP_ID 等）。" />}
      {configured && !open && <Alert type="info" showIcon message="进件开通后才能发起支付宝授权" description="渠道审核通过、进件变为「已开通」后，再回到这里发起。" />}
      {current ? <AuthDescriptions auth={current} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未发起支付宝授权" />}
      <Space>
        {mayStart && (
          <Button type="primary" disabled={!configured || !open} loading={starting} onClick={onStart}>
            {authorized ? '重新授权' : '发起授权'}
          </Button>
        )}
        <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
          刷新状态
        </Button>
      </Space>
      <Modal open={!!started} title="支付宝授权" footer={<Button onClick={closeStarted}>完成</Button>} onCancel={closeStarted} destroyOnHidden>
        {started && (
          <Space align="start" size="large" data-testid="alipay-auth-link">
            <QRCode type="svg" value={started.url} size={160} aria-label="支付宝授权二维码" />
            <Space direction="vertical">
              <Typography.Text>请商户用支付宝扫码，或在浏览器中打开授权链接，登录支付宝商家账号并确认授权。</Typography.Text>
              <Typography.Text type="secondary">
                链接只能使用一次，{formatDateTime(started.until.toISOString())} 前有效；重新发起后旧链接失效。授权完成后点「刷新状态」查看结果。
              </Typography.Text>
              <Space wrap>
                <CopyText text={started.url} trigger={<Button>复制链接</Button>} />
                <Typography.Link href={started.url} target="_blank" rel="noreferrer">
                  打开授权页
                </Typography.Link>
              </Space>
            </Space>
          </Space>
        )}
      </Modal>
    </Space>
  );
}
