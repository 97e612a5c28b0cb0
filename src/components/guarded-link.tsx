import { styled, type SxProps, type Theme } from '@mui/material/styles';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate, type LinkProps } from 'react-router';
import { useLeaveGuard } from '#src/lib/forms/leave-guard';
import { forwardPropsExcept } from './forward-props';

// A link that asks first when a form has unsaved changes (src/lib/forms/leave-guard.tsx).

type LinkTone = 'primary' | 'inherit';

const LinkRoot = styled(RouterLink, { shouldForwardProp: forwardPropsExcept('tone') })<{
  tone: LinkTone;
}>(({ theme, tone }) => ({
  color: tone === 'inherit' ? 'inherit' : (theme.vars ?? theme).palette.primary.main,
  textDecoration: tone === 'inherit' ? 'none' : 'underline',
  textDecorationColor:
    tone === 'inherit'
      ? 'currentColor'
      : theme.alpha((theme.vars ?? theme).palette.primary.main, 0.4),
  '&:hover': { textDecoration: 'underline', textDecorationColor: 'currentColor' },
  // On a coloured bar the theme's primary outline would not show.
  ...(tone === 'inherit' ? { '&:focus-visible': { outline: '3px solid currentColor' } } : {}),
}));

interface GuardedLinkProps extends Omit<LinkProps, 'color'> {
  /** `inherit`: the surrounding colour, underlined on hover only. */
  tone?: LinkTone;
  sx?: SxProps<Theme>;
}

/** A click the browser should handle itself: a new tab or window, a download. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (!!target && target !== '_self')
  );
}

export function GuardedLink({ tone = 'primary', onClick, ...props }: GuardedLinkProps) {
  const navigate = useNavigate();
  const leaveGuard = useLeaveGuard();
  const { to, replace, state, target } = props;

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event, target) || !leaveGuard.isGuarding()) {
      return;
    }
    event.preventDefault();
    leaveGuard.ask(() => void navigate(to, { replace, state }));
  }

  return <LinkRoot {...props} tone={tone} onClick={handleClick} />;
}
