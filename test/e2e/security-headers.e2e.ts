import { expect, test } from '../support/e2e/fixtures';

test.describe('served like production', () => {
  test('pages come with the security headers and compressed scripts', async ({ page }) => {
    const scripts: { url: string; encoding?: string; cache?: string; bytes: number }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js'))
        scripts.push({
          url: response.url(),
          encoding: response.headers()['content-encoding'],
          cache: response.headers()['cache-control'],
          bytes: Number(response.headers()['content-length'] ?? 0),
        });
    });
    const response = await page.goto('/pc/scontract');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    expect(headers['cache-control']).toBe('no-cache');
    await page.locator('main').first().waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    // The build compresses every file of 1 KB or more; smaller ones go out as they are.
    expect(scripts.filter((script) => script.encoding === 'br').length).toBeGreaterThan(0);
    for (const script of scripts) {
      if (script.encoding !== 'br') expect(script.bytes, script.url).toBeLessThan(1024);
      expect(script.cache, script.url).toBe('public, max-age=31536000, immutable');
    }
  });

  test('another site cannot frame the trading screens', async ({ page, problems, baseURL }) => {
    await page.setContent(`<iframe title="framed" src="${baseURL}/pc/scontract"></iframe>`);
    const frame = page.frameLocator('iframe');
    // The browser refuses to render the framed app: no main landmark ever appears in it.
    await page.waitForTimeout(1500);
    await expect(frame.locator('main')).toHaveCount(0);
    // The browser blocks the framed page: the refusal is this test's expectation, not a fault.
    const refusals = problems.failedRequests.filter((text) => text.includes('ERR_BLOCKED_BY_RESPONSE'));
    expect(refusals).toEqual([`GET ${baseURL}/pc/scontract: net::ERR_BLOCKED_BY_RESPONSE`]);
    await expect
      .poll(() => problems.consoleErrors.some((text) => text.includes("frame-ancestors 'none'")))
      .toBe(true);
    problems.failedRequests.length = 0;
    problems.consoleErrors.length = 0;
  });
});
