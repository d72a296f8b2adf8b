import { List } from 'antd-mobile';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { selectLocale } from '../../../../application/preferences/language.selectors';
import { LanguageActor } from '../../../app/language-actor';
import { circle, LineIcon } from '../../layout/line-icon';
import { commonMessages, languageNames } from '../../shared/common-messages';
import { pageTitles } from '../../shared/page-titles';
import { useSoonToast } from '../../shared/use-soon-toast';

const messages = defineMessages({
  heading: { id: 'mobile.my.settings', defaultMessage: 'Settings' },
});

const ICONS = {
  language: `${circle(12, 12, 9)}M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9`,
  security: 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6zM9 12l2 2 4-4',
  verify: `M3 5h18v14H3z${circle(9, 11, 2.2)}M5.5 16.5c.6-1.6 1.9-2.5 3.5-2.5s2.9.9 3.5 2.5M15 10h3.5M15 13.5h3.5`,
  records: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  about: `${circle(12, 12, 9)}M12 11v6M12 7.5v.01`,
} as const;

/** The settings entries of My; the personal ones ask for a session through the route guard. */
export function SettingsList() {
  const intl = useIntl();
  const locale = LanguageActor.useSelector(selectLocale);
  const soon = useSoonToast();
  const about = intl.formatMessage(pageTitles.about);

  const linkItem = (key: Exclude<keyof typeof ICONS, 'about'>, to: string, label: string, extra?: string) => (
    <List.Item key={key} prefix={<LineIcon d={ICONS[key]} size={20} />} extra={extra} arrowIcon>
      <Link to={to} className="m-stretched-link" data-testid={`my-${key}`}>
        {label}
      </Link>
    </List.Item>
  );

  return (
    <section aria-labelledby="my-settings">
      <h2 id="my-settings" className="m-section-title">
        {intl.formatMessage(messages.heading)}
      </h2>
      <List className="m-list">
        {linkItem(
          'language',
          '/language',
          intl.formatMessage(commonMessages.language),
          intl.formatMessage(languageNames[locale]),
        )}
        {linkItem('security', '/setting/safty', intl.formatMessage(pageTitles.security))}
        {linkItem('verify', '/setting/verify?type=2', intl.formatMessage(pageTitles.verify))}
        {linkItem('records', '/account/trade?type=4', intl.formatMessage(pageTitles.records))}
        <List.Item prefix={<LineIcon d={ICONS.about} size={20} />} arrowIcon>
          <button
            type="button"
            className="m-stretched-link m-plain-button"
            data-testid="my-about"
            onClick={() => soon(about)}
          >
            {about}
          </button>
        </List.Item>
      </List>
    </section>
  );
}
