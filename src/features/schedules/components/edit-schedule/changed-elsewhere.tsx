import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Alert } from '#src/components/alert';
import { Choice, ChoiceGroup } from '#src/components/fields/choice-group';
import { forwardPropsExcept } from '#src/components/forward-props';
import {
  FIELD_LABELS,
  fieldWords,
  withChanges,
  type ChangedElsewhere as ChangedField,
  type ConflictChoices,
  type EditedField,
} from '#src/domain/edit-conflicts';
import { useCatalogueSections } from '#src/lib/site-reports/sections';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { Schedule, Template, UpdateScheduleRequest } from '#src/domain/schemas';

/** A review's description list: a row of `columns` per field from a tablet up, a block on a phone. */
export const ReviewList = styled('dl', { shouldForwardProp: forwardPropsExcept('columns') })<{
  columns: string;
}>(({ theme, columns }) => {
  const sm = theme.breakpoints.up('sm');
  return {
    margin: 0,
    '& > div': {
      padding: theme.spacing(1, 0),
      borderTop: `1px solid ${(theme.vars ?? theme).palette.divider}`,
      [sm]: { display: 'grid', gridTemplateColumns: columns, columnGap: theme.spacing(2) },
    },
    '& dt': { fontWeight: 600 },
    '& dd': {
      margin: 0,
      marginTop: theme.spacing(0.5),
      overflowWrap: 'anywhere',
      [sm]: { marginTop: 0 },
    },
    // Whose value it is ('Theirs now', 'Before'), above the value.
    '& .review-list__side': {
      ...theme.typography.caption,
      display: 'block',
      color: (theme.vars ?? theme).palette.text.secondary,
    },
  };
});

/** Field, was, theirs now, yours. */
const FIELD_COLUMNS = 'minmax(7rem, 0.5fr) repeat(3, minmax(0, 1fr))';

function Side({ label, text }: { label: string; text: string }) {
  return (
    <dd>
      <span className="review-list__side">{label}</span>
      {text}
    </dd>
  );
}

/** Changes made elsewhere, with a choice where both changed; theirs stay unless you choose yours. */
export function ChangedElsewhere({
  opened,
  current,
  changes,
  fields,
  choices,
  unchosen,
  templates,
  zones,
  now,
  onChoose,
}: {
  opened: Schedule;
  current: Schedule;
  changes: UpdateScheduleRequest;
  fields: readonly ChangedField[];
  choices: ConflictChoices;
  /** Conflicts the user tried to confirm without choosing: their groups say so. */
  unchosen: readonly EditedField[];
  templates: readonly Pick<Template, 'template_uuid' | 'template_name'>[];
  zones: CalendarZones;
  now: Date;
  onChoose: (field: EditedField, side: 'theirs' | 'yours') => void;
}) {
  const headingId = useId();
  const context = { templates, zones, now, catalogue: useCatalogueSections() };
  const mine = withChanges(opened, changes);
  return (
    <Box component="section" aria-labelledby={headingId} data-changed-elsewhere>
      <Alert severity="warning">
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Changed since you opened it
        </Typography>
        Someone changed this schedule elsewhere (another tab, a colleague or the API) after you
        opened it. Their changes are kept; where you both changed a field, choose which to keep.
      </Alert>
      <ReviewList columns={FIELD_COLUMNS}>
        {fields.map(({ field, yours, conflict }) => (
          <div key={field}>
            <dt>{FIELD_LABELS[field]}</dt>
            <Side label="When you opened it" text={fieldWords(opened, field, context)} />
            <Side label="Theirs now" text={fieldWords(current, field, context)} />
            <Side
              label="Yours"
              text={
                !yours
                  ? 'Not changed by you: theirs is kept'
                  : conflict
                    ? fieldWords(mine, field, context)
                    : 'The same as theirs'
              }
            />
            {conflict ? (
              <Box sx={{ gridColumn: '1 / -1', mt: 1 }}>
                <ChoiceGroup
                  name={`conflict-${field}`}
                  legend={`${FIELD_LABELS[field]}: keep which?`}
                  error={unchosen.includes(field) ? 'Choose theirs or yours.' : undefined}
                  oneLine
                >
                  <Choice
                    type="radio"
                    name={`conflict-${field}`}
                    label="Keep theirs"
                    checked={choices[field] === 'theirs'}
                    onChange={() => onChoose(field, 'theirs')}
                  />
                  <Choice
                    type="radio"
                    name={`conflict-${field}`}
                    label="Use yours"
                    checked={choices[field] === 'yours'}
                    onChange={() => onChoose(field, 'yours')}
                  />
                </ChoiceGroup>
              </Box>
            ) : null}
          </div>
        ))}
      </ReviewList>
    </Box>
  );
}
