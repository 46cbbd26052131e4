import { PlusOutlined } from '@ant-design/icons';
import {
  energyBlacklistCreate,
  energyBlacklistList,
  energyBlacklistStatus,
  energyBlacklistUpdate,
  energyWhitelistCreate,
  energyWhitelistList,
  energyWhitelistStatus,
  energyWhitelistUpdate,
  formatDateTime,
  identityHints,
  identityPatterns,
  identityTypes,
  todayInChina,
  userListKinds,
  userListStates,
  type CallReply,
} from '@console/contract';
import { Button, DatePicker, Form, Input, Radio, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { send } from '../../lib/request';
import { useGate } from '../../shell/session/gate';
import { RemoteSelect } from '../../widgets/remote-select/remote-select';
import { FormDialog } from '../../widgets/resource/form-dialog';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, OptionItem, RowAction } from '../../widgets/resource/types';
import { useChanged } from '../../widgets/resource/use-changed';
import { StationLayout } from './station-detail';
import { merchantText, StationPicker, useEnergyPlatform } from './shared';

type Row = CallReply<typeof energyBlacklistList>['row'][number];
type Kind = 1 | 2;

/** The list an address serves: `…/whitelist` 白名单, else 黑名单. */
export const userListKindOf = (pathname: string): Kind => (pathname.endsWith('/whitelist') ? 2 : 1);

const callsOf = (kind: Kind) =>
  kind === 1
    ? { list: energyBlacklistList, create: energyBlacklistCreate, update: energyBlacklistUpdate, status: energyBlacklistStatus, other: energyWhitelistList }
    : { list: energyWhitelistList, create: energyWhitelistCreate, update: energyWhitelistUpdate, status: energyWhitelistStatus, other: energyBlacklistList };

const identityOptions: OptionItem[] = Object.entries(identityTypes).map(([value, label]) => ({ value: Number(value), label }));
const stateOptions: OptionItem[] = [1, 2, 0].map((value) => ({ value, label: userListStates[value as 0 | 1 | 2] }));
/** The identity input's label (the type's radio button carries the bare type name). */
const identityLabels = { 1: '用户手机号', 2: '充电卡号', 3: '车辆 VIN' } as const;
const stateColours: Record<number, string> = { 1: 'success', 2: 'warning', 0: 'default' };
export const UserListStateTag = ({ state }: { state: number }) => <Tag color={stateColours[state]}>{userListStates[state as 0 | 1 | 2] ?? state}</Tag>;

/** The canonical identity a form sends: no whitespace, a VIN in capitals (the server checks the same form). */
export const normalIdentity = (type: number, value: string) => {
  const text = value.replace(/\s+/g, '');
  return type === 3 ? text.toUpperCase() : text;
};

const columns = (kind: Kind, showsMerchant: boolean, showsStation: boolean): Column<Row>[] => [
  { key: 'identity', title: '用户标识', width: 190, fixed: 'left', value: (r) => `${identityTypes[r.identity_type as 1 | 2 | 3]} ${r.identity}` },
  { key: 'name', title: '姓名 / 备注', width: 140, ellipsis: true, value: (r) => r.name || '-' },
  {
    key: 'station',
    title: '适用电站',
    width: 180,
    ellipsis: true,
    defaultHidden: !showsStation,
    render: (r) => (r.station_code ? `${r.station_name}（${r.station_code}）` : <Tag color="blue">全部电站</Tag>),
  },
  { key: 'reason', title: kind === 1 ? '拉黑原因' : '加白原因', width: 220, ellipsis: true },
  { key: 'expire_date', title: '有效期至', width: 110, value: (r) => r.expire_date ?? '长期有效' },
  { key: 'state', title: '状态', width: 90, render: (r) => <UserListStateTag state={r.state} /> },
  ...(showsMerchant ? [{ key: 'merchant', title: '所属商户', width: 170, ellipsis: true, value: merchantText }] : []),
  { key: 'operator', title: '操作人', width: 90, value: (r) => r.operator || '-' },
  { key: 'create_time', title: '添加时间', width: 170, value: (r) => formatDateTime(r.create_time) },
];

interface EntryValues {
  merchant?: number;
  station_code?: string;
  identity_type: 1 | 2 | 3;
  identity: string;
  name?: string;
  reason: string;
  permanent: boolean;
  expire_date?: Dayjs;
}

