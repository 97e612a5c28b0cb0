import { describe, expect, it } from 'vitest';
import { editReturnPath } from './edit-return';

const SITE = '0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10';
const OTHER = '9c3e5a7b-1d2f-4e6a-8b9c-0d1e2f3a4b5c';

describe('where an edit goes back to', () => {
  it('goes back to the site’s calendar, month and day kept, when it started there', () => {
    const returnTo = `/sites/${SITE}/calendar?month=2027-03&day=2027-03-31`;
    expect(editReturnPath({ returnTo }, SITE)).toBe(returnTo);
  });

  it('goes to the list otherwise: no state, another site, another page or a full address', () => {
    const list = `/sites/${SITE}/schedules`;
    expect(editReturnPath(undefined, SITE)).toBe(list);
    expect(editReturnPath({ returnTo: `/sites/${OTHER}/calendar` }, SITE)).toBe(list);
    expect(editReturnPath({ returnTo: `/sites/${SITE}/recipients` }, SITE)).toBe(list);
    expect(editReturnPath({ returnTo: `https://evil.example/sites/${SITE}/calendar` }, SITE)).toBe(
      list,
    );
    expect(editReturnPath({ returnTo: 42 }, SITE)).toBe(list);
  });
});
