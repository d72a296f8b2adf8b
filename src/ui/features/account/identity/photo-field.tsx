import { useIntl } from 'react-intl';
import type { IdentityPhoto } from '../../../../domain/account/identity-form';
import { PHOTO_TYPES, type PhotoSide } from '../../../../domain/account/identity-photo';
import { identityMessages as messages, identityTexts } from './identity.messages';

interface Props {
  side: PhotoSide;
  label: string;
  photo: IdentityPhoto | null;
  invalid: boolean;
  preparing: boolean;
  choose(side: PhotoSide, file: File): void;
}

/** One side of the ID: a file picker (the camera on a phone) and the preview of what is sent. */
export function PhotoField({ side, label, photo, invalid, preparing, choose }: Props) {
  const t = useIntl().formatMessage;
  const id = `kyc-photo-${side}`;
  return (
    <div className={`kyc-photo${invalid ? ' kyc-photo--invalid' : ''}`} data-testid={`kyc-photo-${side}`}>
      <span className="kyc-photo__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="kyc-photo__frame">
        {photo ? (
          <img
            className="kyc-photo__preview"
            src={photo.dataUrl}
            alt={t(identityTexts.preview, { side: label })}
            data-testid={`kyc-preview-${side}`}
          />
        ) : (
          <span className="kyc-photo__empty" aria-hidden="true">
            ID
          </span>
        )}
      </div>
      <label className="kyc-button kyc-photo__pick" htmlFor={id} aria-busy={preparing}>
        {t(preparing ? messages.preparing : photo ? messages.replace : messages.choose)}
      </label>
      <input
        id={id}
        className="kyc-photo__input"
        type="file"
        accept={PHOTO_TYPES.join(',')}
        aria-labelledby={`${id}-label`}
        aria-invalid={invalid}
        data-testid={`kyc-file-${side}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file chosen again after a refusal must fire again.
          event.target.value = '';
          if (file) choose(side, file);
        }}
      />
    </div>
  );
}
