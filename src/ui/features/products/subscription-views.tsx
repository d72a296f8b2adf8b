import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { withReason } from '../../shared/failure-text';
import { RetryAlert } from '../../shared/retry-alert';
import { ConfirmActions } from './confirm-actions';
import { productsMessages } from './products.messages';
import { subscriptionMessages as m, subscriptionTexts as x } from './subscription.messages';
import type { ProjectRow, SubscriptionView } from './use-subscription-screen';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** The status word (SPEC section 4: 'Open' / 'Closed') and the countdown on server time. */
function ProjectState({ row }: { row: ProjectRow }) {
  return (
    <p className="pd-sub-state">
      <span className={row.open ? 'pd-sub-open' : 'pd-sub-closed'} data-testid="project-status">
        {row.status}
      </span>
      <span className="wl-muted" data-testid="project-countdown">
        {row.countdown}
      </span>
    </p>
  );
}

/** Loading, a failed load with Retry, or the body. */
function Loaded({ view, children }: { view: SubscriptionView; children: ReactNode }) {
  const intl = useIntl();
  if (view.error !== null)
    return (
      <RetryAlert
        text={withReason(intl.formatMessage(productsMessages.loadFailed), view.error)}
        retryLabel={intl.formatMessage(productsMessages.retry)}
        onRetry={view.reload}
      />
    );
  if (view.loading) return <p className="wl-muted wl-state">…</p>;
  return children;
}

/** The projects (kit-free, both form factors), each leading to its detail page. */
export function ProjectsList({
  view,
  detailLink,
}: {
  view: SubscriptionView;
  detailLink: (row: ProjectRow) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <Loaded view={view}>
      {view.projects.length === 0 ? (
        <p className="wl-muted wl-state">{intl.formatMessage(m.noProjects)}</p>
      ) : (
        <ul className="pd-list" data-testid="projects-list">
          {view.projects.map((row) => (
            <li
              key={row.project.id}
              className="wl-card pd-card"
              data-testid="project-card"
              data-project={row.project.id}
            >
              <h3 className="pd-name">{`${row.project.name} · ${row.project.coin}`}</h3>
              <ProjectState row={row} />
              <dl className="pd-figures">
                <Figure label={intl.formatMessage(m.price)} value={row.price} />
                <Figure label={intl.formatMessage(m.supply)} value={row.supply} />
                <Figure label={intl.formatMessage(m.committed)} value={row.committed} />
              </dl>
              {detailLink(row)}
            </li>
          ))}
        </ul>
      )}
    </Loaded>
  );
}

/** What the user confirms: what they pay, the most they can receive, the refund rule, when. */
function SubscribeConfirm({ view }: { view: SubscriptionView }) {
  const intl = useIntl();
  const { figures, shown } = view;
  if (figures === null || shown === null) return null;
  return (
    <div
      className="pd-confirm"
      role="group"
      aria-label={intl.formatMessage(m.confirmTitle)}
      data-testid="subscribe-confirm"
    >
      <h4>{intl.formatMessage(m.confirmTitle)}</h4>
      <p data-testid="subscribe-pay">{intl.formatMessage(x.pay, { amount: figures.pay })}</p>
      <p data-testid="subscribe-most">{intl.formatMessage(x.most, { coins: figures.most })}</p>
      <p data-testid="subscribe-refund-rule">{intl.formatMessage(m.refundRule)}</p>
      {figures.estimate !== null && (
        <p data-testid="subscribe-estimate">
          {intl.formatMessage(x.estimate, { coins: figures.estimate.coins, refund: figures.estimate.refund })}
        </p>
      )}
      <p data-testid="subscribe-allocates">
        {intl.formatMessage(x.allocatesAt, { date: figures.allocatesAt })}
      </p>
      <ConfirmActions
        onCancel={view.back}
        onConfirm={view.confirm}
        sending={view.sending}
        testId="subscribe-confirm-button"
      />
    </div>
  );
}

/** The subscribe form of an open project: amount, what is available, the honest numbers, confirm. */
function SubscribeForm({ view }: { view: SubscriptionView }) {
  const intl = useIntl();
  const id = useId();
  return (
    <form
      className="pd-purchase"
      data-testid="subscribe-form"
      onSubmit={(event) => {
        event.preventDefault();
        view.submit();
      }}
    >
      <label className="wl-field" htmlFor={`${id}-amount`}>
        <span>{intl.formatMessage(m.amount)}</span>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          value={view.amount}
          onChange={(event) => view.edit(event.target.value)}
          aria-invalid={view.refused}
          data-testid="subscribe-amount"
        />
      </label>
      {view.available !== null && (
        <p className="wl-muted" data-testid="subscribe-available">
          {intl.formatMessage(x.available, { amount: view.available })}
        </p>
      )}
      {view.problem !== null && (
        <p className="wl-error" role="alert" data-testid="subscribe-problem">
          {view.problem}
        </p>
      )}
      {view.confirming ? (
        <SubscribeConfirm view={view} />
      ) : (
        <div className="pd-actions">
          <button
            type="submit"
            className="wl-action wl-action--primary"
            disabled={view.sending}
            data-testid="subscribe-submit"
          >
            {intl.formatMessage(m.subscribe)}
          </button>
        </div>
      )}
    </form>
  );
}

/**
 * One project's detail (kit-free, both form factors): its figures, window and countdown, rules,
 * and for an open one the subscribe form, or for a visitor the way to log in.
 */
export function ProjectDetail({
  view,
  loginLink,
}: {
  view: SubscriptionView;
  loginLink: (label: string) => ReactNode;
}) {
  const intl = useIntl();
  const row = view.shown;
  return (
    <Loaded view={view}>
      {row === null ? (
        <p className="wl-muted wl-state">{intl.formatMessage(m.notFound)}</p>
      ) : (
        <section className="wl-card pd-card" data-testid="project-detail" data-project={row.project.id}>
          <h3 className="pd-name">{`${row.project.name} · ${row.project.coin}`}</h3>
          <ProjectState row={row} />
          <dl className="pd-figures">
            <Figure label={intl.formatMessage(m.price)} value={row.price} testId="project-price" />
            <Figure label={intl.formatMessage(m.supply)} value={row.supply} testId="project-supply" />
            <Figure label={intl.formatMessage(m.limits)} value={row.limits} testId="project-limits" />
            <Figure label={intl.formatMessage(m.committed)} value={row.committed} />
            <Figure label={intl.formatMessage(m.window)} value={row.window} />
          </dl>
          <h4>{intl.formatMessage(m.rules)}</h4>
          <p className="wl-muted" data-testid="project-rules">
            {row.project.rules}
          </p>
          {row.open &&
            (view.signedIn ? (
              <SubscribeForm view={view} />
            ) : (
              loginLink(intl.formatMessage(m.loginToSubscribe))
            ))}
        </section>
      )}
    </Loaded>
  );
}
