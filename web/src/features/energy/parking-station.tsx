import {
  energyDeviceBrief,
  energyParkingSettingGet,
  energyParkingSettingSet,
  energyParkSpaceCreate,
  energyParkSpaceDelete,
  energyParkSpaceList,
  energyParkSpaceUpdate,
  formatDateTime,
  ParkingFeeMode,
  parkingUnits,
  type CallReply,
  type ParkingSettingValue,
} from '@console/contract';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useChanged } from '../../widgets/resource/use-changed';
import { send } from '../../lib/request';
import { PriceInput } from '../../widgets/price-input/price-input';
import { FormDialog } from '../../widgets/resource/form-dialog';
import { FormPage, type FormField } from '../../widgets/resource/form-page';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, RowAction } from '../../widgets/resource/types';
import { useGate } from '../../shell/session/gate';
import { ParkingOrderList } from './parking-order-list-page';
import { ParkingRecordList } from './parking-record-list-page';
import { parkingFeeModeOptions } from './parking-shared';
import { useEnergyPlatform } from './shared';
import { StationLayout } from './station-detail';

// 电站详情 › 停车费 (energy-orders-more slice): 停车费设置, 车位, and the station's 停车费订单 and 停车费记录.
// docs/decisions.md, "Energy parking fees and appointments".

type Values = Record<string, unknown>;
const charged = (form: { getFieldValue: (name: string) => unknown }) => form.getFieldValue('mode') !== ParkingFeeMode.free;

const settingFields: FormField[] = [
  {
    kind: 'select',
    key: 'mode',
    label: '收费方式',
    required: true,
    options: parkingFeeModeOptions,
    extra: '免费停车：不收停车费。充电减免：入场至充电结束后的免费时长内免费，超出部分收费。全程收费：仅入场后的免费时长内免费。',
  },
  {
    kind: 'custom',
    key: 'free_minutes',
    label: '免费时长',
    required: true,
    render: () => (
      <Space>
        <Form.Item name="free_minutes" noStyle rules={[{ required: true, message: '请填写免费时长' }]}>
          <InputNumber aria-label="免费时长" min={0} max={1440} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <span>分钟</span>
      </Space>
    ),
  },
  { kind: 'select', key: 'unit_minutes', label: '计费单位', required: true, options: parkingUnits.map((u) => ({ label: `每 ${u} 分钟`, value: u })), extra: '不足一个单位按一个单位计' },
  {
    kind: 'custom',
    key: 'unit_price',
    label: '单价',
    required: true,
    extra: '元 / 计费单位',
    render: (form) => (
      <Form.Item
        name="unit_price"
        noStyle
        dependencies={['mode']}
        rules={[
          { required: true, message: '请填写单价' },
          { validator: async (_, value?: number) => { if (charged(form) && value === 0) throw new Error('收费时单价不能为 0'); } },
        ]}
      >
        <PriceInput aria-label="单价" max={50} style={{ width: 160 }} />
      </Form.Item>
    ),
  },
  {
    kind: 'custom',
    key: 'day_cap',
    label: '24 小时封顶',
    required: true,
    extra: '每 24 小时最多收取的金额（元）；填 0 不封顶',
    render: () => (
      <Form.Item
        name="day_cap"
        noStyle
        dependencies={['unit_price']}
        rules={[
          { required: true, message: '请填写封顶金额' },
          ({ getFieldValue }) => ({ validator: async (_, value?: number) => { if (value && value < Number(getFieldValue('unit_price'))) throw new Error('封顶金额不能低于单价'); } }),
        ]}
      >
        <PriceInput aria-label="每 24 小时封顶" max={500} style={{ width: 160 }} />
      </Form.Item>
    ),
  },
];

/** 停车费设置 (…/detail/parking/setting?station=): how the station prices a stay; applies to cars leaving after saving. */
function ParkingSettingForm({ station }: { station: string }) {
  const { paths } = useEnergyPlatform();
  return (
    <FormPage
      id={`energy-parking-setting-${station}`}
      fields={settingFields}
      loadKey={[energyParkingSettingGet.path, station]}
      load={async () => (await send(energyParkingSettingGet, { station_code: station })).setting as Values}
      submit={(v) =>
        send(energyParkingSettingSet, {
          station_code: station,
          mode: Number(v.mode) as ParkingSettingValue['mode'],
          free_minutes: Number(v.free_minutes),
          unit_minutes: Number(v.unit_minutes) as ParkingSettingValue['unit_minutes'],
          unit_price: Number(v.unit_price),
          day_cap: Number(v.day_cap),
        }).then(() => '停车费设置已保存，之后离场的车辆按新设置计费')
      }
      back={`${paths.detail}?station=${station}`}
      invalidate={[[energyParkingSettingGet.path]]}
    />
  );
}

type Space = CallReply<typeof energyParkSpaceList>['row'][number];

