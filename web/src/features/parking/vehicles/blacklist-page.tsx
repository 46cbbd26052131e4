import { PlateListKind } from '@console/contract';
import { PlateListPage } from './plate-list-page';

/** 黑名单: plates refused at the merchant's parks. */
export default function BlacklistPage() {
  return <PlateListPage kind={PlateListKind.black} />;
}
