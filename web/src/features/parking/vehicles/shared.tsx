import {
  formatMoney, isLicencePlate, isVirtualPlate, normalPlate, plateListValidities, PlateListValidity, VIP_MAX_PLATES, VipApplyStatus, vipApplyStatuses, vipPayTypes, vipPeriods,
  VipState, vipStates, vipTimeRanges, type CallReply, type vipValues,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select, Space, Tag } from 'antd';
import type { Rule } from 'antd/es/form';
import { send } from '../../../lib/request';
import { LicencePlate } from '../../../widgets/licence-plate/licence-plate';
import type { OptionItem } from '../../../widgets/resource/types';
import { plateColourOptions } from '../records/shared';
import { useVehicles } from './platform';

// Monthly cards, fixed-car applications, blacklist and whitelist of the parking merchant platform. docs/decisions.md,
// "Vehicles: monthly cards, fixed-car applications, blacklist, whitelist".

export type VipPackage = CallReply<typeof vipValues>[number];

const options = (labels: Record<number, string>): OptionItem[] => Object.entries(labels).map(([value, label]) => ({ label, value: Number(value) }));
export const vipStateOptions = options(vipStates);
export const payTypeOptions = options(vipPayTypes);
export const applyStatusOptions = options(vipApplyStatuses);
export const validityOptions = options(plateListValidities);
export { plateColourOptions };

export const money = (fen: number) => `${formatMoney(fen)} 元`;
export const packageText = (p: { name?: string; package_name?: string; period_months: number; price: number }) =>
  `${p.name ?? p.package_name} · ${vipPeriods[p.period_months as keyof typeof vipPeriods] ?? `${p.period_months} 个月`} · ${money(p.price)}`;
export const timeRangeText = (range: number) => vipTimeRanges[range as keyof typeof vipTimeRanges] ?? String(range);
export const payTypeText = (type: number) => vipPayTypes[type as keyof typeof vipPayTypes] ?? String(type);

const stateColours: Record<number, string> = { [VipState.active]: 'success', [VipState.paused]: 'warning', [VipState.expired]: 'default' };
export const VipStateTag = ({ state }: { state: number }) => <Tag color={stateColours[state] ?? 'default'}>{vipStates[state as keyof typeof vipStates] ?? state}</Tag>;

const applyColours: Record<number, string> = { [VipApplyStatus.pending]: 'warning', [VipApplyStatus.approved]: 'success', [VipApplyStatus.rejected]: 'error' };
export const ApplyStatusTag = ({ status }: { status: number }) => <Tag color={applyColours[status] ?? 'default'}>{vipApplyStatuses[status as keyof typeof vipApplyStatuses] ?? status}</Tag>;

const validityColours: Record<number, string> = { [PlateListValidity.current]: 'success', [PlateListValidity.future]: 'processing', [PlateListValidity.ended]: 'default' };
export const ValidityTag = ({ validity }: { validity: number }) => (
  <Tag color={validityColours[validity] ?? 'default'}>{plateListValidities[validity as keyof typeof plateListValidities] ?? validity}</Tag>
);

/** A card's or an application's plates, each as the licence-plate badge. */
export const PlatesCell = ({ plates, color }: { plates: readonly string[]; color: number }) => (
  <Space size={4} wrap>
    {plates.map((plate) => (
      <LicencePlate key={plate} plate={plate} color={color} size="small" />
    ))}
  </Space>
);

/** The checks the server makes of plates: each valid, 1–3, none twice. */
export const platesRules: Rule[] = [
  { required: true, type: 'array', min: 1, message: '请输入车牌号' },
  {
    validator: async (_, value?: string[]) => {
      const plates = (value ?? []).map(normalPlate);
      if (plates.length > VIP_MAX_PLATES) throw new Error(`一张月卡最多 ${VIP_MAX_PLATES} 个车牌`);
      const bad = (value ?? []).find((p, i) => !isLicencePlate(plates[i]!));
      if (bad !== undefined) throw new Error(`车牌号「${bad}」格式不正确，如 粤B12345`);
      if (new Set(plates).size !== plates.length) throw new Error('车牌号不能重复');
    },
  },
];

export const plateRules: Rule[] = [
  { required: true, whitespace: true, message: '请输入车牌号' },
  { validator: async (_, value?: string) => (!value || isLicencePlate(normalPlate(value)) ? undefined : Promise.reject(new Error('请输入正确的车牌号，如 粤B12345'))) },
];

/** The server's checks of a virtual plate: 3–10 characters, never a real plate's format. */
export const virtualPlateRules: Rule[] = [
  { required: true, whitespace: true, message: '请输入虚拟车牌' },
  {
    validator: async (_, value?: string) => {
      const plate = normalPlate(value ?? '');
      if (!plate) return;
      if (isLicencePlate(plate)) throw new Error('这是真实车牌的格式，虚拟车牌请以「虚」或「临」开头，如 虚B00001');
      if (!isVirtualPlate(plate)) throw new Error('请输入 3–10 位汉字、大写字母或数字，如 虚B00001');
    },
  },
];

export const mobileRules: Rule[] = [
  { required: true, message: '请输入手机号' },
  { pattern: /^1[3-9][0-9]{9}$/, message: '请输入正确的手机号' },
];

/** The parks' packages (all of the caller's, or one park's), for the forms' package select. */
export function useVipPackages(parkCode?: string) {
  const { values } = useVehicles().cards;
  return useQuery({
    queryKey: [values.path, parkCode ?? ''],
    queryFn: () => send(values, parkCode ? { park_code: parkCode } : {}, { silent: true }),
    enabled: parkCode !== '',
  });
}

/** The plates field: typed plates become tags (Enter or a space or comma between them), shown as the product writes them. */
export const PlatesInput = (props: { value?: string[]; onChange?: (value: string[]) => void; id?: string }) => (
  <Select
    {...props}
    mode="tags"
    open={false}
    suffixIcon={null}
    tokenSeparators={[' ', ',', '，']}
    placeholder="输入车牌号后按回车，最多 3 个"
    onChange={(value: string[]) => props.onChange?.(value.map(normalPlate).filter(Boolean))}
  />
);

export const PlateColourField = () => (
  <Form.Item name="plate_color" label="车牌颜色" rules={[{ required: true, message: '请选择车牌颜色' }]}>
    <Select options={plateColourOptions} />
  </Form.Item>
);

export const ReasonField = ({ label, placeholder }: { label: string; placeholder?: string }) => (
  <Form.Item name="reason" label={label} rules={[{ required: true, whitespace: true, message: `请填写${label}` }, { min: 2, message: `${label}至少 2 个字` }]}>
    <Input.TextArea rows={3} maxLength={200} showCount placeholder={placeholder} />
  </Form.Item>
);
