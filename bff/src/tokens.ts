export const BFF_CONFIG = Symbol('BFF_CONFIG');
