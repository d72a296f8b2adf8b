import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { commonMessages } from '../../../shared/common.messages';
import { shellMessages } from '../../desktop.messages';
import { AppLogo } from '../../layout/app-logo';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { pcPath } from '../../routes/desktop-routes';
import { routeTitle } from '../../routes/route-titles.messages';
import { useDocumentTitle } from '../shared/use-document-title';
import { passwordMessages } from '../../../features/session/password.messages';
import { authMessages } from './auth.messages';
import { LoginForm } from './login-form';
import { ForgetForm } from './forget-form';
import { ModifyForm } from './modify-form';
import { RegisterForm } from './register-form';

/**
 * Log in, register, forgot and change password: each form in a centred card. A guard redirect (?redirect=) explains why the user is here.
 */
export function AuthPage({ route }: DesktopPageProps) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const title = intl.formatMessage(routeTitle(route.titleId));
  useDocumentTitle(title);

  return (
    <div className="dt-auth">
      <section className="dt-auth__card" aria-labelledby="auth-title" data-testid="auth-card">
        <AppLogo size={44} />
        <h1 id="auth-title" className="dt-auth__title" data-testid="page-title">
          {title}
        </h1>
        {params.has('redirect') && (
          <p className="dt-auth__alert" role="status" data-testid="login-required">
            {intl.formatMessage(commonMessages.pleaseLogin)}
          </p>
        )}
        {route.key === 'login.login' && <LoginForm />}
        {route.key === 'login.register' && <RegisterForm />}
        {route.key === 'login.forget' && <ForgetForm />}
        {route.key === 'login.modify' && <ModifyForm />}
        <AuthLinks page={route.key} />
      </section>
    </div>
  );
}

function AuthLinks({ page }: { page: string }) {
  const intl = useIntl();
  if (page === 'login.login') {
    return (
      <p className="dt-auth__links">
        <Link to={pcPath('/login/forget')}>{intl.formatMessage(authMessages.forgot)}</Link>
        <span>
          {intl.formatMessage(authMessages.noAccount)}{' '}
          <Link to={pcPath('/login/register')}>{intl.formatMessage(shellMessages.register)}</Link>
        </span>
      </p>
    );
  }
  if (page === 'login.register') {
    return (
      <p className="dt-auth__links">
        <span>
          {intl.formatMessage(authMessages.haveAccount)}{' '}
          <Link to={pcPath('/login/login')}>{intl.formatMessage(shellMessages.login)}</Link>
        </span>
      </p>
    );
  }
  if (page === 'login.modify') {
    return (
      <p className="dt-auth__links">
        <Link to={pcPath('/setting/safty')}>{intl.formatMessage(passwordMessages.backToSecurity)}</Link>
      </p>
    );
  }
  return (
    <p className="dt-auth__links">
      <Link to={pcPath('/login/login')}>{intl.formatMessage(authMessages.backToLogin)}</Link>
    </p>
  );
}
