/**
 * The one way the web app saves a file: a click on a temporary `<a download>`. `saveBlob` for bytes made in the
 * browser (a canvas, a fetched poster), `downloadUrl` for a file the server has (a cover image: `?download=1`
 * makes the server answer `Content-Disposition: attachment`, so it downloads even where `download` is ignored).
 */

/** How long an object URL lives after the click: the browser has started the save by then. */
export const OBJECT_URL_LIFETIME_MS = 10_000;

function clickLink(href: string, fileName: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

/** Save bytes under a file name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  clickLink(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/** `url` with `download=1` added to its query (kept as is when it has one). */
export function withDownloadParam(url: string): string {
  if (/[?&]download=1(&|$)/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}download=1`;
}

/** Download a same-origin file the server serves (adds `download=1`, see above). */
export function downloadUrl(url: string, fileName: string): void {
  clickLink(withDownloadParam(url), fileName);
}
