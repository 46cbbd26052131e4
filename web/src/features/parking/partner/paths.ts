// The parking partner's own pages (document 2 §2 "Parking partner"), apart from the pages: the route tables import these
// without pulling a page's code into the shell's first load. docs/decisions.md, "Parking partner: records, data
// collection, other parks, software, vehicle mock, passports".
export const PARTNER_RECORD = '/parking/record';
export const COLLECTION_LIST = '/parking/collection/list';
export const COLLECTION_DETAIL = '/parking/collection/detail';
export const COLLECTION_AUDIT = '/parking/collection/audit';
export const OTHER_LIST = '/parking/parking/other';
export const OTHER_DETAIL = '/parking/other/detail';
export const SOFTWARE_LIST = '/parking/software/list';
export const SOFTWARE_STATISTICS = '/parking/software/statistics';
export const VEHICLE_MOCK = '/parking/vehicle-mock';
