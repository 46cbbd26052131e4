import { cardKinds, energyStationGet } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Segmented, Space } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { send } from '../../lib/request';
import { MERCHANT_DETAIL } from '../account/merchants/shared';
import { useGate } from '../../shell/session/gate';
import { ShardingPanel } from '../payment/sharding/sharding-panel';
import { CardList } from './card-list-page';
import { ParkingOrderList } from './parking-order-list-page';
import { useEnergyPlatform } from './shared';
import { StationLayout } from './station-detail';

/**
 * The station detail's 卡 (…/detail/card: the three kinds under a switch; the group's …/card, …/vin, …/virtual-card one
 * kind each): the cards usable at the station — its merchant's with no station list, or with the station on it — on
 * the card list of 卡管理. docs/decisions.md, "Energy station detail: the rest".
 */
function StationCards({ station, kind: fixed }: { station: string; kind?: 1 | 2 | 3 }) {
  const [chosen, setChosen] = useState<1 | 2 | 3>(1);
  const kind = fixed ?? chosen;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {!fixed && (
        <Segmented<1 | 2 | 3>
          aria-label="卡类型"
          value={chosen}
          onChange={setChosen}
          options={([1, 2, 3] as const).map((k) => ({ value: k, label: k === 1 ? '充电卡' : cardKinds[k] }))}
        />
      )}
      <CardList kind={kind} station={station} />
    </Space>
  );
}

const kindOfAddress = (pathname: string): 1 | 2 | 3 | undefined => (pathname.endsWith('/detail/vin') ? 2 : pathname.endsWith('/detail/virtual-card') ? 3 : pathname.startsWith('/group/') ? 1 : undefined);

export default function StationCardPage() {
  const { pathname } = useLocation();
  return <StationLayout>{(station) => <StationCards station={station} kind={kindOfAddress(pathname)} />}</StationLayout>;
}

/**
 * 分润设置（外部）(…/config/profit-sharing?station=): the profit sharing of a station's income is the station merchant's
 * 分账 rules of the payment settings (商户详情 › 分账), not a setting of the station; shown here with the same panel —
 * managed by a partner or group above the merchant, read-only for the merchant itself —, and a link to the merchant's
 * page for those who may open it.
 */
function StationProfitSharing({ station }: { station: string }) {
  const gate = useGate();
  const { platform } = useEnergyPlatform();
  const record = useQuery({ queryKey: [energyStationGet.path, station], queryFn: () => send(energyStationGet, { station_code: station }) });
  const s = record.data;
  if (!s) return null;
  const opensMerchant = platform !== 'merchant' && gate({ permission: ['merchant:merchant:list'] });
  return (
    <Card title="分润设置">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={`本站收入按所属商户「${s.merchant_name}」的分账规则分润（外部设置：商户详情 › 分账），对该商户的所有电站生效。`}
        action={opensMerchant ? <Link to={`${MERCHANT_DETAIL}?id=${s.merchant}`}>前往商户详情</Link> : undefined}
      />
      <ShardingPanel merchant={s.merchant} manage={platform !== 'merchant'} />
    </Card>
  );
}

export function StationProfitSharingPage() {
  return <StationLayout>{(station) => <StationProfitSharing station={station} />}</StationLayout>;
}

/**
 * The group's station 停车 (/group/energy/detail/parking?station=): the parking fees its members collected at the station
 * — the group's 停车缴费 with the station fixed.
 */
export function StationParkingPaymentPage() {
  return <StationLayout>{(station) => <ParkingOrderList station={station} paidOnly />}</StationLayout>;
}
