import { describe, expect, it } from 'vitest';
import { createApiClient } from '#src/lib/http/api-client';
import { reportQueries } from '#src/lib/site-reports/reports';

const api = createApiClient({ baseUrl: 'http://mock.test/v1', getCredentials: () => null });

describe('reportQueries', () => {
  it('keys a site’s reports under reports › list › its ID, one entry whatever the ID’s case', () => {
    const lower = reportQueries.list(api, '0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10').queryKey;
    const upper = reportQueries.list(api, '0F8B7C52-3D7E-4A51-9A6B-2C1E5F4D8A10').queryKey;
    expect(lower).toEqual(['reports', 'list', '0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10']);
    expect(upper).toEqual(lower);
    expect(lower.slice(0, 1)).toEqual(reportQueries.all());
  });
});
