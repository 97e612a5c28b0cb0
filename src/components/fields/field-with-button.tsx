import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '#src/components/button';
import { FIELD_HEIGHT_PX, INPUT_TOP } from '#src/components/tokens';

/** A field and its button, stacked on a phone; the button submits unless `onButtonClick`. */
export function FieldWithButton({
  field,
  buttonLabel,
  buttonVariant,
  onButtonClick,
  buttonDisabled,
}: {
  field: ReactNode;
  buttonLabel: string;
  buttonVariant: ButtonVariant;
  onButtonClick?: () => void;
  buttonDisabled?: boolean;
}) {
  return (
    <Stack
      // Gaps, not child margins, so the button can be lowered to the input.
      useFlexGap
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: 'flex-start' }}
    >
      {field}
      <Button
        type={onButtonClick ? 'button' : 'submit'}
        onClick={onButtonClick}
        disabled={buttonDisabled}
        variant={buttonVariant}
        size="large"
        sx={{
          minWidth: 120,
          minHeight: FIELD_HEIGHT_PX,
          flexShrink: 0,
          whiteSpace: 'nowrap',
          mt: { sm: INPUT_TOP },
        }}
      >
        {buttonLabel}
      </Button>
    </Stack>
  );
}
