import { FieldWithButton } from '#src/components/fields/field-with-button';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageHeading } from '#src/components/page-heading';
import { TextInput } from '#src/components/fields/text-input';
import { useEnvironment } from '#src/lib/environment-context';
import { isUuid, UUID_MESSAGE } from '#src/domain/ids';
import { scheduleListPath } from '#src/features/schedules/schedule-paths';
import { AccountIdSetting } from '#src/features/sites/account-id-setting';
import { readRecentSites, type RecentSite } from '#src/features/sites/recent-sites';

function SiteLinks({ sites, labelledBy }: { sites: readonly RecentSite[]; labelledBy: string }) {
  return (
    <List aria-labelledby={labelledBy} dense disablePadding>
      {sites.map((site) => (
        <ListItem key={site.id} disableGutters sx={{ display: 'block' }}>
          <Link component={RouterLink} to={scheduleListPath(site.id)} sx={{ fontWeight: 500 }}>
            {site.name ?? site.id}
          </Link>
          {site.name ? (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
            >
              {site.id}
            </Typography>
          ) : null}
        </ListItem>
      ))}
    </List>
  );
}

export default function SitePickerPage() {
  const { demo } = useEnvironment();
  const navigate = useNavigate();
  const [siteId, setSiteId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [recentSites] = useState(readRecentSites);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isUuid(siteId)) {
      setError(siteId.trim() ? UUID_MESSAGE : 'Enter the site ID');
      return;
    }
    void navigate(scheduleListPath(siteId));
  }

  return (
    <Stack spacing={3}>
      <PageHeading>Choose a site</PageHeading>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Open a site by its ID">
          <FieldWithButton
            buttonLabel="Open"
            buttonVariant="contained"
            field={
              <TextInput
                label="Site ID"
                value={siteId}
                onChange={(event) => {
                  setSiteId(event.target.value);
                  if (error) setError(null);
                }}
                error={!!error}
                helperText={error ?? 'The UUID of the site whose report schedules you manage.'}
                placeholder="0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10"
                autoComplete="off"
                inputProps={{ spellCheck: false }}
              />
            }
          />
        </Box>
      </Paper>
      {demo ? (
        <Paper
          variant="outlined"
          component="section"
          sx={{ p: { xs: 2, sm: 3 } }}
          aria-labelledby="demo-sites-heading"
        >
          <Typography id="demo-sites-heading" variant="h6" component="h2">
            Demo sites
          </Typography>
          <SiteLinks sites={demo.sites} labelledBy="demo-sites-heading" />
        </Paper>
      ) : null}
      {recentSites.length > 0 ? (
        <Paper
          variant="outlined"
          component="section"
          sx={{ p: { xs: 2, sm: 3 } }}
          aria-labelledby="recent-sites-heading"
        >
          <Typography id="recent-sites-heading" variant="h6" component="h2">
            Recently opened
          </Typography>
          <SiteLinks sites={recentSites} labelledBy="recent-sites-heading" />
        </Paper>
      ) : null}
      <AccountIdSetting />
    </Stack>
  );
}
