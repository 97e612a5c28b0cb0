import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ButtonLink } from '#src/components/button';
import { newSchedulePath } from '#src/features/schedules/schedule-paths';

/** The empty list; "Create a schedule" only for an account that may (the heading says why not). */
export function NoSchedulesYet({ siteId, canCreate }: { siteId: string; canCreate: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography component="h2" variant="h6">
        No report schedules yet
      </Typography>
      <Typography
        color="text.secondary"
        sx={{ mt: 1, mb: canCreate ? 3 : 0, maxWidth: 480, mx: 'auto' }}
      >
        A schedule emails this site&apos;s report to the people you choose, every week, every two
        weeks or every month.
      </Typography>
      {canCreate ? (
        <ButtonLink to={newSchedulePath(siteId)} variant="contained">
          Create a schedule
        </ButtonLink>
      ) : null}
    </Paper>
  );
}
