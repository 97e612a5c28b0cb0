import { styled, type CSSObject, type Theme } from '@mui/material/styles';
import { FIELD_HEIGHT_PX, FROM_PHONE_360 } from '#src/components/tokens';

// Native controls styled like MUI's outlined fields: far lighter than MUI's own, and accessible.

/** A field: label, control, helper or error text, stacked. Takes `sx` for its layout. */
export const FieldRoot = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  minWidth: 0,
  width: '100%',
});

const labelStyles = ({ theme }: { theme: Theme }): CSSObject => ({
  ...theme.typography.body2,
  fontWeight: 500,
  color: (theme.vars ?? theme).palette.text.primary,
});

export const FieldLabel = styled('label')(labelStyles);

/** Shown after the label of a required field; the control itself says it is required. */
export const RequiredMark = styled('span')(({ theme }) => ({
  color: (theme.vars ?? theme).palette.error.main,
  marginLeft: 2,
}));

/** A label and its hint on one line, where the field must take little height; the hint wraps. */
export const FieldLabelLine = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: theme.spacing(1),
}));

/** A field's hint, or its error (with `data-error`) in the error colour. */
export const FieldHelper = styled('p')(({ theme }) => ({
  ...theme.typography.caption,
  margin: 0,
  color: (theme.vars ?? theme).palette.text.secondary,
  '&[data-error]': { color: (theme.vars ?? theme).palette.error.main },
}));

const controlStyles = ({ theme }: { theme: Theme }): CSSObject => ({
  font: 'inherit',
  ...theme.typography.body1,
  boxSizing: 'border-box',
  width: '100%',
  minHeight: FIELD_HEIGHT_PX,
  margin: 0,
  padding: '11px 14px',
  color: (theme.vars ?? theme).palette.text.primary,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  border: `1px solid ${theme.alpha((theme.vars ?? theme).palette.text.primary, 0.42)}`,
  borderRadius: theme.shape.borderRadius,
  '&::placeholder': { color: (theme.vars ?? theme).palette.text.secondary, opacity: 1 },
  '&:hover:not(:disabled)': { borderColor: (theme.vars ?? theme).palette.text.primary },
  '&:focus': {
    ...theme.mixins.focusRing,
    outlineOffset: -1,
    borderColor: (theme.vars ?? theme).palette.primary.main,
  },
  '&[aria-invalid="true"]': { borderColor: (theme.vars ?? theme).palette.error.main },
  '&[aria-invalid="true"]:focus': { outlineColor: (theme.vars ?? theme).palette.error.main },
  '&:disabled': {
    color: (theme.vars ?? theme).palette.text.disabled,
    backgroundColor: (theme.vars ?? theme).palette.action.disabledBackground,
  },
});

export const FieldInput = styled('input')(controlStyles);

/** A chevron drawn as a background, so the select stays one plain element; in `colour`. */
const chevron = (colour: string) =>
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath fill='${encodeURIComponent(colour)}' d='M7 10l5 5 5-5z'/%3E%3C/svg%3E")`;

export const FieldSelect = styled('select')((props) => ({
  ...controlStyles(props),
  appearance: 'none',
  paddingRight: 40,
  // An image cannot read a CSS variable: one per scheme, from its palette.
  backgroundImage: chevron(props.theme.palette.text.secondary),
  ...props.theme.applyStyles('dark', {
    backgroundImage: chevron(props.theme.colorSchemes?.dark?.palette.text.secondary ?? ''),
  }),
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'right 10px center',
  backgroundSize: 24,
  cursor: 'pointer',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
}));

/** A group of checkboxes or radios, its legend styled as a field label. */
export const ChoiceFieldset = styled('fieldset')({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
});

export const ChoiceLegend = styled('legend')((props) => ({ ...labelStyles(props), padding: 0 }));

/** The boxes of a group; `data-one-line` wraps their labels instead of the row. */
export const ChoiceRow = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: theme.spacing(2),
  rowGap: 0,
  [FROM_PHONE_360]: {
    '&[data-one-line]': {
      flexWrap: 'nowrap',
      columnGap: theme.spacing(1.5),
      '& label': { minWidth: 'auto' },
      '& span': { overflowWrap: 'normal' },
    },
  },
  [theme.breakpoints.up('sm')]: {
    columnGap: theme.spacing(3),
    rowGap: theme.spacing(0.5),
    '&[data-one-line]': { columnGap: theme.spacing(3) },
  },
}));

/** One checkbox or radio and its text; the whole label is the click target. */
export const ChoiceLabel = styled('label')(({ theme }) => ({
  ...theme.typography.body1,
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  minHeight: 40,
  minWidth: 0,
  cursor: 'pointer',
  '& span': { overflowWrap: 'anywhere' },
  '& input': {
    flexShrink: 0,
    width: 20,
    height: 20,
    margin: 0,
    accentColor: (theme.vars ?? theme).palette.primary.main,
    cursor: 'pointer',
  },
  '& input:focus-visible': theme.mixins.focusRing,
}));
