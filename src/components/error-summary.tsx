import { styled } from '@mui/material/styles';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { Alert, AlertTitle } from './alert';

interface ErrorSummaryItem {
  fieldId: string;
  message: string;
}

const Frame = styled('div')(({ theme }) => ({
  borderRadius: theme.shape.borderRadius,
  '&:focus': { outline: `3px solid ${(theme.vars ?? theme).palette.error.main}`, outlineOffset: 2 },
}));

const List = styled('ul')({ margin: 0, paddingLeft: 20 });

const Link = styled('a')(({ theme }) => ({
  color: 'inherit',
  fontWeight: theme.typography.fontWeightMedium,
  textDecoration: 'underline',
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
}));

/** The GOV.UK error summary; takes focus whenever `focusKey` changes (each failed submit). */
export function ErrorSummary({
  items,
  focusKey,
  onSelect,
}: {
  items: readonly ErrorSummaryItem[];
  focusKey: number;
  onSelect: (item: ErrorSummaryItem) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    ref.current?.focus();
  }, [focusKey]);

  const title =
    items.length === 1 ? 'Fix this problem to save' : `Fix these ${items.length} problems to save`;
  return (
    <Frame ref={ref} tabIndex={-1}>
      <Alert severity="error" aria-labelledby={titleId}>
        <AlertTitle as="h2" id={titleId}>
          {title}
        </AlertTitle>
        <List>
          {items.map((item) => (
            <li key={`${item.fieldId} ${item.message}`}>
              <Link
                href={`#${item.fieldId}`}
                onClick={(event: MouseEvent) => {
                  event.preventDefault();
                  onSelect(item);
                }}
              >
                {item.message}
              </Link>
            </li>
          ))}
        </List>
      </Alert>
    </Frame>
  );
}
