// The parking merchant's 停车管理 screens (document 2 §2 "Parking merchant"), apart from the pages: the route table
// imports these without pulling a page's code into the shell's first load.
export const RECORD_LIST = '/parking-merchant/parking-manage/record';
export const IN_LOT = '/parking-merchant/parking-manage/in-lot';
export const RELEASE_LIST = '/parking-merchant/parking-manage/release';
export const PLATE_CHANGE = '/parking-merchant/parking-manage/plate-change';
export const GATE_MONITOR = '/parking-merchant/parking-manage/gate';
