/**
 * One look for every e-mail the product sends: a multipart message (HTML + plain text) with the brand, readable on a
 * phone (one column at most 560 px wide, 16 px text, a large button, the link also written out). Every value put
 * into the HTML is escaped here: a name such as `<b>Zoé</b>` arrives as text, never as markup.
 */
export interface BrandedEmail {
  brand: string;
  /** The product's address (PUBLIC_URL): the brand in the header links there. */
  publicUrl: string;
  /** Shown in the inbox list beside the subject; hidden in the message. */
  preheader: string;
  heading: string;
  /** Paragraphs of plain text (escaped, line breaks kept). */
  paragraphs: string[];
  button?: { label: string; url: string };
  /** More one-tap links under the button (weekly guidance's "not yet", "change it", "stop"). */
  links?: { label: string; url: string }[];
  /** Small print under the button (plain text). */
  footnote?: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Only http(s) links become a button: anything else is left as text. */
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : null);

const INK = '#16122e';
const INK_SOFT = '#4a4566';
const CORAL = '#ff4f79';
const CREAM = '#f3ece0';

export function renderBrandedEmail(e: BrandedEmail): { html: string; text: string } {
  const url = e.button ? safeUrl(e.button.url) : null;
  const p = (s: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.55;color:${INK_SOFT}">${escapeHtml(s).replaceAll('\n', '<br>')}</p>`;
  const button =
    e.button && url
      ? `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 20px"><tr><td style="border-radius:999px;background:${CORAL}"><a href="${escapeHtml(url)}" style="display:inline-block;padding:14px 28px;font-size:17px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:999px">${escapeHtml(e.button.label)}</a></td></tr></table>` +
        `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${INK_SOFT}">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(url)}" style="color:${INK};word-break:break-all">${escapeHtml(url)}</a></p>`
      : '';
  const links = (e.links ?? []).flatMap((l) => {
    const u = safeUrl(l.url);
    return u ? [{ label: l.label, url: u }] : [];
  });
  const linkRow = links.length
    ? `<p style="margin:0 0 16px;font-size:15px;line-height:1.9;color:${INK_SOFT}">${links.map((l) => `<a href="${escapeHtml(l.url)}" style="color:${INK};font-weight:600">${escapeHtml(l.label)}</a>`).join(' &nbsp;·&nbsp; ')}</p>`
    : '';
  const home = safeUrl(e.publicUrl) ?? '#';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(e.heading)}</title>
</head>
<body style="margin:0;padding:0;background:${CREAM};font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(e.preheader)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:${CREAM}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:560px">
<tr><td style="padding:4px 8px 16px;font-family:Georgia,'Times New Roman',serif;font-size:26px;color:${INK}"><a href="${escapeHtml(home)}" style="color:${INK};text-decoration:none">${escapeHtml(e.brand)}<span style="color:${CORAL}">.</span></a></td></tr>
<tr><td style="background:#ffffff;border-radius:20px;padding:28px 24px">
<h1 style="margin:0 0 16px;font-family:Georgia,'Times New Roman',serif;font-size:28px;line-height:1.2;font-weight:400;color:${INK}">${escapeHtml(e.heading)}</h1>
${e.paragraphs.map(p).join('\n')}
${button}
${linkRow}
${e.footnote ? `<p style="margin:8px 0 0;font-size:13px;line-height:1.5;color:${INK_SOFT}">${escapeHtml(e.footnote)}</p>` : ''}
</td></tr>
<tr><td style="padding:16px 8px;font-size:12px;line-height:1.5;color:${INK_SOFT}">${escapeHtml(e.brand)} · ${escapeHtml(home)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  const text = [
    e.heading,
    '',
    ...e.paragraphs.flatMap((s) => [s, '']),
    ...(e.button && url ? [`${e.button.label}:`, url, ''] : []),
    ...links.flatMap((l) => [`${l.label}:`, l.url, '']),
    ...(e.footnote ? [e.footnote, ''] : []),
    `— ${e.brand}`,
  ].join('\n');
  return { html, text };
}
