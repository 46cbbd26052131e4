import {
  adBillingNames,
  adBillingUnit,
  adCategoryList,
  adMaterialList,
  adMaterialNames,
  adSpaceGet,
  adSpaceList,
  adSpaceSceneNames,
  AdvertStatus,
  formatMoney,
  optionList,
  targetingGenderNames,
  targetingOsNames,
  targetingPackageGet,
  targetingPackageList,
  trafficProviderList,
  trafficProviderTypeNames,
} from '@console/contract';
import type { OptionItem } from '../../../widgets/resource/types';

export * from './paths';

/** A contract's code → name table as select options, in code order. */
export const optionsOf = (names: Record<number, string>): OptionItem[] => Object.entries(names).map(([value, label]) => ({ label, value: Number(value) }));
export const statusOptions: OptionItem[] = [
  { label: '启用', value: AdvertStatus.enabled },
  { label: '停用', value: AdvertStatus.disabled },
];
export const sceneOptions = optionsOf(adSpaceSceneNames);
export const materialOptions = optionsOf(adMaterialNames);
export const billingOptions = optionsOf(adBillingNames);
export const providerTypeOptions = optionsOf(trafficProviderTypeNames);
export const genderOptions = optionsOf(targetingGenderNames);
export const osOptions = optionsOf(targetingOsNames);
export const hourOptions: OptionItem[] = Array.from({ length: 24 }, (_, h) => ({ label: `${String(h).padStart(2, '0')}:00–${String(h + 1).padStart(2, '0')}:00`, value: h }));

/** `¥30.00 元/千次展示`: a floor price in its billing unit. */
export const floorPriceText = (fen: number, billing: number) => `${formatMoney(fen, { symbol: true })} ${adBillingUnit[billing] ?? ''}`.trim();

/**
 * Hours as runs: [7, 8, 9, 17, 18] → `07:00–10:00、17:00–19:00`; none → 全天.
 */
export function hoursText(hours: readonly number[]): string {
  if (hours.length === 0 || hours.length === 24) return '全天';
  const sorted = [...hours].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const h of sorted) {
    const last = runs.at(-1);
    if (last && last[1] === h) last[1] = h + 1;
    else runs.push([h, h + 1]);
  }
  const at = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return runs.map(([from, to]) => `${at(from)}–${at(to)}`).join('、');
}

/** 18–30 岁, or 不限 for the whole range. */
export const agesText = (min: number, max: number) => (min === 0 && max === 100 ? '不限' : `${min}–${max} 岁`);
export const osText = (os: readonly number[]) => (os.length ? os.map((o) => targetingOsNames[o] ?? String(o)).join('、') : '不限');

/** What shows spaces and providers (lists, records, the provider picker, the providers' space counts). */
export const spaceReads = [adSpaceList, adSpaceGet, trafficProviderList, optionList] as const;
export const targetingReads = [targetingPackageList, targetingPackageGet] as const;
export const categoryReads = [adCategoryList] as const;
export const materialReads = [adMaterialList, optionList] as const;
