/** A map point (document 1 §3: latLng, adcode, address), as the map point picker's form value. */
export interface MapPoint {
  lat: number;
  lng: number;
  /** GB/T 2260 code of the district (or the deepest division known). */
  adcode: string;
  address: string;
}
