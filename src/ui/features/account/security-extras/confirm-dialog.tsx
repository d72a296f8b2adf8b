import { useEffect, useRef } from 'react';

interface Props {
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  confirm(): void;
  cancel(): void;
}

/**
 * A modal question (the platform's own <dialog>: focus kept inside, Escape cancels), shown
 * while the form machine waits for the user's yes.
 */
export function ConfirmDialog({ text, confirmLabel, cancelLabel, busy, confirm, cancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="sec-dialog"
      aria-labelledby="sec-dialog-text"
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
      data-testid="sessions-confirm"
    >
      <p id="sec-dialog-text">{text}</p>
      <div className="sec-actions">
        <button
          type="button"
          className="kyc-button kyc-button--primary"
          disabled={busy}
          onClick={confirm}
          data-testid="sessions-confirm-yes"
        >
          {confirmLabel}
        </button>
        <button type="button" className="kyc-button" onClick={cancel}>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
