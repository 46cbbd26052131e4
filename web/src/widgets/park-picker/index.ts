export { ALL_PARKS_LABEL, ParkPicker, parkPickerKeys, type ParkOption, type ParkPickerProps } from './park-picker';
