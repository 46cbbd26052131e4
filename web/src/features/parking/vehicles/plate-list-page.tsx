import { normalPlate, PlateListKind, plateListNames, virtualPlateDelete, virtualPlateList, virtualPlateSave, type blacklistList, type CallReply } from '@console/contract';
import { Button, DatePicker, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ParkPicker } from '../../../widgets/park-picker';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { ListPage } from '../../../widgets/resource/list-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { parkAndPlate, plateCell } from '../records/shared';
import { merchantFilter, useVehicles, whitelistCalls } from './platform';
import { PlateColourField, plateRules, ReasonField, validityOptions, ValidityTag, virtualPlateRules } from './shared';

type Row = CallReply<typeof blacklistList>['row'][number];
type Kind = (typeof PlateListKind)[keyof typeof PlateListKind];

/**
 * This platform's calls and permission prefix of a list; the whitelist and the virtual plates are edited in place. 虚拟车牌
 * (the merchant's, docs/decisions.md "Fixed-car types and virtual plates") saves with one call (`PUT`, an id to edit).
 */
function useList(kind: Kind) {
  const { platform, blacklist, codes, paths, showsMerchant } = useVehicles();
  if (kind === PlateListKind.virtual) {
    return {
      id: 'parking-virtual-plate', list: virtualPlateList, create: virtualPlateSave, update: virtualPlateSave, remove: virtualPlateDelete, other: undefined,
      permission: 'parking:virtual:plate', path: 'virtualPlate' in paths ? paths.virtualPlate : '', addPath: undefined, showsMerchant, paths,
    };
  }
  const black = kind === PlateListKind.black;
  return {
    id: `${platform === 'group' ? 'group' : 'parking'}-${black ? 'blacklist' : 'whitelist'}`,
    ...(black ? { ...blacklist, update: undefined } : whitelistCalls),
    /** The other list of the park (an add may be refused because of it; both are refreshed). */
    other: black ? whitelistCalls.list : blacklist.list,
    permission: black ? codes.blacklist : codes.whitelist,
    path: black ? paths.blacklist : paths.whitelist,
    addPath: 'blacklistAdd' in paths ? (black ? paths.blacklistAdd : paths.whitelistAdd) : undefined,
    showsMerchant,
    paths,
  };
}

const filters = (kind: Kind, showsMerchant: boolean): FilterField[] => [
  // The virtual plates' search names what it searches, as their column does.
  ...parkAndPlate.map((f) => (f.key === 'plate' && kind === PlateListKind.virtual ? { ...f, label: '虚拟车牌', placeholder: '虚拟车牌（包含）' } : f)),
  ...(showsMerchant ? [merchantFilter] : []),
  { kind: 'select', key: 'validity', label: '有效状态', options: validityOptions },
  { kind: 'dateRange', key: 'added', keys: ['start_date', 'end_date'], label: '添加日期' },
];

const reasonLabel = { [PlateListKind.black]: '拉黑原因', [PlateListKind.white]: '加白原因', [PlateListKind.virtual]: '用途' } as const;

const columns = (kind: Kind, showsMerchant: boolean): Column<Row>[] => [
  { key: 'plate', title: kind === PlateListKind.virtual ? '虚拟车牌' : '车牌号', width: 130, fixed: 'left', render: plateCell },
  { key: 'park_name', title: '停车场', width: 180, ellipsis: true },
  { key: 'reason', title: reasonLabel[kind], width: 220, ellipsis: true },
  { key: 'period', title: '有效期', width: 210, value: (r) => (r.permanent ? '永久有效' : `${r.start_date} 至 ${r.end_date}`) },
  { key: 'validity', title: '有效状态', width: 90, render: (r) => <ValidityTag validity={r.validity} /> },
  { key: 'operator', title: '操作人', width: 90 },
  { key: 'create_time', title: '添加时间', width: 170, value: (r) => dayjs(r.create_time).format('YYYY-MM-DD HH:mm:ss') },
  { key: 'merchant_name', title: '所属商户', width: 170, ellipsis: true, defaultHidden: !showsMerchant },
];

interface EntryValues {
  park_code: string;
  plate: string;
  plate_color: number;
  reason: string;
  permanent: boolean;
  period?: [Dayjs, Dayjs];
}

