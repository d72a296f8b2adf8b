import { Button } from 'antd';
import type { ReactNode } from 'react';

/**
 * A form's submit button that shows progress while sending. antd's own loading icon keeps
 * its aria-label after loading ends ("loading Log in"), so ours is hidden from the
 * accessible name: the button is named by its text alone.
 */
export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Button
      type="primary"
      htmlType="submit"
      size="large"
      block
      loading={loading && { icon: <span className="dt-btn-spinner" aria-hidden="true" /> }}
      disabled={loading}
    >
      {children}
    </Button>
  );
}
