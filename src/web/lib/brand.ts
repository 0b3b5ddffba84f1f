/** The brand name (BRAND_NAME on the server) arrives in a meta tag the server writes into index.html. */
export const brandName: string =
  (typeof document !== 'undefined' && document.querySelector<HTMLMetaElement>('meta[name="fs:brand"]')?.content) ||
  'FutureSelf';
