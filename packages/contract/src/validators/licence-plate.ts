import type { ValidationRule } from './rule.js';

/** The 31 provincial abbreviations that open a plate. */
const PROVINCE = '[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼]';
/** Issuing-office letter: any capital but I. */
const OFFICE = '[A-HJ-Z]';
/** Serial characters: digits and capitals but I and O, which read like 1 and 0 (GA 36-2018). */
const SERIAL = '[0-9A-HJ-NP-Z]';

const PLATES = [
  // Ordinary plate: 粤B12345.
  `${PROVINCE}${OFFICE}${SERIAL}{5}`,
  // Small new-energy plate: D, A, B, C or E (battery electric) or F, G, H, J or K (other new energy), then a
  // digit or letter, then 4 digits: 粤BD12345, 粤BDF1234.
  `${PROVINCE}${OFFICE}[A-HJK]${SERIAL}[0-9]{4}`,
  // Large new-energy plate: 5 digits, then D (battery electric) or F (other): 粤B12345D.
  `${PROVINCE}${OFFICE}[0-9]{5}[DF]`,
  // Police, driving-school, trailer and consulate plates: 4 serial characters and the suffix: 京A1234警.
  `${PROVINCE}${OFFICE}${SERIAL}{4}[警学挂领]`,
  // Hong Kong and Macau cross-border plates are issued by Guangdong's office Z: 粤Z1234港.
  `粤Z${SERIAL}{4}[港澳]`,
  // Embassy plates: 使 and 6 digits (3 for the mission, 3 for the vehicle): 使014578.
  '使[0-9]{6}',
];
const LICENCE_PLATE = new RegExp(`^(?:${PLATES.join('|')})$`);

/**
 * Motor-vehicle plate number per GA 36-2018, written without the separator dot and in upper case. Military, armed
 * police, civil aviation and emergency-service plates are not accepted.
 */
export const isLicencePlate = (value: string): boolean => LICENCE_PLATE.test(value);
export const licencePlateRule: ValidationRule = { test: isLicencePlate, message: '请输入正确的车牌号' };

/** A plate as typed (粤b·12345, 粤B 12345) written the way the product stores it: no spaces or separator dot, capitals. */
export const normalPlate = (plate: string) => plate.replace(/[\s·.]/g, '').toUpperCase();
