// Only light modules here: the dialog itself (and Leaflet) is loaded when it is first opened.
export { MapDialog, MapPointPicker, type MapPointPickerProps } from './map-point-picker';
export { MAP_MESSAGES, MAP_ZOOM, DEFAULT_CENTER } from './constants';
export type { MapPoint } from './types';
export type { MapDialogProps } from './map-dialog';
