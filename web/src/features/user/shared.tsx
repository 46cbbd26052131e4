import {
  appUserStatusNames, formatMoney, memberBusinessNames, memberEventNames, memberPeriodNames, memberStateNames, memberTypeStatusNames, type CallReply,
  type memberPackageGet, type memberTypeGet,
} from '@console/contract';
import { Tag } from 'antd';
import type { OptionItem } from '../../widgets/resource/types';

export const USER_LIST = '/user/user/retrieval';
export const USER_DETAIL = '/user/user/detail';
export const MEMBER_LIST = '/user/member/list';
export const MEMBER_DETAIL = '/user/member/detail';
export const TYPE_LIST = '/user/member/type';
export const TYPE_DETAIL = '/user/member/type/detail';
export const PACKAGE_DETAIL = '/user/member/package/detail';

export const typeDetail = (id: number) => `${TYPE_DETAIL}?id=${id}`;
export const packageDetail = (uuid: string) => `${PACKAGE_DETAIL}?uuid=${uuid}`;
export const userDetail = (id: number) => `${USER_DETAIL}?id=${id}`;
export const memberDetail = (id: number) => `${MEMBER_DETAIL}?id=${id}`;

export type MemberTypeDetail = CallReply<typeof memberTypeGet>;
export type PackageDetail = CallReply<typeof memberPackageGet>;
export type PackageItem = PackageDetail['prices'][number];

const options = (names: Record<number, string>): OptionItem[] => Object.entries(names).map(([value, label]) => ({ value: Number(value), label }));
export const businessOptions = options(memberBusinessNames);
export const typeStatusOptions = options(memberTypeStatusNames);
export const periodOptions = options(memberPeriodNames);
export const eventOptions = options(memberEventNames);
export const memberStateOptions = options(memberStateNames);
export const userStatusOptions = options(appUserStatusNames);

const stateColors: Record<number, string> = { 1: 'success', 2: 'default', 3: 'error' };
export const MemberStateTag = ({ state }: { state: number }) => <Tag color={stateColors[state]}>{memberStateNames[state] ?? state}</Tag>;
export const UserStatusTag = ({ status }: { status: number }) => <Tag color={status === 2 ? 'error' : 'success'}>{appUserStatusNames[status] ?? status}</Tag>;
export const TypeStatusTag = ({ status }: { status: number }) => <Tag color={status === 1 ? 'success' : 'default'}>{memberTypeStatusNames[status] ?? status}</Tag>;

/** `¥29.00`, or `¥29.00 ¥39.00` with the original price struck through. */
export const PriceText = ({ amount, original }: { amount: number; original?: number }) => (
  <span>
    {formatMoney(amount, { symbol: true })}
    {original ? <s style={{ marginLeft: 8, color: '#999' }}>{formatMoney(original, { symbol: true })}</s> : null}
  </span>
);

/** The package's sections besides its info, as the routes name them. */
export const packageSections = {
  price: { title: '价格', list: 'prices' },
  privilege: { title: '特权', list: 'privileges' },
  rights: { title: '权益', list: 'rights' },
  event: { title: '触发事件', list: 'events' },
} as const;
export type SectionName = keyof typeof packageSections;
export const sectionPath = (section: SectionName | 'info', mode: 'create' | 'edit', query: string) => `/user/member/package/${section}/${mode}?${query}`;
