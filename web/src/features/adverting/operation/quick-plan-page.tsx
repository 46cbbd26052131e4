import { AD_PLAN_MAX_SPACES, AdPlanKind, adSpaceList, AdvertStatus, daysBetween, ExpansionStatus, expansionDemandGet, todayInChina, type CallReply } from '@console/contract';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { PlanFormPage } from './plan-form-page';
import { planPath } from './paths';

type Demand = CallReply<typeof expansionDemandGet>;
type Space = CallReply<typeof adSpaceList>['row'][number];

/**
 * An external plan's values from an approved demand: its title and advertiser, the enabled spaces of its scenes that
 * share the most common billing (a plan bids one way), a bid at the highest of their floor prices, the budget spread
 * over the days still ahead, and the dates from today at the earliest.
 */
export function quickPlanValues(demand: Demand, spaces: readonly Space[], today = todayInChina()) {
  const matching = spaces.filter((s) => s.status === AdvertStatus.enabled && demand.scenes.includes(s.scene));
  const billings = new Map<number, number>();
  for (const s of matching) billings.set(s.billing, (billings.get(s.billing) ?? 0) + 1);
  const bidding = [...billings.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 1;
  const chosen = matching.filter((s) => s.billing === bidding).slice(0, AD_PLAN_MAX_SPACES);
  const start = demand.start_date < today ? today : demand.start_date;
  const open = demand.end_date >= start;
  const days = open ? daysBetween(start, demand.end_date) : 0;
  return {
    name: demand.title.slice(0, 40),
    advertiser_name: demand.advertiser_name,
    spaces: chosen.map((s) => s.id),
    space_labels: chosen.map((s) => ({ label: `${s.name}（${s.code}）`, value: s.id })),
    dates: open ? [dayjs(start), dayjs(demand.end_date)] : undefined,
    bidding,
    bid_price: chosen.length ? Math.max(...chosen.map((s) => s.floor_price)) || undefined : undefined,
    total_budget: demand.budget,
    daily_budget: days ? Math.floor(demand.budget / days) || undefined : undefined,
    remark: `来自拓量需求「${demand.title}」，期望日展示量 ${demand.daily_shows.toLocaleString('zh-CN')}`.slice(0, 200),
    submit: true,
  };
}

/** 快速建计划 (?id= of an approved 拓量需求): the external plan form, prefilled from the demand; nothing is saved until 创建计划. */
export default function QuickPlanPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <PlanFormPage
      kind={AdPlanKind.external}
      prefill={{
        key: [expansionDemandGet.path, id, 'quick-plan'],
        back: planPath(AdPlanKind.external, 'list'),
        load: async () => {
          const demand = await send(expansionDemandGet, { id });
          if (demand.status !== ExpansionStatus.approved) throw new Error(`拓量需求「${demand.title}」尚未审核通过，不能快速建计划`);
          const spaces = await send(adSpaceList, { status: AdvertStatus.enabled, page_size: 100 });
          return quickPlanValues(demand, spaces.row);
        },
      }}
    />
  );
}
