import { energyStationBrief, energyStationCreate, energyStationGet, energyStationList, energyStationUpdate } from '@console/contract';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { locationBody, locationFields, locationValues } from '../../widgets/map-dialog/location-fields';
import { FormPage, type FormField } from '../../widgets/resource/form-page';
import { CLOCK, ownerField, useEnergyPlatform } from './shared';

/** The station's fields; the owner is chosen by a partner, a group or the platform when creating. */
const stationFields = (withMerchant: boolean): FormField[] => [
  { kind: 'section', key: 'basic', label: '基本信息' },
  ...(withMerchant ? [ownerField('电站')] : []),
  { kind: 'text', key: 'name', label: '电站名称', required: true, maxLength: 50, rules: [{ whitespace: true, message: '请输入电站名称' }, { min: 2, message: '电站名称至少 2 个字' }] },
  { kind: 'text', key: 'open_time', label: '营业开始时间', required: true, maxLength: 5, placeholder: '如 07:00', rules: [{ pattern: CLOCK, message: '请按 HH:mm 填写，如 07:00' }] },
  {
    kind: 'text',
    key: 'close_time',
    label: '营业结束时间',
    required: true,
    maxLength: 5,
    placeholder: '如 23:00；全天营业填 24:00',
    extra: '全天营业请填 00:00 至 24:00',
    rules: [
      { pattern: CLOCK, message: '请按 HH:mm 填写，如 23:00' },
      ({ getFieldValue }) => ({
        validator: (_, value?: string) => (value && getFieldValue('open_time') && value <= getFieldValue('open_time') ? Promise.reject(new Error('营业结束时间须晚于开始时间')) : Promise.resolve()),
      }),
    ],
  },
  ...locationFields('电站'),
  { kind: 'section', key: 'contact', label: '联系人' },
  { kind: 'text', key: 'contact_name', label: '联系人', required: true, maxLength: 20, rules: [{ min: 2, message: '联系人至少 2 个字' }] },
  { kind: 'text', key: 'contact_mobile', label: '联系电话', required: true, maxLength: 11, rules: [{ pattern: /^1[3-9][0-9]{9}$/, message: '请输入 11 位手机号' }] },
];

type Values = Record<string, unknown>;
const body = (values: Values) => ({
  name: String(values.name).trim(),
  ...locationBody(values),
  open_time: String(values.open_time),
  close_time: String(values.close_time),
  contact_name: String(values.contact_name).trim(),
  contact_mobile: String(values.contact_mobile),
});

/**
 * 新建电站 (…/station/create) and 编辑电站 (…/station/edit?station_code=, and the station detail's 基础配置): a merchant
 * creates for itself, a partner or group for a merchant it acts for.
 */
export function StationForm({ stationCode, back }: { stationCode?: string; back: string }) {
  const { showsMerchant } = useEnergyPlatform();
  const fields = useMemo(() => stationFields(showsMerchant && !stationCode), [showsMerchant, stationCode]);
  const invalidate = [[energyStationList.path], [energyStationGet.path], [energyStationBrief.path]];
  return stationCode ? (
    <FormPage
      id={`energy-station-edit-${stationCode}`}
      fields={fields}
      loadKey={[energyStationGet.path, stationCode]}
      load={async () => locationValues(await send(energyStationGet, { station_code: stationCode }))}
      submit={(values) => send(energyStationUpdate, { station_code: stationCode, ...body(values) })}
      back={back}
      invalidate={invalidate}
    />
  ) : (
    <FormPage
      id="energy-station-create"
      fields={fields}
      initialValues={{ open_time: '00:00', close_time: '24:00' }}
      submit={(values) => send(energyStationCreate, { ...(values.merchant ? { merchant: Number(values.merchant) } : {}), ...body(values) })}
      back={back}
      invalidate={invalidate}
    />
  );
}

export default function StationFormPage() {
  const [params] = useSearchParams();
  const { paths } = useEnergyPlatform();
  return <StationForm stationCode={params.get('station_code') ?? undefined} back={paths.stationList} />;
}
