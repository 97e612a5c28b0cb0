import { styled } from '@mui/material/styles';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

// A modal question on <dialog>: showModal() does the focus trap MUI's Dialog does in script.

const Surface = styled('dialog')(({ theme }) => ({
  border: 0,
  padding: 0,
  width: 'calc(100% - 64px)',
  maxWidth: 444,
  borderRadius: theme.shape.borderRadius,
  color: (theme.vars ?? theme).palette.text.primary,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  boxShadow: theme.shadows[24],
  '&::backdrop': { backgroundColor: (theme.vars ?? theme).palette.backdrop },
}));

const Title = styled('h2')(({ theme }) => ({
  ...theme.typography.h6,
  margin: 0,
  padding: theme.spacing(2, 3),
}));

const Body = styled('p')(({ theme }) => ({
  ...theme.typography.body1,
  margin: 0,
  padding: theme.spacing(0, 3, 2.5),
  color: (theme.vars ?? theme).palette.text.secondary,
}));

const Status = styled('div')(({ theme }) => ({
  padding: theme.spacing(0, 3, 1.5),
}));

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: theme.spacing(1),
  padding: theme.spacing(1, 2, 2),
}));

export function ConfirmDialog({
  open,
  title,
  children,
  actions,
  status,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  status?: ReactNode;
  /** The buttons; the one with `autoFocus` has focus when the dialog opens. */
  actions: ReactNode;
  /** Escape: the safe choice. */
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // In <body>, away from the page's layout rules (a Stack's child margins).
  return createPortal(
    <Surface
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        // Escape: React decides whether the dialog closes (open is a prop).
        event.preventDefault();
        onCancel();
      }}
    >
      {open ? (
        <>
          <Title id={titleId}>{title}</Title>
          <Body id={bodyId}>{children}</Body>
          {status ? <Status>{status}</Status> : null}
          <Actions>{actions}</Actions>
        </>
      ) : null}
    </Surface>,
    document.body,
  );
}
