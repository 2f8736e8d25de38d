export * from './currency-rates';
export * from './shipping';
export * from './vat';
export * from './checkout-country';
export * from './deliver-to';
export * from './shipping-table';
