import { Button, Dialog, ErrorBlock, List, Skeleton } from 'antd-mobile';
import { useIntl } from 'react-intl';
import { AddressFormFields } from '../../../features/withdraw/address-book/address-form-fields';
import { useAddressBook } from '../../../features/withdraw/address-book/use-address-book';
import {
  addressBookMessages as messages,
  deleteConfirmText,
} from '../../../features/withdraw/address-book/address-book.messages';
import '../../../features/withdraw/withdraw.css';
import { PageHeader } from '../../layout/page-header';
import './withdraw.css';

/** setting/address: the withdrawal address book, with each new address's cool-down. */
export function AddressBookPage() {
  const t = useIntl().formatMessage;
  const book = useAddressBook();

  const confirmDelete = async (id: string, label: string) => {
    const yes = await Dialog.confirm({
      content: t(deleteConfirmText, { label }),
      confirmText: t(messages.delete),
      cancelText: t(messages.cancel),
    });
    if (yes) book.remove(id);
  };

  return (
    <>
      <PageHeader title={t(messages.title)} backTo="/my" />
      <div className="m-page m-wd">
        <p className="wd-note">{t(messages.cooldownNote)}</p>
        {book.form ? (
          <form
            className="m-wd__form"
            aria-label={t(book.form.id ? messages.editTitle : messages.add)}
            onSubmit={(event) => {
              event.preventDefault();
              book.submit();
            }}
          >
            <h2 className="m-wd__heading">{t(book.form.id ? messages.editTitle : messages.add)}</h2>
            <AddressFormFields book={book} form={book.form} idPrefix="m-address" />
            <div className="m-wd__buttons">
              <Button type="button" fill="outline" onClick={book.cancel}>
                {t(messages.cancel)}
              </Button>
              <Button type="submit" color="primary" loading={book.saving}>
                {t(messages.save)}
              </Button>
            </div>
          </form>
        ) : (
          <Button block color="primary" onClick={book.startAdd}>
            {t(messages.add)}
          </Button>
        )}
        {book.removeFailure && (
          <p className="wd-error" role="alert">
            {book.removeFailure}
          </p>
        )}
        {book.loading && <Skeleton.Paragraph lineCount={4} animated />}
        {book.failed && (
          <ErrorBlock status="default" title={t(messages.loadFailed)} description={book.failure ?? ''}>
            <Button onClick={book.reload}>{t(messages.retry)}</Button>
          </ErrorBlock>
        )}
        {!book.loading && !book.failed && book.rows.length === 0 && (
          <p className="m-wd__empty">{t(messages.empty)}</p>
        )}
        {book.rows.length > 0 && (
          <List className="m-wd__list" aria-label={t(messages.title)}>
            {book.rows.map((row) => (
              <List.Item
                key={row.id}
                data-testid="address-row"
                description={
                  <>
                    <span className="wd-address">{row.address}</span>
                    <br />
                    <span className={row.usable ? 'wd-status--ready' : 'wd-status--locked'}>
                      {row.status}
                    </span>
                  </>
                }
                extra={
                  <span className="m-wd__row-actions">
                    <Button size="mini" onClick={() => book.startEdit(row)}>
                      {t(messages.edit)}
                    </Button>
                    <Button
                      size="mini"
                      color="danger"
                      fill="outline"
                      onClick={() => void confirmDelete(row.id, row.label)}
                    >
                      {t(messages.delete)}
                    </Button>
                  </span>
                }
              >
                {row.label} · {row.coin} · {row.network}
              </List.Item>
            ))}
          </List>
        )}
      </div>
    </>
  );
}
