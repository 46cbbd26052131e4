import { adBillingNames, adSpaceSceneNames, advertStatusNames, channelAppPlatformNames } from '@console/contract';
import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import type { Column } from '../../../widgets/resource/types';
import { attributeColumns, countText, daysColumn, metricColumns, nameOf, StatDetail, type GroupRow } from './shared';
import { yuan } from '../../dashboards/period';

/**
 * 数据中心's details (docs/decisions.md, "Advertising data (广告 › 数据概览, 数据中心)"): one space, advertiser or channel
 * app over a period (default the last 30 days), or one day (收益详情), broken down by day, plan, space, channel, city.
 */
const metrics = metricColumns<GroupRow>();
const named = (title: string): Column<GroupRow>[] => [{ key: 'name', title, width: 180, fixed: 'left', value: (r) => r.name }];
const byDay = { key: 'date', label: '按日期', dimension: 'date' as const, columns: [...attributeColumns.date, ...metrics] };
const byPlan = { key: 'plan', label: '按投放计划', dimension: 'plan' as const, columns: [...attributeColumns.plan, daysColumn, ...metrics] };
const bySpace = { key: 'space', label: '按广告位', dimension: 'space' as const, columns: [...attributeColumns.space.slice(0, 4), ...metrics] };
const byChannel = { key: 'channel', label: '按渠道应用', dimension: 'channel_app' as const, columns: [...attributeColumns.channel_app.slice(0, 2), ...metrics] };
const byRegion = { key: 'region', label: '按城市', dimension: 'region' as const, columns: [...named('城市'), ...metrics] };
const byAdvertiser = { key: 'advertiser', label: '按广告主', dimension: 'advertiser' as const, columns: [...attributeColumns.advertiser.slice(0, 1), ...metrics] };

function useId(): number | undefined {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
const Missing = ({ what }: { what: string }) => <Result status="warning" title={`请从${what}列表打开详情`} subTitle="地址中缺少记录编号（id）" />;

export function SpaceDetailPage() {
  const id = useId();
  if (!id) return <Missing what="广告位统计" />;
  return (
    <StatDetail
      testId="space-detail"
      title="广告位统计详情"
      filter={{ key: 'space', id }}
      describe={(r) => [
        { label: '广告位', value: `${r.name}（${r.code}）` },
        { label: '场景', value: nameOf(adSpaceSceneNames, r.scene) },
        { label: '计费方式', value: nameOf(adBillingNames, r.billing) },
        { label: '流量主', value: r.provider_name ?? '-' },
        { label: '每日展示上限', value: r.daily_limit ? countText(r.daily_limit) : '不限' },
        { label: '状态', value: nameOf(advertStatusNames, r.status) },
      ]}
      breakdowns={[byDay, byPlan, byChannel, byRegion]}
    />
  );
}

export function AdvertiserDetailPage() {
  const id = useId();
  if (!id) return <Missing what="广告主统计" />;
  return (
    <StatDetail
      testId="advertiser-detail"
      title="广告主统计详情"
      filter={{ key: 'advertiser', id }}
      describe={(r) => [
        { label: '广告主', value: r.name },
        { label: '简称', value: r.code || '-' },
        { label: '状态', value: r.status === 1 ? '正常' : '停用' },
        { label: '预存款余额', value: yuan(r.balance ?? 0) },
      ]}
      breakdowns={[byDay, byPlan, bySpace, byRegion]}
    />
  );
}

export function ChannelerDetailPage() {
  const id = useId();
  if (!id) return <Missing what="渠道商统计" />;
  return (
    <StatDetail
      testId="channeler-detail"
      title="渠道商统计详情"
      filter={{ key: 'channel_app', id }}
      describe={(r) => [
        { label: '渠道应用', value: r.name },
        { label: '平台', value: nameOf(channelAppPlatformNames, r.platform) },
        { label: '包名/AppID', value: r.code ?? '-' },
        { label: '流量主', value: r.provider_name ?? '-' },
        { label: '状态', value: nameOf(advertStatusNames, r.status) },
      ]}
      breakdowns={[byDay, bySpace, byPlan, byRegion]}
    />
  );
}

/** 收益详情: one day (`?date=`), by plan, space, advertiser, channel app and city. */
export function IncomeDetailPage() {
  const [params] = useSearchParams();
  const day = params.get('date') ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return <Result status="warning" title="请从收益数据列表打开详情" subTitle="地址中缺少日期（date）" />;
  return <StatDetail testId="income-detail" title={`收益详情 · ${day}`} filter={{ day }} breakdowns={[byPlan, bySpace, byAdvertiser, byChannel, byRegion]} />;
}
