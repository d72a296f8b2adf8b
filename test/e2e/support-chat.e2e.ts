import { expect, openDialog, test } from '../support/e2e/fixtures';
import { openSignedIn } from '../support/e2e/seeded-user';

const CHAT = 'https://chat.demo-exchange.example';

// The chat page stands in for a third-party chat widget: its script asks its own server for
// the conversation (same-origin, no CORS), then sends a form, as a pre-chat form does. The
// page the form leads to says what arrived.
const WIDGET = `<!doctype html><html lang="en"><title>Chat</title><body><p>Connecting</p>
<form method="post" action="/sent"><input name="message" aria-label="Message"></form>
<script>
fetch('/history').then((answer) => answer.text()).then((text) => {
  document.forms[0].message.value = text + ' from ' + window.origin;
  document.forms[0].submit();
});
</script></body></html>`;

const page = (text: string) =>
  `<!doctype html><html lang="en"><title>Chat</title><body><p>${text}</p></body></html>`;

test('the customer-service chat runs in the narrowest sandbox it works in', async ({
  page: app,
  isMobile,
}) => {
  await app.route(`${CHAT}/**`, (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    if (path === '/history') return route.fulfill({ contentType: 'text/plain', body: 'history loaded' });
    if (request.method() === 'POST') {
      const message = new URLSearchParams(request.postData() ?? '').get('message') ?? '';
      return route.fulfill({ contentType: 'text/html', body: page(`form sent: ${message}`) });
    }
    return route.fulfill({ contentType: 'text/html', body: WIDGET });
  });
  await openSignedIn(app, isMobile ? '/my' : '/pc/main', { tag: 'chat' });
  await app.getByTestId('cs-button').click();
  await openDialog(app);
  const frame = app.getByTestId('cs-frame');
  // Its scripts, its own origin, its forms, and links in a new tab: nothing more.
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
  await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  await expect(
    app.frameLocator('[data-testid="cs-frame"]').getByText(`form sent: history loaded from ${CHAT}`),
  ).toBeVisible();
});
