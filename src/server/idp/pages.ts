/**
 * HTML of the development identity provider: the login form, the logout step and its error page.
 * Every page says plainly that this is a development provider. Everything interpolated is escaped.
 */

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const styles = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #e1eaec; color: #152226; }
  .banner { background: #7a5300; color: #fff; padding: 0.6rem 1rem; font-weight: 700; text-align: center; }
  main { max-width: 26rem; margin: 2rem auto; background: #fff; border-radius: 12px; padding: 1.5rem 1.75rem; box-shadow: 0 4px 16px rgb(0 35 46 / 0.1); }
  h1 { color: #004a60; font-size: 1.5rem; margin: 0 0 0.5rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input { width: 100%; box-sizing: border-box; font: inherit; padding: 0.6rem; border: 1px solid #5e6f74; border-radius: 6px; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.25rem; }
  button { font: inherit; font-weight: 700; min-height: 44px; padding: 0 1.25rem; border-radius: 999px; border: 2px solid #004a60; cursor: pointer; }
  .primary { background: #004a60; color: #fff; }
  .secondary { background: #fff; color: #004a60; }
  .error { background: #fde2e1; color: #b3261e; border-radius: 6px; padding: 0.6rem 0.8rem; margin: 1rem 0 0; }
  .demo { font-size: 0.9rem; color: #34454a; margin-top: 1.5rem; border-top: 1px solid #dce3e5; padding-top: 1rem; }
  .demo ul { padding-left: 1.25rem; }
  /* A long address breaks rather than widening the page past a 320 px screen (WCAG 1.4.10). */
  code { font-size: 0.85rem; overflow-wrap: anywhere; }
  @media (max-width: 30rem) { main { margin: 1rem 0.5rem; padding: 1.25rem 1rem; } }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Development identity provider</title>
<style>${styles}</style>
</head>
<body>
<p class="banner" role="note">Development identity provider: demo accounts only, not for production use.</p>
<main>
${body}
</main>
</body>
</html>`;
}

export interface LoginPageOptions {
  /** Form target, `/interaction/{uid}`. */
  action: string;
  organisationName: string;
  email?: string;
  error?: string;
  demoAccounts: readonly { email: string; password: string; description: string }[];
}

export function loginPage(options: LoginPageOptions): string {
  const error = options.error
    ? `<p class="error" role="alert" id="login-error">${escapeHtml(options.error)}</p>`
    : '';
  const demo = options.demoAccounts
    .map(
      (account) =>
        `<li><code>${escapeHtml(account.email)}</code> / <code>${escapeHtml(account.password)}</code>: ${escapeHtml(account.description)}</li>`,
    )
    .join('');
  return page(
    'Log in',
    `<h1>Log in to ${escapeHtml(options.organisationName)}</h1>
<p>Partner portal sign-in.</p>
${error}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="on">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" required autofocus value="${escapeHtml(options.email ?? '')}" autocomplete="username"${options.error ? ' aria-describedby="login-error"' : ''}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" required autocomplete="current-password">
  <div class="actions">
    <button class="primary" type="submit" name="action" value="login">Log in</button>
    <button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
  </div>
</form>
<div class="demo"><p>Demo accounts (see the README):</p><ul>${demo}</ul></div>`,
  );
}

/** The logout confirmation, submitted by itself: Auth0's `/v2/logout` asks nothing. */
export function logoutPage(form: string): string {
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return page(
    'Logging out',
    `<h1>Logging out…</h1>
${confirmed}
<noscript><button class="primary" type="submit" form="op.logoutForm">Log out</button></noscript>
<script>document.forms[0].submit();</script>`,
  );
}

export function loggedOutPage(): string {
  return page('Logged out', '<h1>You are logged out</h1><p>You can close this window.</p>');
}

export function errorPage(error: string, description?: string): string {
  return page(
    'Sign-in problem',
    `<h1>Sign-in problem</h1>
<p class="error" role="alert"><strong>${escapeHtml(error)}</strong>${description ? `: ${escapeHtml(description)}` : ''}</p>
<p>Go back to the site and try again.</p>`,
  );
}