/** 添加 (or, on the whitelist, 编辑) an entry: park, plate, colour, reason and validity (永久 or a period). */
function EntryDialog({ kind, entry, open, onClose }: { kind: Kind; entry?: Row; open: boolean; onClose: () => void }) {
  const calls = useList(kind);
  const name = plateListNames[kind];
  return (
    <FormDialog<EntryValues>
      open={open}
      title={entry ? `编辑${name} · ${entry.plate}` : `添加${name}`}
      name={`${calls.id}-entry`}
      initialValues={
        entry
          ? { park_code: entry.park_code, plate: entry.plate, plate_color: entry.plate_color, reason: entry.reason, permanent: entry.permanent, period: entry.permanent ? undefined : [dayjs(entry.start_date), dayjs(entry.end_date)] }
          : { plate_color: 1, permanent: true }
      }
      changes={calls.other ? [calls.list, calls.other] : [calls.list]}
      onClose={onClose}
      onSubmit={async (v) => {
        const fields = {
          plate: normalPlate(v.plate), plate_color: v.plate_color, reason: v.reason.trim(), permanent: v.permanent,
          ...(v.permanent ? {} : { start_date: v.period![0].format('YYYY-MM-DD'), end_date: v.period![1].format('YYYY-MM-DD') }),
        };
        if (kind === PlateListKind.virtual) {
          await send(virtualPlateSave, { ...(entry ? { id: entry.id } : {}), park_code: entry?.park_code ?? v.park_code, ...fields });
          return entry ? '虚拟车牌已保存' : '虚拟车牌已添加';
        }
        if (entry && calls.update) {
          await send(calls.update, { id: entry.id, ...fields });
          return `${name}已保存`;
        }
        await send(calls.create, { park_code: v.park_code, ...fields });
        return `已加入${name}`;
      }}
    >
      {(form) => (
        <>
          <Form.Item name="park_code" label="停车场" rules={[{ required: true, message: '请选择停车场' }]} hidden={!!entry}>
            <ParkPicker allowAll={false} disabled={!!entry} />
          </Form.Item>
          {kind === PlateListKind.virtual ? (
            <Form.Item name="plate" label="虚拟车牌" rules={virtualPlateRules} extra="不能是真实车牌的格式；车牌颜色决定按哪种车计费">
              <Input maxLength={10} placeholder="如 虚B00001、临000123" />
            </Form.Item>
          ) : (
            <Form.Item name="plate" label="车牌号" rules={plateRules}>
              <Input maxLength={10} placeholder="如 粤B12345" />
            </Form.Item>
          )}
          <PlateColourField />
          <ReasonField label={reasonLabel[kind]} />
          <Form.Item name="permanent" label="有效期">
            <Radio.Group options={[{ label: '永久有效', value: true }, { label: '指定时段', value: false }]} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.permanent !== b.permanent}>
            {() =>
              form.getFieldValue('permanent') === false && (
                <Form.Item name="period" label="有效时段" rules={[{ required: true, message: '请选择有效时段' }]}>
                  <DatePicker.RangePicker style={{ width: '100%' }} aria-label="有效时段" />
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
 * 黑名单, 白名单 or 虚拟车牌 of the parks in scope (the merchant's own, the group's members'): search, 添加, (白名单) 编辑, 移出 (asked
 * first). A plate is on one list per park. The group's `…/add` is this page with the dialog open.
 */
export function PlateListPage({ kind }: { kind: Kind }) {
  const gate = useGate();
  const calls = useList(kind);
  const name = plateListNames[kind];
  const changed = useChanged(calls.list);
  const shownFilters = useMemo(() => filters(kind, calls.showsMerchant), [kind, calls.showsMerchant]);
  const navigate = useNavigate();
  const adding = useLocation().pathname === calls.addPath;
  const [edited, setEditing] = useState<{ entry?: Row } | null>(null);
  const editing = adding ? (edited ?? {}) : edited;
  // The group's lists open an entry's 详情 (docs/decisions.md, "The group's person cards and dashboard").
  const detailPath = 'blacklistDetail' in calls.paths ? (kind === PlateListKind.black ? calls.paths.blacklistDetail : kind === PlateListKind.white ? calls.paths.whitelistDetail : undefined) : undefined;
  const actions: RowAction<Row>[] = [
    ...(detailPath ? [{ key: 'detail', label: '详情', onClick: (r: Row) => navigate(`${detailPath}?id=${r.id}`) }] : []),
    ...(calls.update ? [{ key: 'edit', label: '编辑', permission: [`${calls.permission}:update`], onClick: (r: Row) => setEditing({ entry: r }) }] : []),
    {
      key: 'remove',
      label: kind === PlateListKind.virtual ? '删除' : `移出${name}`,
      danger: true,
      permission: [`${calls.permission}:delete`],
      confirm: (r) => (kind === PlateListKind.virtual ? `删除${r.park_name}的虚拟车牌 ${r.plate}？删除后该车将按无牌车进出。` : `将 ${r.plate} 移出${r.park_name}的${name}？`),
      onClick: async (r) => {
        await send(calls.remove, { id: r.id });
        await changed(kind === PlateListKind.virtual ? '虚拟车牌已删除' : `已移出${name}`);
      },
    },
  ];
  return (
    <>
      <ListPage
        id={calls.id}
        call={calls.list}
        rowKey="id"
        filters={shownFilters}
        columns={columns(kind, calls.showsMerchant)}
        actions={actions}
        toolbar={() =>
          gate({ permission: [`${calls.permission}:create`] }) && (
            <Button type="primary" onClick={() => setEditing({})}>
              添加{name}
            </Button>
          )
        }
      />
      <EntryDialog
        kind={kind}
        open={!!editing}
        entry={editing?.entry}
        onClose={() => {
          setEditing(null);
          if (adding) navigate(calls.path);
        }}
      />
    </>
  );
}
