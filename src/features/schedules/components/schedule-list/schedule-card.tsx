import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatRelativeRun, formatRunDateTime } from '../../../../domain/format';
import { describeCadence } from '../../../../domain/recurrence';
import type { Schedule } from '../../../../domain/schemas';
import { RecipientsSummary } from './recipients-summary';
import { duplicateSchedulePath, editSchedulePath } from '../../schedule-paths';
import { TemplateSummary } from './template-summary';

/** The DOM id of a schedule's card, for scrolling the one just saved into view. */
export function scheduleCardId(uuid: string): string {
  return `schedule-${uuid}`;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
        {term}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
        {children}
      </Box>
    </>
  );
}

export interface ScheduleCardProps {
  schedule: Schedule;
  siteId: string;
  timeZone: string;
  now: Date;
  templateName: string | undefined;
  /** The schedule just saved: outlined and labelled "Just saved". */
  highlighted: boolean;
}

/**
 * One schedule as a card: title, cadence, next run, recipients, template and sections, with
 * Edit and Duplicate links named after it. Memoised: typing in the search box re-renders the
 * page, and a page of unchanged cards should cost nothing.
 */
export const ScheduleCard = memo(function ScheduleCard({
  schedule,
  siteId,
  timeZone,
  now,
  templateName,
  highlighted,
}: ScheduleCardProps) {
  const cardId = scheduleCardId(schedule.uuid);
  const titleId = `${cardId}-title`;
  const title = schedule.title.trim() || 'Untitled schedule';

  return (
    <Card
      component="article"
      id={cardId}
      aria-labelledby={titleId}
      // Focusable from script only, so the page can bring the schedule just saved into focus.
      tabIndex={-1}
      variant="outlined"
      sx={(theme) => ({
        scrollMarginTop: 16,
        borderWidth: highlighted ? 2 : 1,
        borderColor: highlighted ? theme.palette.success.main : theme.palette.divider,
        bgcolor: highlighted
          ? alpha(theme.palette.success.main, 0.06)
          : theme.palette.background.paper,
        transition: 'background-color 600ms',
        '&:focus-visible': {
          outline: `2px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
      })}
    >
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1.5, sm: 2 }}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
        >
          <Box sx={{ minWidth: 0 }}>
            {highlighted ? (
              <Chip label="Just saved" color="success" size="small" sx={{ mb: 0.5 }} />
            ) : null}
            <Typography
              component="h2"
              variant="h6"
              id={titleId}
              sx={{ fontSize: '1.1rem', lineHeight: 1.35, wordBreak: 'break-word' }}
            >
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {describeCadence(schedule.frequency, schedule.next_scheduled_date, timeZone)}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            <Button
              component={RouterLink}
              to={editSchedulePath(siteId, schedule.uuid)}
              variant="outlined"
              size="small"
              aria-label={`Edit ${title}`}
            >
              Edit
            </Button>
            <Button
              component={RouterLink}
              to={duplicateSchedulePath(siteId, schedule.uuid)}
              size="small"
              aria-label={`Duplicate ${title}`}
            >
              Duplicate
            </Button>
          </Stack>
        </Stack>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '8.5rem 1fr' },
            columnGap: 2,
            rowGap: { xs: 0.25, sm: 1 },
            m: 0,
            // On a phone each term sits above its value; a little air between the pairs.
            '& > dd': { mb: { xs: 1, sm: 0 } },
          }}
        >
          <Detail term="Next run">
            <Typography variant="body2">
              <time dateTime={schedule.next_scheduled_date}>
                {formatRunDateTime(schedule.next_scheduled_date, timeZone)}
              </time>{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                ({formatRelativeRun(schedule.next_scheduled_date, now, timeZone)})
              </Box>
            </Typography>
          </Detail>
          <Detail term="Recipients">
            <RecipientsSummary recipients={schedule.recipients} />
          </Detail>
          <Detail term="Template">
            <TemplateSummary branding={schedule.branding} templateName={templateName} />
          </Detail>
          <Detail term="Sections">
            {schedule.sections.length > 0 ? (
              // Chips in a plain box, not a nested list: each card is already a list item, and
              // screen readers need not announce a list inside every schedule.
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {schedule.sections.map((section, index) => (
                  <Chip
                    key={`${section.name}-${index}`}
                    label={section.name}
                    size="small"
                    variant="outlined"
                  />
                ))}
              </Box>
            ) : (
              <Typography variant="body2">No sections</Typography>
            )}
          </Detail>
        </Box>
      </CardContent>
    </Card>
  );
});
