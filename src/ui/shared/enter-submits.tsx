import type { FormEvent, ReactNode } from 'react';

/**
 * A form around a screen's fields so that Enter in any of them does what its submit button
 * does, as traders expect of an order entry. It draws nothing of its own (its box is its
 * children's), and the browser's checks stay off: the form's machine judges the values. Its
 * button is `type="submit"` without an onClick, so a press and an Enter are one path.
 */
export function EnterSubmits({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="enter-submits" noValidate onSubmit={submit}>
      {children}
    </form>
  );
}
