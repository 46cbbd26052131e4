export { AreaPicker, type AreaPickerProps } from './area-picker';
export { AREA_LIST_KEY, indexOf, loadRegionTree, pathLabel, type AreaStep, type RegionIndex } from './region-tree';
export { useRegionTree, type RegionTree } from './use-region-tree';
