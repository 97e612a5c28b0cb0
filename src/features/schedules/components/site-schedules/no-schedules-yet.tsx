import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ButtonLink } from '#src/components/button';
import { newSchedulePath } from '#src/features/schedules/schedule-paths';

export function NoSchedulesYet({ siteId }: { siteId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography component="h2" variant="h6">
        No report schedules yet
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 480, mx: 'auto' }}>
        A schedule emails this site&apos;s report to the people you choose, every week, every two
        weeks or every month.
      </Typography>
      <ButtonLink to={newSchedulePath(siteId)} variant="contained">
        Create a schedule
      </ButtonLink>
    </Paper>
  );
}
