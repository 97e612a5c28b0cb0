import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultFormValues } from '#src/domain/schedule-form';
import type { Template } from '#src/domain/schemas';
import type { CatalogueState } from '#src/lib/site-reports/sections';
import { CATALOGUE_RULES } from '#src/mock-service/section-catalogue';
import { FormHarness, harnessValues } from '#tests/support/form-test-harness';
import { NOT_IN_CATALOGUE } from './catalogue-sections';
import { NO_CATALOGUE_NOTE, SectionsField } from './sections-field';

const template: Template = {
  template_uuid: '7a9c2e4f-6b1d-4e8a-8c3f-1d5b7e9a2c4f',
  template_name: 'Security & maintenance',
  sections: [{ name: 'backups' }, { name: 'cover' }, { name: 'seo' }, { name: 'themes' }],
};

const LOADED: CatalogueState = { status: 'loaded', sections: CATALOGUE_RULES };

function renderSections(catalogue: CatalogueState, sections?: string[]) {
  const defaults = defaultFormValues({ now: new Date(), timeZone: 'UTC', template });
  render(
    <FormHarness defaults={{ ...defaults, ...(sections ? { sections } : {}) }}>
      <SectionsField choice={{ status: 'loaded', templates: [template] }} catalogue={catalogue} />
    </FormHarness>,
  );
  return { user: userEvent.setup(), values: () => harnessValues(screen.getByTestId('values')) };
}

describe("the sections field with the service's catalogue", () => {
  it('lists the sections by display name, grouped and in the catalogue order', () => {
    renderSections(LOADED);
    const sections = screen.getByRole('group', { name: 'Sections' });
    const groups = within(sections).getAllByRole('group');
    expect(
      groups.map((group) => [
        within(group)
          .getAllByRole('checkbox')
          .map((box) => box.closest('label')?.textContent),
      ]),
    ).toEqual([[['Cover']], [['Themes', 'Backups']], [[`seo ${NOT_IN_CATALOGUE}`]]]);
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Overview',
      'Care & security',
      'Other sections',
    ]);
  });

  it('shows a mandatory section ticked, says why, and does not let it be unticked', async () => {
    const { user, values } = renderSections(LOADED);
    const cover = screen.getByRole('checkbox', { name: 'Cover' });
    expect(cover).toBeChecked();
    expect(cover).toHaveAttribute('aria-disabled', 'true');
    expect(cover).toHaveAccessibleDescription('(Every report includes it)');
    await user.click(cover);
    expect(cover).toBeChecked();
    expect(values().sections).toContain('cover');
  });

  it('keeps a name the catalogue does not know, marked, and sends mandatory ones when others change', async () => {
    const { user, values } = renderSections(LOADED, ['seo', 'themes']);
    const unknown = screen.getByRole('checkbox', { name: `seo ${NOT_IN_CATALOGUE}` });
    expect(unknown).toBeChecked();
    // A schedule without its mandatory section gains it in what is sent.
    expect(values().sections).toEqual(['cover', 'themes', 'seo']);
    await user.click(screen.getByRole('checkbox', { name: 'Themes' }));
    expect(values().sections).toEqual(['cover', 'seo']);
  });

  it('shows a preview of a section, lazily loaded', () => {
    renderSections(LOADED);
    const preview = screen.getByAltText('Preview of the Themes section', { exact: true });
    expect(preview).toHaveAttribute('loading', 'lazy');
    expect(preview).toHaveAttribute('src', '/mock-assets/section-themes-preview.svg');
  });
});

describe('the sections field without the catalogue', () => {
  it('lists the names as the service spells them, with one quiet line (404 or 403)', () => {
    renderSections({ status: 'unavailable' });
    expect(screen.getByText(NO_CATALOGUE_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'cover' })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the catalogue could not be read, and reads it again on request', async () => {
    const retry = vi.fn();
    const { user } = renderSections({ status: 'failed', message: 'The service is busy.', retry });
    expect(screen.getByRole('alert')).toHaveTextContent(/could not be read: The service is busy/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.getByRole('checkbox', { name: 'cover' })).toBeInTheDocument();
  });
});
