import CircularProgress from '@mui/material/CircularProgress';
import { styled, type CSSObject, type SxProps, type Theme } from '@mui/material/styles';
import { forwardPropsExcept } from './forward-props';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';

// MUI's Button look on plain elements: MUI's own, with its ripple, weighs on every page.

export type ButtonVariant = 'contained' | 'outlined' | 'text';
type ButtonColor = 'primary' | 'error' | 'inherit';
type ButtonSize = 'small' | 'medium' | 'large';

interface Look {
  variant?: ButtonVariant;
  color?: ButtonColor;
  size?: ButtonSize;
}

const FONT_SIZE: Record<ButtonSize, string> = {
  small: '0.8125rem',
  medium: '0.875rem',
  large: '0.9375rem',
};

/** Vertical and horizontal padding (px) of a text button; the others add to it. */
const PADDING: Record<ButtonSize, [number, number]> = {
  small: [4, 5],
  medium: [6, 8],
  large: [8, 11],
};

function lookStyles(theme: Theme, { variant = 'text', color = 'primary', size = 'medium' }: Look) {
  // The scheme's CSS variables, so that the look follows light and dark.
  const palette = (theme.vars ?? theme).palette;
  const main = color === 'inherit' ? 'currentColor' : palette[color].main;
  const hover =
    color === 'inherit'
      ? theme.alpha(palette.text.primary, palette.action.hoverOpacity)
      : theme.alpha(palette[color].main, palette.action.hoverOpacity);
  const [vertical, horizontal] = PADDING[size];
  const styles: CSSObject = {
    ...theme.typography.button,
    fontSize: FONT_SIZE[size],
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing(1),
    boxSizing: 'border-box',
    minWidth: 64,
    margin: 0,
    borderRadius: theme.shape.borderRadius,
    border: '1px solid transparent',
    padding: `${vertical - 1}px ${horizontal - 1}px`,
    color: main,
    backgroundColor: 'transparent',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    transition: theme.transitions.create(['background-color', 'border-color', 'color'], {
      duration: theme.transitions.duration.short,
    }),
    '&:hover': { backgroundColor: hover },
    '&:focus-visible': {
      ...theme.mixins.focusRing,
      ...(color === 'inherit' ? { outlineColor: 'currentColor' } : {}),
    },
    '&:disabled, &[aria-disabled="true"]': {
      color: palette.action.disabled,
      cursor: 'default',
      pointerEvents: 'none',
    },
  };
  if (variant === 'outlined') {
    styles.padding = `${vertical - 1}px ${horizontal + 6}px`;
    styles.borderColor = color === 'inherit' ? 'currentColor' : theme.alpha(main, 0.5);
    styles['&:hover'] = { backgroundColor: hover, borderColor: main };
    styles['&:disabled, &[aria-disabled="true"]'] = {
      ...(styles['&:disabled, &[aria-disabled="true"]'] as CSSObject),
      borderColor: palette.action.disabledBackground,
    };
  }
  if (variant === 'contained' && color !== 'inherit') {
    styles.padding = `${vertical - 1}px ${horizontal + 7}px`;
    styles.color = palette[color].contrastText;
    styles.backgroundColor = main;
    styles['&:hover'] = { backgroundColor: palette[color].dark };
    styles['&:disabled, &[aria-disabled="true"]'] = {
      ...(styles['&:disabled, &[aria-disabled="true"]'] as CSSObject),
      backgroundColor: palette.action.disabledBackground,
    };
  }
  return styles;
}

const forwardProp = forwardPropsExcept('variant', 'color', 'size');

const ButtonRoot = styled('button', { shouldForwardProp: forwardProp })<Look>(
  ({ theme, ...look }) => lookStyles(theme, look),
);

const LinkRoot = styled(RouterLink, { shouldForwardProp: forwardProp })<Look>(
  ({ theme, ...look }) => lookStyles(theme, look),
);

export interface ButtonProps extends Look, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  /** Busy: a spinner before the label, and the button disabled until it is done. */
  loading?: boolean;
  sx?: SxProps<Theme>;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

export function Button({ loading, disabled, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <ButtonRoot {...rest} type={type} disabled={disabled || loading}>
      {loading ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : null}
      {children}
    </ButtonRoot>
  );
}

export interface ButtonLinkProps extends Look, Omit<LinkProps, 'color'> {
  sx?: SxProps<Theme>;
}

/** A link to a page of the app, drawn as a button ("Create a schedule", "Cancel"). */
export function ButtonLink(props: ButtonLinkProps) {
  return <LinkRoot {...props} />;
}
