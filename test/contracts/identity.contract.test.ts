import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE_SETTINGS } from '../../src/adapters/demo/engine';
import {
  IDENTITY_LOCKED,
  IDENTITY_UNDER_REVIEW,
  NAME_REJECTED,
  PHOTO_NOT_ACCEPTED,
} from '../../src/adapters/demo/engine/parts/identity/identity-reviews';
import { IdentityProblem, type IdentitySubmission } from '../../src/domain/account/identity-form';
import { IdentityStatus } from '../../src/domain/user/identity';
import { signUp } from '../support/fixtures/backend-accounts';
import type { ContractBackend } from '../support/fixtures/backend';
import { BACKENDS } from '../support/fixtures/backends';
import { BACK_PHOTO, FRONT_PHOTO } from '../support/fixtures/id-photos';

const { identityReviewMs } = DEFAULT_ENGINE_SETTINGS;

const request = (over: Partial<IdentitySubmission> = {}): IdentitySubmission => ({
  realName: 'Ada Lovelace',
  idCard: 'X1234567',
  idCardPhotoPositive: FRONT_PHOTO,
  idCardPhotoReverseSide: BACK_PHOTO,
  ...over,
});
const refusal = (message: string) => ({ failure: { kind: 'business', message } });

describe.each(BACKENDS)('IdentityGateway contract (%s)', (_name, create) => {
  let backend: ContractBackend;
  let session: { userId: string; token: string };
  const profile = () => backend.gateways.user.profile(session);
  const submit = (over: Partial<IdentitySubmission> = {}) => backend.gateways.identity.submit(request(over));

  beforeEach(async () => {
    backend = await create();
    session = await signUp(backend, 'kyc@example.com', false);
  });
  afterEach(() => backend.close());

  it('starts not authenticated, reviews a submission on the clock, then keeps it unchangeable', async () => {
    expect((await profile()).authen).toBe(IdentityStatus.none);
    await submit();
    expect(await profile()).toMatchObject({
      authen: IdentityStatus.reviewing,
      realName: 'Ada Lovelace',
      idCard: 'X1234567',
    });
    await expect(submit()).rejects.toMatchObject(refusal(IDENTITY_UNDER_REVIEW));
    backend.clock.advance(identityReviewMs);
    expect(await profile()).toMatchObject({ authen: IdentityStatus.verified, remark: '' });
    await expect(submit({ realName: 'Someone Else' })).rejects.toMatchObject(refusal(IDENTITY_LOCKED));
    expect((await profile()).realName).toBe('Ada Lovelace');
  });

  it('rejects a blank-looking name with its remark, and takes the corrected submission', async () => {
    await submit({ realName: '...' });
    backend.clock.advance(identityReviewMs);
    expect(await profile()).toMatchObject({ authen: IdentityStatus.rejected, remark: NAME_REJECTED });
    await submit();
    expect(await profile()).toMatchObject({ authen: IdentityStatus.reviewing, remark: '' });
  });

  it('refuses with the SPEC texts and changes nothing', async () => {
    await expect(submit({ idCard: '12' })).rejects.toMatchObject(refusal(IdentityProblem.idNumber));
    await expect(submit({ idCardPhotoReverseSide: '' })).rejects.toMatchObject(
      refusal(IdentityProblem.photos),
    );
    await expect(submit({ idCardPhotoPositive: 'data:text/plain;base64,aGk=' })).rejects.toMatchObject(
      refusal(PHOTO_NOT_ACCEPTED),
    );
    expect((await profile()).authen).toBe(IdentityStatus.none);
  });
});
