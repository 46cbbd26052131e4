import type { LatLng } from '@console/contract';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';

export type MapLayer = 'map' | 'satellite';

export interface LeafletMapProps {
  /** Where the view goes; a new object moves the view there (a search result), the same one does not. */
  center: LatLng;
  zoom: number;
  /** The chosen point, drawn as a pin. */
  point?: LatLng;
  layer: MapLayer;
  /** Leaflet URL templates; with none for the layer, a plain grid is drawn (offline). */
  tileUrl: string;
  satelliteTileUrl: string;
  attribution: string;
  onPick: (point: LatLng) => void;
}

/** Six decimals: about 0.1 m, more than any click means. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** A neutral grid that pans and zooms with the map, so that moving it still shows movement without tiles. */
class GridLayer extends L.GridLayer {
  override createTile() {
    const tile = document.createElement('div');
    tile.style.boxShadow = 'inset -1px -1px 0 #dcdfe6';
    return tile;
  }
}

const PIN = L.divIcon({
  className: 'map-dialog-pin',
  html: '<svg viewBox="0 0 24 34" width="28" height="40" aria-hidden="true"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 34 12 34s12-13.2 12-22.1C24 5.3 18.6 0 12 0z" fill="#f5222d"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>',
  iconSize: [28, 40],
  iconAnchor: [14, 40],
});

/**
 * The map canvas of the map dialog: Leaflet (loaded with the dialog only), tiles from the configured
 * templates or a grid, a pin at the chosen point; a click picks a point.
 */
export default function LeafletMap({ center, zoom, point, layer, tileUrl, satelliteTileUrl, attribution, onPick }: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    const created = L.map(container.current!, {
      // The spec's zoom 17.2 is fractional.
      zoomSnap: 0.1,
      zoomDelta: 1,
      wheelPxPerZoomLevel: 120,
      minZoom: 3,
      maxZoom: 20,
      attributionControl: false,
      zoomControl: false,
    });
    L.control.zoom({ zoomInTitle: '放大', zoomOutTitle: '缩小' }).addTo(created);
    L.control.attribution({ prefix: false }).addTo(created);
    created.setView([center.lat, center.lng], zoom);
    created.on('click', (event: L.LeafletMouseEvent) => pick.current({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) }));
    map.current = created;
    // The dialog opens with an animation: measure again once it has its final size.
    const resize = new ResizeObserver(() => created.invalidateSize());
    resize.observe(container.current!);
    return () => {
      resize.disconnect();
      created.remove();
      map.current = null;
    };
    // Created once; later props are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    map.current?.setView([center.lat, center.lng], Math.max(map.current.getZoom(), zoom));
    // Only a new centre object moves the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [center]);

  const template = layer === 'satellite' && satelliteTileUrl ? satelliteTileUrl : tileUrl;
  useEffect(() => {
    const target = map.current;
    if (!target) return;
    const tiles = template ? L.tileLayer(template, { attribution, maxNativeZoom: 18, maxZoom: 20 }) : new GridLayer({ tileSize: 64 });
    tiles.addTo(target);
    return () => void tiles.remove();
  }, [template, attribution]);

  useEffect(() => {
    const target = map.current;
    if (!target || !point) return;
    const marker = L.marker([point.lat, point.lng], { icon: PIN, keyboard: false, interactive: false }).addTo(target);
    return () => void marker.remove();
  }, [point]);

  return (
    <div
      ref={container}
      data-testid="map-canvas"
      role="application"
      aria-label="地图：点击选择位置"
      style={{ width: '100%', height: '100%', background: '#f5f7fa', cursor: 'crosshair' }}
    />
  );
}
