import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Button } from '#src/components/button';
import type { DemoAccount } from '#src/lib/demo/demo';

/** The demo's accounts, each with a button that fills the form with it. */
export function DemoAccounts({
  accounts,
  onUse,
}: {
  accounts: readonly DemoAccount[];
  onUse: (account: DemoAccount) => void;
}) {
  return (
    <Box component="section" aria-labelledby="demo-accounts-heading" sx={{ mt: 3 }}>
      <Typography id="demo-accounts-heading" variant="subtitle2" component="h2">
        Demo accounts
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        This is a demo: data is kept in this browser.
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {accounts.map((account) => (
          <Box
            component="li"
            key={account.username}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}
          >
            <Typography variant="body2">
              <strong>{account.username}</strong> / {account.password}: {account.description}
            </Typography>
            <Button
              size="small"
              variant="outlined"
              onClick={() => onUse(account)}
              aria-label={`Use the ${account.username} account`}
            >
              Use
            </Button>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