/** The space form (新增车位, 编辑车位): its number, the charger and gun in front of it (optional), a remark. */
function SpaceDialog({ station, space, open, onClose }: { station: string; space?: Space; open: boolean; onClose: () => void }) {
  const devices = useQuery({ queryKey: [energyDeviceBrief.path, 'station', station], queryFn: () => send(energyDeviceBrief, { station_code: station }, { silent: true }), enabled: open });
  return (
    <FormDialog<{ space_no: string; device_code?: string; port_no?: number; remark?: string }>
      open={open}
      title={space ? `编辑车位 ${space.space_no}` : '新增车位'}
      name="energy-park-space"
      initialValues={space ? { space_no: space.space_no, device_code: space.device_code || undefined, port_no: space.port_no ?? undefined, remark: space.remark } : undefined}
      changes={[energyParkSpaceList]}
      onClose={onClose}
      onSubmit={async (v) => {
        const fields = { space_no: v.space_no.trim().toUpperCase(), ...(v.device_code ? { device_code: v.device_code, port_no: v.port_no } : {}), ...(v.remark?.trim() ? { remark: v.remark.trim() } : {}) };
        if (space) await send(energyParkSpaceUpdate, { space_id: space.space_id, ...fields });
        else await send(energyParkSpaceCreate, { station_code: station, ...fields });
        return space ? '车位已保存' : '车位已新增';
      }}
    >
      <Form.Item name="space_no" label="车位号" rules={[{ required: true, whitespace: true, message: '请填写车位号' }, { pattern: /^[A-Za-z0-9-]{1,12}$/, message: '车位号为字母、数字和 -，至多 12 位' }]}>
        <Input placeholder="如 A-01" maxLength={12} />
      </Form.Item>
      <Form.Item label="对应充电枪" extra="车位前的充电枪；不绑定则两项都不填">
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="device_code" noStyle>
            <Select
              allowClear
              aria-label="对应充电桩"
              placeholder="充电桩"
              loading={devices.isFetching}
              style={{ width: '65%' }}
              options={(devices.data ?? []).map((d) => ({ value: d.device_code, label: d.device_code }))}
            />
          </Form.Item>
          <Form.Item
            name="port_no"
            noStyle
            dependencies={['device_code']}
            rules={[({ getFieldValue }) => ({ validator: async (_, value?: number) => { if (!!getFieldValue('device_code') !== (value !== undefined && value !== null)) throw new Error('充电桩和枪号须同时填写'); } })]}
          >
            <InputNumber aria-label="枪号" placeholder="枪号" min={1} max={99} precision={0} style={{ width: '35%' }} />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input maxLength={100} placeholder="如：无障碍车位" />
      </Form.Item>
    </FormDialog>
  );
}

/** 车位 (…/detail/parking/space?station=): the station's spaces with the car on each; 新增, 编辑, 删除 (asked first). */
function SpaceList({ station }: { station: string }) {
  const { platform, can } = useEnergyPlatform();
  const gate = useGate();
  const [editing, setEditing] = useState<{ space?: Space }>();
  const changed = useChanged(energyParkSpaceList);
  const fixedQuery = useMemo(() => ({ station_code: station }), [station]);
  const columns: Column<Space>[] = [
    { key: 'space_no', title: '车位号', width: 100 },
    { key: 'occupied', title: '占用', width: 160, render: (r) => (r.occupied ? <Badge status="processing" text={`有车 ${r.plate}`} /> : <Badge status="default" text="空闲" />) },
    { key: 'port', title: '对应充电枪', width: 200, value: (r) => (r.device_code ? `${r.device_code} · ${r.port_no} 号枪` : '未绑定') },
    { key: 'remark', title: '备注', width: 200, ellipsis: true, value: (r) => r.remark || '-' },
    { key: 'create_time', title: '创建时间', width: 170, value: (r) => formatDateTime(r.create_time) },
  ];
  const actions: RowAction<Space>[] = [
    { key: 'edit', label: '编辑', permission: can('station', 'update'), onClick: (r) => setEditing({ space: r }) },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: can('station', 'update'),
      when: (r) => !r.occupied,
      confirm: (r) => `确定删除车位 ${r.space_no} 吗？过往停车记录仍保留车位号。`,
      onClick: async (r) => {
        await send(energyParkSpaceDelete, { space_id: r.space_id });
        await changed(`车位 ${r.space_no} 已删除`);
      },
    },
  ];
  return (
    <>
      <ListPage
        id={`energy-park-space-${platform}`}
        call={energyParkSpaceList}
        rowKey="space_id"
        fixedQuery={fixedQuery}
        filters={[
          { kind: 'text', key: 'space_no', label: '车位号', placeholder: '车位号开头', maxLength: 12 },
          { kind: 'select', key: 'occupied', label: '占用', options: [{ label: '有车', value: 1 }, { label: '空闲', value: 0 }] },
        ]}
        columns={columns}
        actions={actions}
        toolbar={() =>
          gate({ permission: can('station', 'update') }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新增车位
            </Button>
          )
        }
      />
      <SpaceDialog station={station} space={editing?.space} open={!!editing} onClose={() => setEditing(undefined)} />
    </>
  );
}

export default function ParkingSettingPage() {
  return <StationLayout>{(station) => <ParkingSettingForm station={station} />}</StationLayout>;
}
export function ParkSpacePage() {
  return <StationLayout>{(station) => <SpaceList station={station} />}</StationLayout>;
}
export function StationParkingOrderPage() {
  return <StationLayout>{(station) => <ParkingOrderList station={station} />}</StationLayout>;
}
export function StationParkingRecordPage() {
  return <StationLayout>{(station) => <ParkingRecordList station={station} />}</StationLayout>;
}