/**
 * 添加 or 编辑 an entry: who (type and identity, fixed once added), where (one station or all of the merchant's — a
 * partner or group names the merchant for "all"), why and until when.
 */
function EntryDialog({ kind, entry, station, open, onClose }: { kind: Kind; entry?: Row; station?: string; open: boolean; onClose: () => void }) {
  const calls = callsOf(kind);
  const { showsMerchant } = useEnergyPlatform();
  const noun = userListKinds[kind];
  return (
    <FormDialog<EntryValues>
      open={open}
      title={entry ? `编辑${noun}用户 · ${entry.identity}` : `添加${noun}用户`}
      name={`energy-${kind === 1 ? 'blacklist' : 'whitelist'}-entry`}
      initialValues={
        entry
          ? { name: entry.name, reason: entry.reason, permanent: !entry.expire_date, expire_date: entry.expire_date ? dayjs(entry.expire_date) : undefined }
          : { identity_type: 1, permanent: true, station_code: station }
      }
      changes={[calls.list, calls.other]}
      onClose={onClose}
      onSubmit={async (v) => {
        const fields = {
          ...(v.name?.trim() ? { name: v.name.trim() } : {}),
          reason: v.reason.trim(),
          permanent: v.permanent,
          ...(v.permanent ? {} : { expire_date: v.expire_date!.format('YYYY-MM-DD') }),
        };
        if (entry) {
          await send(calls.update, { id: entry.id, ...fields });
          return `${noun}用户已保存`;
        }
        await send(calls.create, {
          ...(v.station_code ? { station_code: v.station_code } : v.merchant ? { merchant: v.merchant } : {}),
          identity_type: v.identity_type,
          identity: normalIdentity(v.identity_type, v.identity),
          ...fields,
        });
        return `已加入${noun}`;
      }}
    >
      {(form) => (
        <>
          {!entry && (
            <>
              <Form.Item name="station_code" label="适用电站" extra="不选则适用于该商户的全部电站" hidden={!!station}>
                <StationPicker placeholder="全部电站" style={{ width: '100%' }} aria-label="适用电站" />
              </Form.Item>
              {showsMerchant && !station && (
                <Form.Item noStyle shouldUpdate={(a, b) => a.station_code !== b.station_code}>
                  {() =>
                    !form.getFieldValue('station_code') && (
                      <Form.Item name="merchant" label="所属商户" rules={[{ required: true, message: '适用全部电站时请选择所属商户' }]}>
                        <RemoteSelect source="merchant-below" placeholder="商户名称或商户号" aria-label="所属商户" style={{ width: '100%' }} />
                      </Form.Item>
                    )
                  }
                </Form.Item>
              )}
              <Form.Item name="identity_type" label="用户标识类型" rules={[{ required: true }]}>
                <Radio.Group options={identityOptions} />
              </Form.Item>
              <Form.Item noStyle shouldUpdate={(a, b) => a.identity_type !== b.identity_type}>
                {() => {
                  const type = (form.getFieldValue('identity_type') ?? 1) as 1 | 2 | 3;
                  return (
                    <Form.Item
                      name="identity"
                      label={identityLabels[type]}
                      extra={identityHints[type]}
                      rules={[
                        { required: true, message: `请输入${identityTypes[type]}` },
                        {
                          validator: (_, value: string | undefined) =>
                            !value || new RegExp(identityPatterns[type]).test(normalIdentity(type, value)) ? Promise.resolve() : Promise.reject(new Error(`请输入正确的${identityTypes[type]}`)),
                        },
                      ]}
                    >
                      <Input maxLength={24} placeholder={type === 1 ? '如 13800138000' : type === 2 ? '如 880020100001' : '如 LFV3A23C8K3012345'} />
                    </Form.Item>
                  );
                }}
              </Form.Item>
            </>
          )}
          <Form.Item name="name" label="姓名 / 备注">
            <Input maxLength={30} placeholder="选填，如 张先生、鹏程车队" />
          </Form.Item>
          <Form.Item name="reason" label={kind === 1 ? '拉黑原因' : '加白原因'} rules={[{ required: true, whitespace: true, message: '请填写原因' }, { min: 2, message: '原因至少 2 个字' }]}>
            <Input.TextArea rows={2} maxLength={200} showCount placeholder={kind === 1 ? '如：多次充满后占位不挪车' : '如：合作车队，月结'} />
          </Form.Item>
          <Form.Item name="permanent" label="有效期">
            <Radio.Group options={[{ label: '长期有效', value: true }, { label: '指定截止日期', value: false }]} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.permanent !== b.permanent}>
            {() =>
              form.getFieldValue('permanent') === false && (
                <Form.Item name="expire_date" label="有效期至（含当天）" rules={[{ required: true, message: '请选择有效期至' }]}>
                  <DatePicker style={{ width: '100%' }} aria-label="有效期至" disabledDate={(d) => d.format('YYYY-MM-DD') < todayInChina()} />
                </Form.Item>
              )
            }
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}

/**
 * 用户黑名单 (…/config/blacklist) and 白名单 (…/config/whitelist) of the merchants the user acts for, and a station detail's
 * (`station` fixed: its own entries and the merchant-wide ones). 添加, 编辑, 移除 (asked first; kept as history) and 恢复.
 */
export function UserList({ station }: { station?: string }) {
  const gate = useGate();
  const kind = userListKindOf(useLocation().pathname);
  const calls = callsOf(kind);
  const noun = userListKinds[kind];
  const { platform, can, showsMerchant } = useEnergyPlatform();
  const changed = useChanged(calls.list, calls.other);
  const [editing, setEditing] = useState<{ entry?: Row } | null>(null);
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', key: 'keywords', label: '用户', placeholder: '手机号、卡号、VIN 开头或姓名', maxLength: 20 },
      { kind: 'select', key: 'state', label: '状态', options: stateOptions },
      ...(station ? [] : [{ kind: 'custom' as const, key: 'station_code', label: '电站', render: () => <StationPicker style={{ width: '100%' }} /> }]),
      { kind: 'select', key: 'identity_type', label: '标识类型', options: identityOptions },
      ...(showsMerchant ? [{ kind: 'remote' as const, key: 'merchant', label: '所属商户', source: 'merchant-below', placeholder: '商户名称或商户号' }] : []),
    ],
    [station, showsMerchant],
  );
  const fixedQuery = useMemo(() => (station ? { station_code: station } : undefined), [station]);
  const setStatus = async (r: Row, status: 0 | 1) => {
    await send(calls.status, { id: r.id, status });
    await changed(status ? `已恢复到${noun}` : `已移出${noun}`);
  };
  const actions: RowAction<Row>[] = [
    { key: 'edit', label: '编辑', permission: can('acl', 'update'), when: (r) => r.status === 1, onClick: (r) => setEditing({ entry: r }) },
    {
      key: 'remove',
      label: '移除',
      danger: true,
      permission: can('acl', 'update'),
      when: (r) => r.status === 1,
      confirm: (r) =>
        `将 ${r.identity}${r.name ? `（${r.name}）` : ''} 移出${r.station_name ? `电站「${r.station_name}」的` : ''}${noun}？${kind === 1 ? '移除后该用户可以正常启动充电。' : '移除后该用户不再享有白名单待遇。'}记录会保留，可随时恢复。`,
      onClick: (r) => setStatus(r, 0),
    },
    { key: 'restore', label: '恢复', permission: can('acl', 'update'), when: (r) => r.status === 0, confirm: (r) => `将 ${r.identity} 恢复到${noun}？`, onClick: (r) => setStatus(r, 1) },
  ];
  return (
    <>
      <ListPage
        key={kind}
        id={`energy-${kind === 1 ? 'blacklist' : 'whitelist'}-${platform}${station ? '-station' : ''}`}
        call={calls.list}
        rowKey="id"
        filters={filters}
        fixedQuery={fixedQuery}
        columns={columns(kind, showsMerchant, true)}
        actions={actions}
        toolbar={() =>
          gate({ permission: can('acl', 'create') }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              添加{noun}用户
            </Button>
          )
        }
      />
      <EntryDialog key={editing?.entry?.id ?? 'new'} kind={kind} entry={editing?.entry} station={station} open={!!editing} onClose={() => setEditing(null)} />
    </>
  );
}

export default function UserListPage() {
  return <UserList />;
}

export function StationUserListPage() {
  return <StationLayout>{(station) => <UserList station={station} />}</StationLayout>;
}
