import { ageRule } from './age.js';
import { creditCodeRule } from './credit-code.js';
import { emailRule } from './email.js';
import { hongKongIdRule } from './hong-kong-id.js';
import { idCardRule } from './id-card.js';
import { licencePlateRule } from './licence-plate.js';
import { macauIdRule } from './macau-id.js';
import { passwordRule } from './password.js';
import { hotlineRule, landlineRule, mobileRule } from './phone.js';
import type { ValidationRule } from './rule.js';
import { taiwanIdRule } from './taiwan-id.js';
import { chineseRule, digitsRule } from './text.js';
import { urlRule } from './url.js';

/** Every validator helper of document 1 §5 with its message, by name; the age rule has the default range. */
export const validationRules = {
  url: urlRule,
  digits: digitsRule,
  idCard: idCardRule,
  hongKongId: hongKongIdRule,
  macauId: macauIdRule,
  taiwanId: taiwanIdRule,
  email: emailRule,
  chinese: chineseRule,
  mobile: mobileRule,
  landline: landlineRule,
  hotline: hotlineRule,
  licencePlate: licencePlateRule,
  creditCode: creditCodeRule,
  password: passwordRule,
  age: ageRule(),
} as const satisfies Record<string, ValidationRule>;
export type ValidationRuleName = keyof typeof validationRules;
