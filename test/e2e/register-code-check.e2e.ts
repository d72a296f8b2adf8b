import { expect, test, waitForApp } from '../support/e2e/fixtures';
import { field, fillCode, isHttpProject, sessionPaths, uniqueEmail } from '../support/e2e/session-steps';

test('the register form checks the typed code before a password is chosen @http @spec', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}) => {
  const checks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/user/emailVerification')) checks.push(request.postData() ?? '');
  });
  await page.goto(sessionPaths(isMobile).register);
  await waitForApp(page);
  await field(page, 'Email').fill(uniqueEmail('check'));
  const code = await fillCode(page, isHttpProject(test.info().project.name));
  const codeField = field(page, 'Email verification code');
  const verdict = page.getByTestId('code-check');

  // A mistyped code is named as soon as the field is left, before any password.
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await field(page, 'Password').focus();
  await expect(verdict).toHaveText('Verification code error');
  await snap('register-code-wrong');

  await codeField.fill(code);
  await field(page, 'Password').focus();
  await expect(verdict).toHaveText('✓ Code confirmed');
  await snap('register-code-confirmed');
  await checkA11y();
  // In http mode each check went to the server once, with the typed code.
  if (isHttpProject(test.info().project.name)) {
    expect(checks).toHaveLength(2);
    expect(checks[1]).toContain(`code=${code}`);
  }
});
