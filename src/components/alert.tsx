import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { forwardPropsExcept } from './forward-props';
import type { HTMLAttributes, ReactNode } from 'react';

// MUI's Alert look on plain elements: MUI's own brings IconButton and ButtonBase to every page.

type AlertSeverity = 'success' | 'info' | 'warning' | 'error';

const ICONS: Record<AlertSeverity, string> = {
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
};

const CLOSE =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

const Root = styled('div', { shouldForwardProp: forwardPropsExcept('severity') })<{
  severity: AlertSeverity;
}>(({ theme, severity }) => ({
  ...theme.typography.body2,
  display: 'flex',
  padding: '6px 16px',
  borderRadius: theme.shape.borderRadius,
  '&[data-square]': { borderRadius: 0 },
  // MUI's own Alert colours, which its CSS-variables theme gives each scheme.
  color: theme.vars?.palette.Alert[`${severity}Color`],
  backgroundColor: theme.vars?.palette.Alert[`${severity}StandardBg`],
  '& .alert__icon': {
    display: 'flex',
    padding: '7px 0',
    marginRight: 12,
    fontSize: 22,
    opacity: 0.9,
    color: (theme.vars ?? theme).palette[severity].main,
  },
  '& .alert__icon svg': { width: '1em', height: '1em', fill: 'currentColor' },
  '& .alert__message': { padding: '8px 0', minWidth: 0, overflow: 'auto' },
  '& .alert__action': {
    display: 'flex',
    alignItems: 'flex-start',
    padding: '4px 0 0 16px',
    marginLeft: 'auto',
    marginRight: -8,
  },
  '& .alert__close': {
    display: 'inline-flex',
    padding: 5,
    border: 0,
    borderRadius: '50%',
    color: 'inherit',
    background: 'none',
    cursor: 'pointer',
    '&:hover': { backgroundColor: (theme.vars ?? theme).palette.hoverOnTint },
    '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 1 },
    '& svg': { width: 20, height: 20, fill: 'currentColor' },
  },
}));

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'color'> {
  severity?: AlertSeverity;
  action?: ReactNode;
  onClose?: () => void;
  /** No rounded corners: a banner across the page. */
  square?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

export function Alert({
  severity = 'success',
  action,
  onClose,
  role = 'alert',
  square,
  children,
  ...rest
}: AlertProps) {
  return (
    <Root {...rest} role={role} severity={severity} data-square={square || undefined}>
      <div className="alert__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false">
          <path d={ICONS[severity]} />
        </svg>
      </div>
      <div className="alert__message">{children}</div>
      {action || onClose ? (
        <div className="alert__action">
          {action}
          {onClose ? (
            <button type="button" className="alert__close" aria-label="Close" onClick={onClose}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={CLOSE} />
              </svg>
            </button>
          ) : null}
        </div>
      ) : null}
    </Root>
  );
}

export const AlertTitle = styled('div')(({ theme }) => ({
  ...theme.typography.body1,
  fontWeight: theme.typography.fontWeightMedium,
  marginTop: -2,
  marginBottom: '0.35em',
}));
