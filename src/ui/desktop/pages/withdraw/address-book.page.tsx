import { Button, Popconfirm, Result, Skeleton, Table } from 'antd';
import { useIntl } from 'react-intl';
import { AddressFormFields } from '../../../features/withdraw/address-book/address-form-fields';
import { type AddressRow, useAddressBook } from '../../../features/withdraw/address-book/use-address-book';
import {
  addressBookMessages as messages,
  deleteConfirmText,
} from '../../../features/withdraw/address-book/address-book.messages';
import '../../../features/withdraw/withdraw.css';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { PageHeader } from '../shared/page-header';
import './withdraw.css';
import { quietLoading } from '../shared/quiet-loading';

/** /pc/setting/address: the withdrawal address book, with each new address's cool-down. */
export function AddressBookPage({ route, group }: DesktopPageProps) {
  const t = useIntl().formatMessage;
  const book = useAddressBook();

  const columns = [
    { title: t(messages.label), dataIndex: 'label', key: 'label' },
    { title: t(messages.coin), dataIndex: 'coin', key: 'coin' },
    { title: t(messages.network), dataIndex: 'network', key: 'network' },
    {
      title: t(messages.address),
      dataIndex: 'address',
      key: 'address',
      render: (address: string) => <span className="wd-address">{address}</span>,
    },
    {
      title: t(messages.status),
      key: 'status',
      render: (_: unknown, row: AddressRow) => (
        <span className={row.usable ? 'wd-status--ready' : 'wd-status--locked'}>{row.status}</span>
      ),
    },
    {
      title: t(messages.actions),
      key: 'actions',
      render: (_: unknown, row: AddressRow) => (
        <span className="dt-wd__actions">
          <Button size="small" onClick={() => book.startEdit(row)}>
            {t(messages.edit)}
          </Button>
          <Popconfirm
            title={t(deleteConfirmText, { label: row.label })}
            okText={t(messages.delete)}
            cancelText={t(messages.cancel)}
            onConfirm={() => book.remove(row.id)}
          >
            <Button size="small" danger>
              {t(messages.delete)}
            </Button>
          </Popconfirm>
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader route={route} group={group} />
      <div className="dt-container dt-page-body dt-wd">
        <section className="dt-panel dt-wd__form-panel">
          {book.form ? (
            <form
              aria-label={t(book.form.id ? messages.editTitle : messages.add)}
              onSubmit={(event) => {
                event.preventDefault();
                book.submit();
              }}
            >
              <h2 className="dt-wd__heading">{t(book.form.id ? messages.editTitle : messages.add)}</h2>
              <AddressFormFields book={book} form={book.form} idPrefix="dt-address" />
              <div className="dt-wd__buttons">
                <Button htmlType="button" onClick={book.cancel}>
                  {t(messages.cancel)}
                </Button>
                <Button htmlType="submit" type="primary" loading={quietLoading(book.saving)}>
                  {t(messages.save)}
                </Button>
              </div>
            </form>
          ) : (
            <Button type="primary" onClick={book.startAdd}>
              {t(messages.add)}
            </Button>
          )}
          <p className="wd-note">{t(messages.cooldownNote)}</p>
        </section>
        <section className="dt-panel">
          {book.removeFailure && (
            <p className="wd-error" role="alert">
              {book.removeFailure}
            </p>
          )}
          {book.failed && book.rows.length > 0 && (
            // A failed reload keeps the rows shown: say so above them.
            <p className="wd-error" role="alert">
              {`${t(messages.loadFailed)}. ${book.failure ?? ''} `}
              <Button size="small" onClick={book.reload}>
                {t(messages.retry)}
              </Button>
            </p>
          )}
          {book.loading ? (
            <Skeleton active paragraph={{ rows: 4 }} />
          ) : book.failed && book.rows.length === 0 ? (
            <Result
              status="warning"
              title={t(messages.loadFailed)}
              subTitle={book.failure}
              extra={<Button onClick={book.reload}>{t(messages.retry)}</Button>}
            />
          ) : (
            <Table<AddressRow>
              rowKey="id"
              columns={columns}
              dataSource={book.rows}
              pagination={false}
              locale={{ emptyText: <p className="wd-empty">{t(messages.empty)}</p> }}
              onRow={() => ({ 'data-testid': 'address-row' }) as React.HTMLAttributes<HTMLElement>}
            />
          )}
        </section>
      </div>
    </>
  );
}
