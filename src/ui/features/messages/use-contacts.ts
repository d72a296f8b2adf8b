import { useActorRef, useSelector } from '@xstate/react';
import {
  selectQueryData,
  selectQueryError,
  selectQueryLoading,
} from '../../../application/shared/query.selectors';
import type { CustomerLinks } from '../../../domain/user/user';
import { useFailureText } from '../../shared/failure-text';
import { useServices } from '../../shared/services-context';

const selectLinks = selectQueryData<CustomerLinks>;
const selectError = selectQueryError<CustomerLinks>;
const selectLoading = selectQueryLoading<CustomerLinks>;

/** The contact channels of the About pages (/paramter/getCustomer), loaded as the page opens. */
export function useContacts() {
  const contacts = useActorRef(useServices().messages.contacts);
  return {
    links: useSelector(contacts, selectLinks),
    loading: useSelector(contacts, selectLoading),
    error: useFailureText()(useSelector(contacts, selectError)),
    retry: () => contacts.send({ type: 'reload' }),
  };
}
