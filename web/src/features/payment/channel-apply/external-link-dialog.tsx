import {
  channelApplyExternalList, channelApplyExternalRevoke, channelApplyExternalTicket, EXTERNAL_TICKET_HOURS, externalLink, ExternalTicketState, externalTicketStateNames,
  formatDateTime, type CallReply,
} from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, InputNumber, Modal, QRCode, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { send } from '../../../lib/request';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';

type Ticket = CallReply<typeof channelApplyExternalList>['row'][number];

const stateColours: Record<number, string> = { 1: 'success', 2: 'processing', 3: 'default', 4: 'default' };

/** The link's merchant and application: chosen in the dialog (the list's toolbar) or given (a returned application's row). */
export interface ExternalLinkFor {
  merchant?: { id: number; name: string };
  applyNo?: string;
}

/**
 * 外部填写链接 (docs/decisions.md, "External (temporary-token) pages"): issues a one-time link for someone without a
 * console account to fill in the application, shown with its QR code, 复制链接 and expiry; lists the links issued
 * (有效/已使用/已撤销/已过期) with 撤销.
 */
export function ExternalLinkDialog({ target, onClose }: { target: ExternalLinkFor | undefined; onClose: () => void }) {
  const [form] = Form.useForm<{ merchant?: number; expire_hours: number }>();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [issued, setIssued] = useState<{ link: string; expire_time: string }>();
  const [issuing, setIssuing] = useState(false);
  const merchant = Form.useWatch('merchant', form) ?? target?.merchant?.id;
  const links = useQuery({
    queryKey: [channelApplyExternalList.path, merchant, target?.applyNo],
    queryFn: () => send(channelApplyExternalList, { merchant, apply_no: target?.applyNo, page_size: 10 }, { silent: true }),
    enabled: !!target,
  });
  const close = () => {
    setIssued(undefined);
    form.resetFields();
    onClose();
  };
  const issue = async () => {
    const values = await form.validateFields();
    setIssuing(true);
    try {
      const reply = await send(channelApplyExternalTicket, { merchant: target?.merchant?.id ?? Number(values.merchant), apply_no: target?.applyNo, expire_hours: values.expire_hours });
      setIssued({ link: externalLink(window.location.origin, reply.ticket), expire_time: reply.expire_time });
      await client.invalidateQueries({ queryKey: [channelApplyExternalList.path] });
    } catch {
      // The request layer has shown why.
    } finally {
      setIssuing(false);
    }
  };
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      message.success('链接已复制');
    } catch {
      message.warning('无法访问剪贴板，请手动复制链接');
    }
  };
  const revoke = (row: Ticket) =>
    modal.confirm({
      title: '撤销这个外部填写链接？',
      content: '撤销后链接不能再打开，已打开的页面也会失效。',
      okText: '撤销',
      okButtonProps: { danger: true },
      onOk: async () => {
        await send(channelApplyExternalRevoke, { id: row.id });
        message.success('已撤销');
        await client.invalidateQueries({ queryKey: [channelApplyExternalList.path] });
      },
    });

  return (
    <Modal open={!!target} title="外部填写链接" width={720} footer={null} onCancel={close} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        发给没有后台账号的人（如商户的财务人员）填写进件资料。链接只能打开一次，在有效期内可填写和查看该商户的这份申请。
      </Typography.Paragraph>
      <Form form={form} layout="inline" name="external-link" initialValues={{ expire_hours: EXTERNAL_TICKET_HOURS.default }} style={{ rowGap: 12 }}>
        {target?.merchant ? (
          <Form.Item label="进件商户">
            <Typography.Text strong>
              {target.merchant.name}
              {target.applyNo ? `（${target.applyNo}）` : ''}
            </Typography.Text>
          </Form.Item>
        ) : (
          <Form.Item name="merchant" label="进件商户" rules={[{ required: true, message: '请选择进件商户' }]}>
            <RemoteSelect source="merchant-below" aria-label="进件商户" placeholder="商户名称或商户号" style={{ width: 220 }} />
          </Form.Item>
        )}
        <Form.Item name="expire_hours" label="有效时长" rules={[{ required: true, message: '请输入有效时长' }]}>
          <InputNumber min={1} max={EXTERNAL_TICKET_HOURS.max} precision={0} addonAfter="小时" style={{ width: 140 }} aria-label="有效时长" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" loading={issuing} onClick={() => void issue()}>
            生成链接
          </Button>
        </Form.Item>
      </Form>
      {issued && (
        <Space align="start" size="large" style={{ marginTop: 16, padding: 16, background: '#fafafa', borderRadius: 8, width: '100%', boxSizing: 'border-box' }} data-testid="external-link">
          <QRCode value={issued.link} size={140} aria-label="外部填写链接二维码" />
          <Space direction="vertical">
            <Typography.Text code style={{ wordBreak: 'break-all' }} data-testid="external-link-url">
              {issued.link}
            </Typography.Text>
            <Typography.Text type="secondary">有效期至 {formatDateTime(issued.expire_time)}，只能打开一次；链接只在此处显示，请及时复制。</Typography.Text>
            <Button onClick={() => void copy(issued.link)}>复制链接</Button>
          </Space>
        </Space>
      )}
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        已发放的链接
      </Typography.Title>
      <Table<Ticket>
        rowKey="id"
        size="small"
        loading={links.isLoading}
        dataSource={links.data?.row ?? []}
        pagination={false}
        columns={[
          { key: 'merchant', title: '进件商户', render: (_, r) => r.merchant.name, ellipsis: true },
          { key: 'apply_no', title: '进件编号', render: (_, r) => r.apply_no || '-' },
          { key: 'issuer', title: '发放人', dataIndex: 'issuer', width: 90 },
          { key: 'state', title: '状态', width: 80, render: (_, r) => <Tag color={stateColours[r.state]}>{externalTicketStateNames[r.state]}</Tag> },
          { key: 'expire_time', title: '失效时间', width: 160, render: (_, r) => formatDateTime(r.expire_time) },
          {
            key: 'actions',
            title: '操作',
            width: 70,
            render: (_, r) =>
              (r.state === ExternalTicketState.valid || r.state === ExternalTicketState.used) && (
                <Typography.Link type="danger" onClick={() => revoke(r)}>
                  撤销
                </Typography.Link>
              ),
          },
        ]}
      />
    </Modal>
  );
}
