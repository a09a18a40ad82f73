/** HTML of the demo payment gateway: self-contained (inline CSS, no scripts, no external assets). */

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const styles = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f4f5; color: #18181b; }
  main { width: min(92vw, 26rem); background: #fff; border-radius: 1rem; padding: 2rem; box-shadow: 0 10px 30px rgb(0 0 0 / 0.08); }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
  p { margin: .25rem 0 1rem; color: #52525b; }
  .amount { font-size: 2rem; font-weight: 700; margin: 1rem 0; color: #18181b; }
  form { margin: .5rem 0; }
  button { width: 100%; padding: .8rem 1rem; border-radius: .6rem; border: 1px solid transparent; font-size: 1rem; font-weight: 600; cursor: pointer; }
  button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  .pay { background: #15803d; color: #fff; }
  .fail { background: #fff; color: #b91c1c; border-color: #b91c1c; }
  .cancel { background: #fff; color: #3f3f46; border-color: #a1a1aa; }
  .note { font-size: .8rem; color: #71717a; margin-top: 1.25rem; }
  @media (prefers-color-scheme: dark) {
    body { background: #18181b; color: #f4f4f5; } main { background: #27272a; }
    p, .note { color: #d4d4d8; } .amount { color: #f4f4f5; }
    .fail, .cancel { background: #27272a; } .fail { color: #fca5a5; border-color: #fca5a5; } .cancel { color: #e4e4e7; }
  }`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function gatewayPage(page: {
  orderId: number;
  amount: number;
  currency: string;
  fields: Record<string, string>;
}): string {
  const hidden = Object.entries(page.fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join("");
  const button = (outcome: string, label: string, className: string) =>
    `<form method="post" action="/payment-mobile">${hidden}<input type="hidden" name="outcome" value="${outcome}"><button type="submit" class="${className}">${label}</button></form>`;
  return layout(
    "Demo payment",
    `<h1>Demo payment</h1>
<p>Order #${page.orderId}</p>
<div class="amount">${escapeHtml(page.currency)} ${page.amount.toFixed(2)}</div>
${button("success", "Pay now", "pay")}
${button("fail", "Simulate a failed payment", "fail")}
${button("cancel", "Cancel payment", "cancel")}
<p class="note">This is a demonstration gateway: no card is charged.</p>`,
  );
}

export function messagePage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
