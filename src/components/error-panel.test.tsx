import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/http/api-error';
import { ErrorPanel } from './error-panel';

describe('ErrorPanel', () => {
  it('gives the service’s retry advice once, then the next step', () => {
    const error = new ApiError('server', {
      status: 500,
      message: 'An unexpected error occurred. Please retry in a few minutes.',
    });
    render(<ErrorPanel error={error} onRetry={() => {}} />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The service had a problem');
    expect(alert).toHaveTextContent(
      /An unexpected error occurred\. Please retry in a few minutes\. If it keeps happening, contact support\./,
    );
    expect(alert).not.toHaveTextContent(/Try again in a few minutes/);
  });

  it('ends the service’s message with a full stop before the advice', () => {
    const error = new ApiError('forbidden', {
      status: 403,
      message: 'Not authorized: the viewer account can only read schedules',
    });
    render(<ErrorPanel error={error} />);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'the viewer account can only read schedules. Ask an administrator of this site for access',
    );
  });
});
