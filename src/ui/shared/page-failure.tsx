import { useIntl } from 'react-intl';
import { isChunkLoadError } from './error-boundary';
import { failureMessages } from './failure.messages';

interface PageFailureProps {
  error: Error;
  retry: () => void;
  /** The form factor's home: '/' or '/pc/main'. */
  home: string;
}

/** A page that failed: what happened in the user's language, and a way on (retry, reload, home). */
export function PageFailure({ error, retry, home }: PageFailureProps) {
  const intl = useIntl();
  const chunk = isChunkLoadError(error);
  return (
    <section className="page-failure" role="alert">
      <h1 className="page-failure__title">
        {intl.formatMessage(chunk ? failureMessages.chunkTitle : failureMessages.pageTitle)}
      </h1>
      <p className="page-failure__text">
        {intl.formatMessage(chunk ? failureMessages.chunkText : failureMessages.pageText)}
      </p>
      <div className="page-failure__actions">
        {chunk ? (
          <button type="button" className="page-failure__primary" onClick={() => window.location.reload()}>
            {intl.formatMessage(failureMessages.reload)}
          </button>
        ) : (
          <button type="button" className="page-failure__primary" onClick={retry}>
            {intl.formatMessage(failureMessages.retry)}
          </button>
        )}
        <a className="page-failure__link" href={home}>
          {intl.formatMessage(failureMessages.home)}
        </a>
      </div>
    </section>
  );
}

/**
 * The root's fallback, outside the language catalogues (they may be what failed): short,
 * in English and Chinese, with a reload.
 */
export function AppFailure() {
  return (
    <main className="page-failure" role="alert">
      <h1 className="page-failure__title">Something went wrong · 出错了</h1>
      <p className="page-failure__text">Reload the page to continue. · 请刷新页面后继续。</p>
      <div className="page-failure__actions">
        <button type="button" className="page-failure__primary" onClick={() => window.location.reload()}>
          Reload · 刷新
        </button>
      </div>
    </main>
  );
}
