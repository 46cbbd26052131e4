export * from './codes.js';
export * from './envelope.js';
export * from './codec.js';
export * from './products.js';
export * from './permissions/index.js';
export * from './call.js';
export * from './calls/index.js';
export * from './validators/password.js';
