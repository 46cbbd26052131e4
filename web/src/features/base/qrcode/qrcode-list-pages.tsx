import { PlusOutlined, QrcodeOutlined } from '@ant-design/icons';
import { formatDateTime, qrcodeGet, qrcodeList, qrcodePurposeNames, qrcodeStatus, type CallReply } from '@console/contract';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { merchantFilter } from '../../../widgets/resource/filters';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { purposeOptions, QRCODE_CREATE, QRCODE_EDIT, QRCODE_FEED, QrcodeDialog, QrcodeStatusTag, QrcodeThumb } from './shared';

type Row = CallReply<typeof qrcodeList>['row'][number];

const baseFilters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '码牌', placeholder: '码值或名称', maxLength: 40 },
  { ...merchantFilter, key: 'bind_merchant', label: '绑定商户' },
  { kind: 'select', key: 'purpose', label: '用途', options: purposeOptions },
];
const listFilters: FilterField[] = [
  ...baseFilters,
  { kind: 'select', key: 'status', label: '状态', options: [{ label: '启用', value: 1 }, { label: '待绑定', value: 0 }] },
  { kind: 'text', key: 'batch_no', label: '制码批次', placeholder: '如 F20261127-K7QM', maxLength: 14 },
];

const bound = (r: Row) => (r.bind_merchant ? `${r.bind_merchant_name}（${r.bind_merchant}）` : <Typography.Text type="secondary">待绑定</Typography.Text>);

function columns(show: (r: Row) => void, stopped: boolean): Column<Row>[] {
  return [
    { key: 'qr', title: '二维码', width: 84, render: (r) => <a onClick={() => show(r)} aria-label={`查看码牌 ${r.code}`}><QrcodeThumb code={r.code} url={r.url} /></a> },
    { key: 'code', title: '码值', width: 150, fixed: 'left', render: (r) => <Typography.Link onClick={() => show(r)} style={{ fontFamily: 'monospace' }}>{r.code}</Typography.Link> },
    { key: 'name', title: '码牌名称', width: 220, ellipsis: true },
    { key: 'purpose', title: '用途', width: 110, value: (r) => qrcodePurposeNames[r.purpose] ?? r.purpose },
    { key: 'bind_merchant', title: '绑定商户', width: 200, ellipsis: true, render: bound },
    { key: 'terminal_sn', title: '绑定终端', width: 150, value: (r) => r.terminal_sn || '-' },
    { key: 'place', title: '摆放位置', width: 160, ellipsis: true, value: (r) => r.place || '-' },
    { key: 'status', title: '状态', width: 90, render: (r) => <QrcodeStatusTag status={r.status} /> },
    ...(stopped
      ? [
          { key: 'stop_reason', title: '停用原因', width: 180, ellipsis: true },
          { key: 'stop_time', title: '停用时间', width: 170, value: (r: Row) => formatDateTime(r.stop_time) },
        ]
      : [{ key: 'bind_time', title: '绑定时间', width: 170, value: (r: Row) => (r.bind_time ? formatDateTime(r.bind_time) : '-') }]),
    { key: 'batch_no', title: '制码批次', width: 150, value: (r) => r.batch_no || '-', defaultHidden: !stopped ? false : true },
    { key: 'create_time', title: '创建时间', width: 170, value: (r) => formatDateTime(r.create_time), defaultHidden: true },
  ];
}

/** The two lists: 码牌列表 (启用 and 待绑定) and 停用码牌 (status -1, with 恢复). */
function QrcodeList({ stopped }: { stopped: boolean }) {
  const navigate = useNavigate();
  const gate = useGate();
  const changed = useChanged(qrcodeList, qrcodeGet);
  const [shown, setShown] = useState<Row | null>(null);
  const [stopping, setStopping] = useState<Row | null>(null);
  const actions: RowAction<Row>[] = [
    { key: 'show', label: '查看码牌', onClick: setShown },
    { key: 'edit', label: '编辑', permission: ['base:qrcode:update'], when: (r) => r.status !== 0, onClick: (r) => navigate(`${QRCODE_EDIT}?id=${r.id}`) },
    { key: 'bind', label: '绑定商户', permission: ['base:qrcode:update'], when: (r) => r.status === 0, onClick: (r) => navigate(`${QRCODE_EDIT}?id=${r.id}`) },
    { key: 'stop', label: '停用', danger: true, permission: ['base:qrcode:update'], when: (r) => r.status !== -1, onClick: setStopping },
    {
      key: 'restore',
      label: '恢复',
      permission: ['base:qrcode:update'],
      when: (r) => r.status === -1,
      confirm: (r) => `恢复码牌「${r.name}」（${r.code}）？${r.bind_merchant ? '恢复后立即启用，扫码可用。' : '该码牌未绑定商户，恢复后为待绑定。'}`,
      onClick: async (r) => {
        await send(qrcodeStatus, { id: r.id, status: 1 });
        await changed('已恢复');
      },
    },
  ];
  return (
    <>
      <ListPage
        id={stopped ? 'base-qrcode-stop-list' : 'base-qrcode-list'}
        call={qrcodeList}
        rowKey="id"
        filters={stopped ? baseFilters : listFilters}
        fixedQuery={stopped ? { status: -1 } : undefined}
        columns={columns(setShown, stopped)}
        actions={actions}
        toolbar={() =>
          !stopped &&
          gate({ permission: ['base:qrcode:update'] }) && (
            <Space>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(QRCODE_CREATE)}>
                新建码牌
              </Button>
              <Button icon={<QrcodeOutlined />} onClick={() => navigate(QRCODE_FEED)}>
                制码
              </Button>
            </Space>
          )
        }
      />
      <QrcodeDialog qrcode={shown} onClose={() => setShown(null)} />
      <FormDialog<{ reason: string }>
        open={!!stopping}
        title={`停用码牌「${stopping?.name ?? ''}」`}
        name="qrcode-stop"
        okText="停用"
        danger
        changes={[qrcodeList, qrcodeGet]}
        onClose={() => setStopping(null)}
        onSubmit={async ({ reason }) => {
          await send(qrcodeStatus, { id: stopping!.id, status: -1, reason: reason.trim() });
          return '已停用';
        }}
      >
        <Typography.Paragraph type="secondary">停用后扫码不再可用，码牌移入「停用码牌」，可随时恢复。</Typography.Paragraph>
        <Form.Item name="reason" label="停用原因" rules={[{ required: true, whitespace: true, message: '请填写停用原因' }, { min: 2, message: '停用原因至少 2 个字' }]}>
          <Input.TextArea rows={3} maxLength={100} showCount placeholder="如：码牌损坏、门店停业、商户解约" />
        </Form.Item>
      </FormDialog>
    </>
  );
}

/** 码牌列表 (基础服务 › 码牌管理). */
export const QrcodeListPage = () => <QrcodeList stopped={false} />;
/** 停用码牌. */
export const QrcodeStopListPage = () => <QrcodeList stopped />;
