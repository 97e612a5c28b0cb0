import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultFormValues } from '#src/domain/schedule-form';
import type { Template } from '#src/domain/schemas';
import { catalogueSection } from '#tests/support/catalogue-fixtures';
import { FormHarness, harnessValues } from '#tests/support/form-test-harness';
import { SectionsField } from './sections-field';
import {
  TemplateField,
  TemplatePreview,
  templateChoiceFrom,
  type TemplateChoice,
} from './template-field';

const templates: Template[] = [
  {
    template_uuid: '3d1f6b8a-2c4e-4f7a-9b1d-5e8c2a7f4b6d',
    template_name: 'Monthly client report',
    company_name: 'Acme Marketing',
    brand_colour: '#E4572E',
    logo_url: 'https://cdn.example/acme.svg',
    preview_image_url: 'https://cdn.example/monthly.svg',
    sections: [{ name: 'cover' }, { name: 'usage' }],
  },
  {
    template_uuid: '7a9c2e4f-6b1d-4e8a-8c3f-1d5b7e9a2c4f',
    template_name: 'Security & maintenance',
    brand_colour: 'red; background: url(x)',
    logo_url: 'javascript:alert(1)',
    preview_image_url: 'data:image/svg+xml,<svg/>',
    sections: [{ name: 'security' }, { name: 'backups' }, { name: 'themes' }],
  },
];

/** Knows the cover, not usage: as when the catalogue lacks a name a template uses. */
const CATALOGUE = [catalogueSection('cover', 1, ['overview', 'Overview'], true, 'Cover page')];

function renderTemplateFields(choice: TemplateChoice) {
  const defaults = defaultFormValues({
    now: new Date(),
    timeZone: 'UTC',
    template: choice.status === 'loaded' ? choice.templates[0] : undefined,
  });
  render(
    <FormHarness defaults={defaults}>
      <TemplateField choice={choice} catalogue={CATALOGUE} />
      <TemplatePreview choice={choice} />
      <SectionsField choice={choice} catalogue={{ status: 'unavailable' }} />
    </FormHarness>,
  );
  return { user: userEvent.setup(), values: () => harnessValues(screen.getByTestId('values')) };
}

afterEach(() => {
  // Only the phone test sets it: jsdom has no matchMedia.
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('the template field', () => {
  it("offers the templates, shows the selected one's branding and preview, and ticks all its sections", async () => {
    const { user, values } = renderTemplateFields({ status: 'loaded', templates });

    expect(
      screen.getByRole('img', { name: 'Preview of the Monthly client report template' }),
    ).toHaveAttribute('src', 'https://cdn.example/monthly.svg');
    expect(screen.getByRole('checkbox', { name: 'cover' })).toBeChecked();
    // The selected template's branding: its logo (decorative, whole in its box) and company.
    expect(document.querySelector('img[src="https://cdn.example/acme.svg"]')).toHaveAttribute(
      'width',
      '96',
    );
    expect(screen.getByText('Acme Marketing')).toBeVisible();

    const select = screen.getByRole('combobox', { name: 'Template' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Monthly client report · Acme Marketing', 'Security & maintenance']);
    await user.selectOptions(
      select,
      within(select).getByRole('option', { name: 'Security & maintenance' }),
    );
    // The javascript: logo of the template chosen is not rendered at all.
    expect(document.querySelector('img[src^="javascript"]')).toBeNull();

    expect(values()).toMatchObject({
      templateUuid: '7a9c2e4f-6b1d-4e8a-8c3f-1d5b7e9a2c4f',
      sections: ['security', 'backups', 'themes'],
    });
    expect(screen.queryByRole('img', { name: /Preview of/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'backups' })).toBeChecked();
  });

  it('shows the brand colour of a template that spells it brand_color', () => {
    renderTemplateFields({
      status: 'loaded',
      templates: [
        {
          template_uuid: '5c8e1a3f-9d2b-4c6e-8a1f-3b7d9e2c5a8f',
          template_name: 'Shop performance',
          company_name: 'Globex Web Team',
          brand_color: '#2E8B57',
          sections: [{ name: 'cover' }],
        },
      ],
    });

    // The swatch is decorative (the company names the branding), so it is found beside it.
    const branding = screen.getByText('Globex Web Team').parentElement!;
    expect(branding.querySelector('[aria-hidden="true"]')).toHaveStyle({
      backgroundColor: 'rgb(46, 139, 87)',
    });
  });

  it('keeps the template order when sections are unticked and ticked again', async () => {
    const { user, values } = renderTemplateFields({ status: 'loaded', templates });
    await user.click(screen.getByRole('checkbox', { name: 'cover' }));
    await user.click(screen.getByRole('checkbox', { name: 'cover' }));
    expect(values().sections).toEqual(['cover', 'usage']);
  });

  it('falls back to a UUID field and free section names, saying why', async () => {
    const choice = templateChoiceFrom({ data: undefined, error: new Error('Forbidden.') });
    const { user, values } = renderTemplateFields(choice);

    expect(
      screen.getByText(/The report templates could not be loaded\. Forbidden\./),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Template UUID')).toHaveValue('');

    const sections = screen.getByRole('group', { name: 'Sections' });
    expect(
      within(sections)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['cover', 'overview', 'usage', 'themes']);
    await user.click(screen.getByRole('checkbox', { name: 'overview' }));
    // Enter adds the name (and does not submit); the button does too.
    await user.type(screen.getByLabelText('Add a section'), 'custom-section{Enter}');
    expect(screen.getByLabelText('Add a section')).toHaveValue('');
    await user.type(screen.getByLabelText('Add a section'), ' appendix ');
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(values().sections).toEqual(['overview', 'custom-section', 'appendix']);
    expect(screen.getByRole('checkbox', { name: 'custom-section' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'custom-section' }));
    expect(values().sections).toEqual(['overview', 'appendix']);
  });

  it('folds the preview image away on a phone until it is asked for', async () => {
    // A phone: narrower than the small breakpoint.
    window.matchMedia = (query: string) => ({ matches: false, media: query }) as MediaQueryList;
    const { user } = renderTemplateFields({ status: 'loaded', templates });

    const toggle = screen.getByRole('button', { name: 'Template preview', expanded: false });
    expect(screen.queryByRole('img', { name: /Preview of/ })).not.toBeInTheDocument();
    expect(screen.getByText('Acme Marketing')).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByRole('img', { name: 'Preview of the Monthly client report template' }),
    ).toBeVisible();
  });

  it('treats an empty template list as unavailable', () => {
    expect(templateChoiceFrom({ data: { templates: [] }, error: null })).toEqual({
      status: 'unavailable',
      reason: 'No report templates are available to this account.',
    });
  });
});

describe('the template field: sections another template lacks', () => {
  it('says which of the sections another template lacks are left out, by display name', async () => {
    const { user, values } = renderTemplateFields({ status: 'loaded', templates });
    const select = screen.getByRole('combobox', { name: 'Template' });
    expect(select).not.toHaveAccessibleDescription();

    await user.selectOptions(select, templates[1]!.template_uuid);
    expect(values().sections).toEqual(['security', 'backups', 'themes']);
    // The cover by its display text; usage, which the catalogue does not know, as it is.
    expect(select).toHaveAccessibleDescription(
      'Not in this template, so left out: Cover page, usage',
    );

    await user.selectOptions(select, templates[0]!.template_uuid);
    expect(select).toHaveAccessibleDescription(
      'Not in this template, so left out: security, backups, themes',
    );
  });
});
