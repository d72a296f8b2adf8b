import { List } from 'antd-mobile';
import { defineMessages, useIntl } from 'react-intl';
import { selectLocale } from '../../../../application/preferences/language.selectors';
import { commandForLocale, LOCALES } from '../../../../domain/locale/locale';
import { useLanguageRef, useLanguageSelector } from '../../../shared/language-actor';
import { CheckIcon } from '../../layout/line-icon';
import { PageHeader } from '../../layout/page-header';
import { commonMessages, languageNames } from '../../../shared/common.messages';

const messages = defineMessages({
  hint: { id: 'mobile.language.hint', defaultMessage: 'Choose the language of the app.' },
});

/** The language switch: a choice applies at once and is kept for the next visit. */
export function LanguagePage() {
  const intl = useIntl();
  const current = useLanguageSelector(selectLocale);
  const { send } = useLanguageRef();
  const title = intl.formatMessage(commonMessages.languageLabel);
  return (
    <>
      <PageHeader title={title} backTo="/my" />
      <div className="m-page">
        <p className="m-muted m-page__intro">{intl.formatMessage(messages.hint)}</p>
        <div role="radiogroup" aria-label={title}>
          <List className="m-list m-lang-list">
            {LOCALES.map((locale) => {
              const checked = locale === current;
              return (
                <List.Item key={locale} extra={checked ? <CheckIcon /> : undefined}>
                  <button
                    type="button"
                    role="radio"
                    aria-checked={checked}
                    lang={locale}
                    className="m-stretched-link m-plain-button"
                    data-testid={`language-option-${locale}`}
                    onClick={() => send({ type: 'language.choose', command: commandForLocale(locale) })}
                  >
                    {intl.formatMessage(languageNames[locale])}
                  </button>
                </List.Item>
              );
            })}
          </List>
        </div>
      </div>
    </>
  );
}
