import { PlusOutlined } from '@ant-design/icons';
import {
  EnergyStatus,
  energyWalletAuthCreate,
  energyWalletAuthList,
  energyWalletAuthStatus,
  energyWalletAuthUpdate,
  formatDateTime,
  formatMoney,
  WALLET_DAILY_LIMIT_MAX,
  WalletState,
  type CallReply,
} from '@console/contract';
import { Button, Form, Input, InputNumber, Tag } from 'antd';
import { useState } from 'react';
import { send } from '../../lib/request';
import { useGate } from '../../shell/session/gate';
import { FormDialog } from '../../widgets/resource/form-dialog';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { useChanged } from '../../widgets/resource/use-changed';
import { EnergyStatusTag, statusOptions } from './shared';

/**
 * 机构钱包 (/energy/merchant/institution/wallet/list): the institutions' wallets (fleets, companies with a wallet of the
 * 钱包 platform) the energy merchant lets pay for charging at its stations, with the wallet's balance and state; 授权 by
 * the institution's merchant number and wallet number, 编辑 the daily limit, 停用 (asked first) / 启用.
 * docs/decisions.md, "Energy station detail: the rest".
 */

type Row = CallReply<typeof energyWalletAuthList>['row'][number];
export const WALLET_CODES = { list: ['energy:wallet:list'], create: ['energy:wallet:create'], update: ['energy:wallet:update'] };

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '关键词', placeholder: '钱包编号开头或机构商户号', maxLength: 30 },
  { kind: 'select', key: 'status', label: '授权状态', options: statusOptions },
];

const limitText = (fen: number) => (fen ? `${formatMoney(fen)} 元/日` : '不限');

const columns: Column<Row>[] = [
  { key: 'institution', title: '机构', width: 200, fixed: 'left', value: (r) => `${r.institution_name || '-'}（${r.institution}）` },
  { key: 'wallet_no', title: '钱包编号', width: 170 },
  { key: 'balance', title: '钱包余额（元）', width: 130, value: (r) => formatMoney(r.balance) },
  { key: 'wallet_state', title: '钱包状态', width: 90, render: (r) => (r.wallet_state === WalletState.enabled ? <Tag color="success">正常</Tag> : <Tag>已停用</Tag>) },
  { key: 'daily_limit', title: '每日限额', width: 130, value: (r) => limitText(r.daily_limit) },
  { key: 'status', title: '授权状态', width: 90, render: (r) => <EnergyStatusTag status={r.status} /> },
  { key: 'notes', title: '备注', width: 200, ellipsis: true, value: (r) => r.notes || '-' },
  { key: 'operator', title: '最后操作人', width: 100, value: (r) => r.operator || '-' },
  { key: 'create_time', title: '授权时间', width: 170, value: (r) => formatDateTime(r.create_time) },
];

interface Values {
  institution?: number;
  wallet_no?: string;
  daily_limit_yuan: number;
  notes?: string;
}

function AuthDialog({ editing, onClose }: { editing: { row?: Row } | null; onClose: () => void }) {
  const row = editing?.row;
  const limit = (v: Values) => Math.round(Number(v.daily_limit_yuan ?? 0) * 100);
  return (
    <FormDialog<Values>
      open={!!editing}
      title={row ? `编辑机构钱包 ${row.wallet_no}` : '授权机构钱包'}
      name="energy-wallet-auth"
      okText={row ? '保存' : '授权'}
      initialValues={row ? { daily_limit_yuan: row.daily_limit / 100, notes: row.notes } : { daily_limit_yuan: 0 }}
      changes={[energyWalletAuthList]}
      onSubmit={(v) =>
        row
          ? send(energyWalletAuthUpdate, { id: row.id, daily_limit: limit(v), notes: v.notes?.trim() || undefined }).then(() => '已保存')
          : send(energyWalletAuthCreate, { institution: Number(v.institution), wallet_no: String(v.wallet_no).trim().toUpperCase(), daily_limit: limit(v), notes: v.notes?.trim() || undefined }).then(() => '已授权')
      }
      onClose={onClose}
    >
      {!row && (
        <>
          <Form.Item name="institution" label="机构商户号" rules={[{ required: true, message: '请输入机构的商户号' }]} extra="机构在平台的商户号">
            <InputNumber min={1} precision={0} style={{ width: '100%' }} aria-label="机构商户号" placeholder="如 100101" />
          </Form.Item>
          <Form.Item
            name="wallet_no"
            label="钱包编号"
            extra="机构在钱包平台的钱包编号，须与商户号一致"
            rules={[
              { required: true, message: '请输入钱包编号' },
              { pattern: /^[Ww][0-9]{6,24}$/, message: '钱包编号为 W 开头加数字' },
            ]}
          >
            <Input maxLength={25} placeholder="如 W100101000001" />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="daily_limit_yuan"
        label="每日限额（元）"
        extra="该钱包每天在本商户电站最多支付的金额；0 为不限"
        rules={[
          { required: true, message: '请填写每日限额' },
          { type: 'number', min: 0, max: WALLET_DAILY_LIMIT_MAX / 100, message: `每日限额为 0 至 ${WALLET_DAILY_LIMIT_MAX / 100} 元` },
        ]}
      >
        <InputNumber min={0} max={WALLET_DAILY_LIMIT_MAX / 100} precision={2} style={{ width: '100%' }} aria-label="每日限额" />
      </Form.Item>
      <Form.Item name="notes" label="备注">
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </FormDialog>
  );
}

export default function InstitutionWalletPage() {
  const gate = useGate();
  const changed = useChanged(energyWalletAuthList);
  const [editing, setEditing] = useState<{ row?: Row } | null>(null);
  const setStatus = async (r: Row, status: 0 | 1) => {
    await send(energyWalletAuthStatus, { id: r.id, status });
    await changed(status ? '已启用' : '已停用');
  };
  const actions: RowAction<Row>[] = [
    { key: 'edit', label: '编辑', permission: WALLET_CODES.update, onClick: (r) => setEditing({ row: r }) },
    {
      key: 'disable',
      label: '停用',
      danger: true,
      permission: WALLET_CODES.update,
      when: (r) => r.status === EnergyStatus.enabled,
      confirm: (r) => `停用后「${r.institution_name || r.institution}」的钱包 ${r.wallet_no} 不能再在本商户的电站支付充电费用。确定停用吗？`,
      onClick: (r) => setStatus(r, 0),
    },
    { key: 'enable', label: '启用', permission: WALLET_CODES.update, when: (r) => r.status === EnergyStatus.disabled, onClick: (r) => setStatus(r, 1) },
  ];
  return (
    <>
      <ListPage
        id="energy-institution-wallet"
        call={energyWalletAuthList}
        rowKey="id"
        filters={filters}
        columns={columns}
        actions={actions}
        toolbar={() =>
          gate({ permission: WALLET_CODES.create }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              授权机构钱包
            </Button>
          )
        }
      />
      <AuthDialog key={editing?.row?.id ?? 'new'} editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
