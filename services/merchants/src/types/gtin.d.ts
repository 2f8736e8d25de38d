/** gtin ships no types: the one function used here. */
declare module 'gtin' {
  export function isValid(barcode: string): boolean;
}
