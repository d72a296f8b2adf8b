import { Form, type FormProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import { PageHeader } from '../../layout/page-header';
import { SubmitButton } from './auth-fields';
import './login.css';

interface Props<V> {
  title: string;
  backTo: string;
  form: FormProps['form'];
  onFinish(values: V): void;
  submitLabel: string;
  busy: boolean;
  children: ReactNode;
  /** Links below the form (to log in, to register ...). */
  after?: ReactNode;
}

/** The phone's account-form screens (register, forgot and change password): header, form, submit. */
export function AuthFormPage<V>({
  title,
  backTo,
  form,
  onFinish,
  submitLabel,
  busy,
  children,
  after,
}: Props<V>) {
  return (
    <>
      <PageHeader title={title} backTo={backTo} />
      <div className="m-page">
        <Form
          form={form}
          className="m-auth-form"
          layout="vertical"
          onFinish={onFinish}
          footer={<SubmitButton busy={busy}>{submitLabel}</SubmitButton>}
        >
          {children}
        </Form>
        {after}
      </div>
    </>
  );
}
