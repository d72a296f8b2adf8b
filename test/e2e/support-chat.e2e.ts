import type { Locator, Page } from '@playwright/test';
import { expect, openDialog, test, waitForApp } from '../support/e2e/fixtures';
import { openSignedIn } from '../support/e2e/seeded-user';
import { isHttpProject } from '../support/e2e/session-steps';

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

test('the customer-service chat runs in the narrowest sandbox it works in @http-phone', async ({
  page: app,
  isMobile,
}, testInfo) => {
  test.skip(!isHttpProject(testInfo.project.name), 'the demo has no live chat: the test below');
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

/** The boxes of the visible controls other than `entry` that `entry`'s box overlaps. */
async function controlsUnder(page: Page, entry: Locator): Promise<string[]> {
  const handle = await entry.elementHandle();
  return page.evaluate((own) => {
    if (!own) throw new Error('the entry is not on the page');
    const box = own.getBoundingClientRect();
    const controls = [
      ...document.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [role="tab"]'),
    ];
    return controls
      .filter((control) => control !== own && !control.contains(own) && !own.contains(control))
      .filter((control) => {
        const other = control.getBoundingClientRect();
        if (other.width === 0 || other.height === 0) return false;
        return (
          other.left < box.right && box.left < other.right && other.top < box.bottom && box.top < other.bottom
        );
      })
      .map((control) => control.outerHTML.slice(0, 80));
  }, handle);
}

test('customer service sits beside the controls, not over them; the demo says it has no live chat and lists the channels', async ({
  page,
  isMobile,
  snap,
}, testInfo) => {
  test.skip(isHttpProject(testInfo.project.name), 'the demo');
  // The screens a floating button covered: the home grid, the pair's deals, the contract.
  for (const path of isMobile
    ? ['/', '/market/btcusdt', '/trade']
    : ['/pc/main', '/pc/trade?symbol=btcusdt', '/pc/scontract']) {
    await page.goto(path);
    await waitForApp(page);
    const entries = page.getByTestId('cs-button');
    // The phone reaches it from the home header and the My page only.
    await expect(entries).toHaveCount(isMobile && path !== '/' ? 0 : 1);
    if ((await entries.count()) > 0) expect(await controlsUnder(page, entries), path).toEqual([]);
  }
  await openSignedIn(page, isMobile ? '/my' : '/pc/main', { tag: 'chat-demo' });
  await page.getByTestId('cs-button').click();
  const dialog = await openDialog(page);
  await expect(dialog.getByTestId('cs-no-chat')).toHaveText(
    'Live chat is not available in the demo. Please reach us through the links below.',
  );
  await expect(dialog.getByTestId('cs-frame')).toHaveCount(0);
  await expect(dialog.getByTestId('cs-email')).toContainText('support@demo-exchange.example');
  await snap('customer-service-demo');
});
