import {
  blacklistCreate, blacklistDelete, blacklistList, groupBlacklistCreate, groupBlacklistDelete, groupBlacklistList, groupVipApplyApprove, groupVipApplyGet, groupVipApplyList,
  groupVipApplyReject, groupVipCreate, groupVipDelete, groupVipGet, groupVipList, groupVipRenewal, groupVipUpdate, groupVipValueDelete, groupVipValueDisable, groupVipValueEnable,
  groupVipValueList, groupVipValues, groupVipValueSave, vipApplyApprove, vipApplyGet, vipApplyList, vipApplyReject, vipCreate, vipDelete, vipGet, vipList, vipPause, vipRenewal,
  vipRestore, vipUpdate, vipValueDelete, vipValueDisable, vipValueEnable, vipValueList, vipValues, vipValueSave, whitelistCreate, whitelistDelete, whitelistList, whitelistUpdate,
} from '@console/contract';
import { useLocation } from 'react-router';
import { manageVehiclePaths } from '../manage/paths';
import { GROUP_VEHICLES, MERCHANT_VEHICLES } from './paths';

/**
 * The 车辆管理 pages serve two platforms (docs/decisions.md, "The parking group's vehicles"): the parking merchant its
 * own parks at `/parking-merchant/vehicle/*`, the parking group its members' at `/group/car-manage/*`. Each platform
 * has its calls (the group's at `parking/group/*`; the whitelist's are shared), its permission codes and its paths;
 * the group sees whose rows they are and has no 暂停 / 恢复 (the spec gives it no such call). `cards.counts` is the
 * package read that counts cards (月卡数 of the group's 月卡套餐 and of the merchant's 固定车类型): a card opened or deleted
 * makes it stale. `packages` are those pages' calls — the same pages, named 月卡套餐 for the group and 固定车类型 for the
 * merchant (docs/decisions.md, "Fixed-car types and virtual plates").
 */
export type VehiclePlatform = 'merchant' | 'group';

const platforms = {
  merchant: {
    cards: { list: vipList, get: vipGet, create: vipCreate, update: vipUpdate, remove: vipDelete, renewal: vipRenewal, values: vipValues, pause: vipPause, restore: vipRestore, counts: vipValueList },
    packages: { list: vipValueList, save: vipValueSave, remove: vipValueDelete, disable: vipValueDisable, enable: vipValueEnable, values: vipValues, name: '固定车类型' },
    applies: { list: vipApplyList, get: vipApplyGet, approve: vipApplyApprove, reject: vipApplyReject },
    blacklist: { list: blacklistList, create: blacklistCreate, remove: blacklistDelete },
    codes: {
      vipCreate: 'parking:parking:vip:create', vipUpdate: 'parking:parking:vip:update', vipDelete: 'parking:parking:vip:delete', vipRenewal: 'parking:parking:vip:renewal',
      applyAudit: 'parking:parking:vip:apply:audit', blacklist: 'parking:parking:blacklist', whitelist: 'parking:park:whitelist', cardList: 'parking:parking:vip:list',
      packages: 'parking:parking:vip:value',
    },
    paths: MERCHANT_VEHICLES,
    showsMerchant: false,
  },
  group: {
    cards: { list: groupVipList, get: groupVipGet, create: groupVipCreate, update: groupVipUpdate, remove: groupVipDelete, renewal: groupVipRenewal, values: groupVipValues, pause: undefined, restore: undefined, counts: groupVipValueList },
    packages: { list: groupVipValueList, save: groupVipValueSave, remove: groupVipValueDelete, disable: groupVipValueDisable, enable: groupVipValueEnable, values: groupVipValues, name: '套餐' },
    applies: { list: groupVipApplyList, get: groupVipApplyGet, approve: groupVipApplyApprove, reject: groupVipApplyReject },
    blacklist: { list: groupBlacklistList, create: groupBlacklistCreate, remove: groupBlacklistDelete },
    codes: {
      vipCreate: 'parking:group:vip:create', vipUpdate: 'parking:group:vip:update', vipDelete: 'parking:group:vip:delete', vipRenewal: 'parking:group:vip:renewal',
      applyAudit: 'parking:group:vip:apply:audit', blacklist: 'parking:group:blacklist', whitelist: 'parking:group:whitelist', cardList: 'parking:group:vip:list',
      packages: 'parking:group:vip:value',
    },
    paths: GROUP_VEHICLES,
    showsMerchant: true,
  },
} as const;

/** The whitelist's calls are one set: the park whitelist's paths take either platform's codes. */
export const whitelistCalls = { list: whitelistList, create: whitelistCreate, update: whitelistUpdate, remove: whitelistDelete } as const;

export const vehiclePlatformOf = (pathname: string): VehiclePlatform => (pathname.startsWith('/group/') ? 'group' : 'merchant');

/** This page's platform: its calls, codes and paths. */
export function useVehicles() {
  const { pathname } = useLocation();
  const platform = vehiclePlatformOf(pathname);
  // Inside a partner's or group's 停车管理 the pages link within it (docs/decisions.md, "The partner's and group's 停车管理").
  const managed = manageVehiclePaths(pathname)?.paths;
  return { platform, ...platforms[platform], ...(managed ? { paths: managed } : {}) };
}

export { merchantFilter } from '../../../widgets/resource/filters';
