import { PlateListKind } from '@console/contract';
import { PlateListPage } from './plate-list-page';

/** 白名单: plates let in free at the merchant's parks. */
export default function WhitelistPage() {
  return <PlateListPage kind={PlateListKind.white} />;
}
