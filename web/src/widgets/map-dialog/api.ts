import { type CallQuery, type CallReply, mapGeocoder, type MapPlace, mapPlaceSearch, mapPlaceSuggestion } from '@console/contract';
import { send } from '../../lib/request';

/**
 * The map dialog's calls, through the server's proxy of the keyed provider (the key stays on the server).
 * Each caller shows failures through the request layer; the dialog keeps working without them.
 */
export const mapApi = {
  suggestion: (query: CallQuery<typeof mapPlaceSuggestion>) => send(mapPlaceSuggestion, query).then((page) => page.row),
  search: (query: CallQuery<typeof mapPlaceSearch>) => send(mapPlaceSearch, query).then((page) => page.row),
  geocoder: (lat: number, lng: number): Promise<CallReply<typeof mapGeocoder>> => send(mapGeocoder, { lat, lng }),
};

/** A place's address with its province in front when the provider left it out (深圳市南山区… → 广东省深圳市南山区…). */
export function fullAddress(place: Pick<MapPlace, 'address' | 'ad_info'>): string {
  const { address, ad_info } = place;
  if (!address || !ad_info.province || address.startsWith(ad_info.province)) return address;
  return ad_info.city && address.startsWith(ad_info.city) ? `${ad_info.province}${address}` : address;
}
