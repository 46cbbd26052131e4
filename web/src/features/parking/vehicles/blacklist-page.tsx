import { PlateListKind } from '@console/contract';
import { PlateListPage } from './plate-list-page';

/** 黑名单: plates refused at the parks in scope (the merchant's own, the group's members'). */
export default function BlacklistPage() {
  return <PlateListPage kind={PlateListKind.black} />;
}
