import { App, Button, Popconfirm, Result, Skeleton, Table } from 'antd';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { AddressFormFields } from '../../../features/withdraw/address-book/address-form-fields';
import { type AddressRow, useAddressBook } from '../../../features/withdraw/address-book/use-address-book';
import { addressMessages, deleteConfirmText } from '../../../features/withdraw/withdraw.messages';
import '../../../features/withdraw/withdraw.css';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { PageHeader } from '../shared/page-header';
import './withdraw.css';
import { quietLoading } from '../shared/quiet-loading';

/** /pc/setting/address: the withdrawal address book, with each new address's cool-down. */
export function AddressBookPage({ route, group }: DesktopPageProps) {
  const t = useIntl().formatMessage;
  const { message } = App.useApp();
  const success = useCallback(
    (content: string) => void message.open({ type: 'success', content, duration: 2 }),
    [message],
  );
  const book = useAddressBook({ success });

  const columns = [
    { title: t(addressMessages.label), dataIndex: 'label', key: 'label' },
    { title: t(addressMessages.coin), dataIndex: 'coin', key: 'coin' },
    { title: t(addressMessages.network), dataIndex: 'network', key: 'network' },
    {
      title: t(addressMessages.address),
      dataIndex: 'address',
      key: 'address',
      render: (address: string) => <span className="wd-address">{address}</span>,
    },
    {
      title: t(addressMessages.status),
      key: 'status',
      render: (_: unknown, row: AddressRow) => (
        <span className={row.usable ? 'wd-status--ready' : 'wd-status--locked'}>{row.status}</span>
      ),
    },
    {
      title: t(addressMessages.actions),
      key: 'actions',
      render: (_: unknown, row: AddressRow) => (
        <span className="dt-wd__actions">
          <Button size="small" onClick={() => book.startEdit(row)}>
            {t(addressMessages.edit)}
          </Button>
          <Popconfirm
            title={t(deleteConfirmText, { label: row.label })}
            okText={t(addressMessages.delete)}
            cancelText={t(addressMessages.cancel)}
            onConfirm={() => book.remove(row.id)}
          >
            <Button size="small" danger>
              {t(addressMessages.delete)}
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
              aria-label={t(book.form.id ? addressMessages.editTitle : addressMessages.add)}
              onSubmit={(event) => {
                event.preventDefault();
                book.submit();
              }}
            >
              <h2 className="dt-wd__heading">
                {t(book.form.id ? addressMessages.editTitle : addressMessages.add)}
              </h2>
              <AddressFormFields form={book.form} change={book.change} idPrefix="dt-address" />
              {book.lookalikeWarning && (
                <p className="wd-warning" role="alert" data-testid="lookalike-warning">
                  {book.lookalikeWarning}
                </p>
              )}
              {book.refusal && (
                <p className="wd-error" role="alert">
                  {book.refusal}
                </p>
              )}
              <div className="dt-wd__buttons">
                <Button htmlType="button" onClick={book.cancel}>
                  {t(addressMessages.cancel)}
                </Button>
                <Button htmlType="submit" type="primary" loading={quietLoading(book.saving)}>
                  {t(addressMessages.save)}
                </Button>
              </div>
            </form>
          ) : (
            <Button type="primary" onClick={book.startAdd}>
              {t(addressMessages.add)}
            </Button>
          )}
          <p className="wd-note">{t(addressMessages.cooldownNote)}</p>
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
              {`${t(addressMessages.loadFailed)}. ${book.failure ?? ''} `}
              <Button size="small" onClick={book.reload}>
                {t(addressMessages.retry)}
              </Button>
            </p>
          )}
          {book.loading ? (
            <Skeleton active paragraph={{ rows: 4 }} />
          ) : book.failed && book.rows.length === 0 ? (
            <Result
              status="warning"
              title={t(addressMessages.loadFailed)}
              subTitle={book.failure}
              extra={<Button onClick={book.reload}>{t(addressMessages.retry)}</Button>}
            />
          ) : (
            <Table<AddressRow>
              rowKey="id"
              columns={columns}
              dataSource={book.rows}
              pagination={false}
              locale={{ emptyText: <p className="wd-empty">{t(addressMessages.empty)}</p> }}
              onRow={() => ({ 'data-testid': 'address-row' }) as React.HTMLAttributes<HTMLElement>}
            />
          )}
        </section>
      </div>
    </>
  );
}
