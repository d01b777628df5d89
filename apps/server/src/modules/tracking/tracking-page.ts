import type { Settings } from '@depot/shared/settings/settings.schema';
import { formatDepotDateTime } from '@depot/shared/text/depot-date-time';
import { PUBLIC_STAGE_LABELS, TRACKING_PATH } from '@depot/shared/tracking/tracking.rules';
import type { TrackReceiptReply, TrackReply } from '@depot/shared/tracking/tracking.schema';

/**
 * The public tracking page (`/tra-cuu`, docs/domain.md "Tracking"), written by the server as
 * plain HTML: a customer's phone on a slow connection gets one small page and no JavaScript at
 * all, nothing of the signed-in app, and the page works with scripts off.
 */

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const html = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]!);

export type TrackingPageInput = {
  depot: Pick<Settings, 'depot_name' | 'hotline' | 'hours_note' | 'time_zone'>;
  /** What was typed, to fill the form again. */
  code?: string;
  phone4?: string;
  /** The parcel found, or why not (one message for every miss). */
  result?: { reply: TrackReply } | { receipt: TrackReceiptReply } | { error: string };
};

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f5f6fa;color:#1f2330}
main{max-width:560px;margin:0 auto;padding:16px}
header h1{font-size:20px;margin:8px 0 4px}header p{margin:0;color:#555}
form{display:grid;gap:8px;margin:16px 0;background:#fff;padding:16px;border-radius:8px}
label{font-weight:600}input{font-size:18px;padding:10px;border:1px solid #c8cbd6;border-radius:6px;min-height:24px}
button{font-size:18px;min-height:48px;border:0;border-radius:6px;background:#3f51b5;color:#fff}
section{background:#fff;padding:16px;border-radius:8px}
ol{list-style:none;padding:0;margin:12px 0 0}li{border-left:3px solid #3f51b5;padding:4px 0 12px 12px}
li strong{display:block}li a{display:block;min-height:44px;color:inherit}.muted{color:#666}.error{color:#b3261e;font-weight:600}
footer{margin-top:16px;color:#555;font-size:14px}footer a{display:inline-block;min-height:44px;line-height:44px;min-width:44px}`;

function resultHtml(input: TrackingPageInput, zone: string): string {
  const result = input.result;
  if (!result) return '';
  if ('error' in result)
    return `<section role="alert"><p class="error">${html(result.error)}</p></section>`;
  const at = (iso: string) => html(formatDepotDateTime(iso, zone));
  if ('receipt' in result) return receiptHtml(result.receipt, at);
  const { reply } = result;
  const steps = reply.stages
    .map(
      (s) =>
        `<li><strong>${PUBLIC_STAGE_LABELS[s.stage]}</strong><span class="muted">${at(s.at)}${
          s.branch ? ` · ${html(s.branch)}` : ''
        }</span></li>`,
    )
    .reverse()
    .join('');
  const car = reply.car ? `<p>Xe vận chuyển: <strong>${html(reply.car)}</strong></p>` : '';
  const delivered = reply.delivered
    ? `<p>Đã giao lúc ${at(reply.delivered.at)} cho <strong>${html(reply.delivered.first_name)}</strong></p>`
    : '';
  return `<section aria-label="Hành trình của hàng ${html(reply.code)}">
<h2>Mã hàng ${html(reply.code)}</h2>${delivered}${car}<ol>${steps}</ol></section>`;
}

/** A receipt's parcels, each where it is now and a link to its own road. */
function receiptHtml(receipt: TrackReceiptReply, at: (iso: string) => string): string {
  const items = receipt.parcels
    .map(
      (p) =>
        `<li><a href="${TRACKING_PATH}${html(p.token)}"><strong>Mã hàng ${html(p.code)}: ${
          PUBLIC_STAGE_LABELS[p.stage]
        }</strong><span class="muted">${at(p.at)}</span></a></li>`,
    )
    .join('');
  const car = receipt.car ? `<p>Xe vận chuyển: <strong>${html(receipt.car)}</strong></p>` : '';
  return `<section aria-label="Hàng của phiếu thu">
<h2>Hàng của phiếu thu (${receipt.parcels.length} mã hàng)</h2>${car}<ol>${items}</ol></section>`;
}

/** The whole page: the depot, the lookup form, the answer, how to reach the depot. */
export function trackingPageHtml(input: TrackingPageInput): string {
  const { depot } = input;
  return `<!doctype html>
<html lang="vi"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>Tra cứu hàng - ${html(depot.depot_name)}</title>
<style>${STYLE}</style></head>
<body><main>
<header><h1>${html(depot.depot_name)}</h1><p>Tra cứu hàng gửi</p></header>
<form method="get" action="/tra-cuu">
<label for="code">Mã hàng (in trên tem, phiếu thu)</label>
<input id="code" name="code" required maxlength="40" autocomplete="off" value="${html(input.code ?? '')}">
<label for="phone4">4 số cuối điện thoại người nhận</label>
<input id="phone4" name="phone4" required inputmode="numeric" pattern="[0-9]{4}" maxlength="4" value="${html(input.phone4 ?? '')}">
<button type="submit">Tra cứu</button>
</form>
${resultHtml(input, depot.time_zone)}
<footer><p>Hotline: <a href="tel:${html(depot.hotline.replace(/[^\d+]/g, ''))}">${html(depot.hotline)}</a></p>
<p>${html(depot.hours_note)}</p><p><a href="/login">Đăng nhập dành cho nhân viên</a></p></footer>
</main></body></html>`;
}
