import { List } from 'antd-mobile';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { selectLocale } from '../../../../application/preferences/language.selectors';
import { useLanguageSelector } from '../../../shared/language-actor';
import { LineIcon } from '../../layout/line-icon';
import { commonMessages, languageNames } from '../../../shared/common.messages';
import { pageTitles } from '../../shared/page-titles';
import { MY_ICONS as ICONS } from './my-icons';
import { marketMessages } from '../../../features/market/overview/market.messages';
import { UpColourChoice } from '../../../features/market/preferences/up-colour-choice';
import { helpMessages } from '../../../features/messages/messages.messages';

const messages = defineMessages({
  heading: { id: 'mobile.my.settings', defaultMessage: 'Settings' },
});

/** The settings entries of My; the personal ones are in AccountEntries, for signed-in users. */
export function SettingsList() {
  const intl = useIntl();
  const locale = useLanguageSelector(selectLocale);
  const about = intl.formatMessage(pageTitles.about);

  return (
    <section aria-labelledby="my-settings">
      <h2 id="my-settings" className="m-section-title">
        {intl.formatMessage(messages.heading)}
      </h2>
      <List className="m-list">
        <List.Item
          prefix={<LineIcon d={ICONS.language} size={20} />}
          extra={intl.formatMessage(languageNames[locale])}
          arrowIcon
        >
          <Link to="/language" className="m-stretched-link" data-testid="my-language">
            {intl.formatMessage(commonMessages.languageLabel)}
          </Link>
        </List.Item>
        <List.Item
          prefix={<LineIcon d={ICONS.colour} size={20} />}
          extra={<UpColourChoice id="my-up-colour" />}
        >
          <span id="my-up-colour">{intl.formatMessage(marketMessages.upColour)}</span>
        </List.Item>
        <List.Item prefix={<LineIcon d={ICONS.help} size={20} />} arrowIcon>
          <Link to="/help" className="m-stretched-link" data-testid="my-help">
            {intl.formatMessage(helpMessages.title)}
          </Link>
        </List.Item>
        <List.Item prefix={<LineIcon d={ICONS.about} size={20} />} arrowIcon>
          <Link to="/about" className="m-stretched-link" data-testid="my-about">
            {about}
          </Link>
        </List.Item>
      </List>
    </section>
  );
}
