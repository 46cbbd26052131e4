import { PlateListKind } from '@console/contract';
import { PlateListPage } from './plate-list-page';

/** 虚拟车牌: plates the merchant gives vehicles without a readable one (docs/decisions.md, "Fixed-car types and virtual plates"). */
export default function VirtualPlatePage() {
  return <PlateListPage kind={PlateListKind.virtual} />;
}
