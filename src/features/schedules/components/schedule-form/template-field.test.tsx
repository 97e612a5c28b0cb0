import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultFormValues } from '../../../../domain/schedule-form';
import type { Template } from '../../../../domain/schemas';
import { FormHarness, harnessValues } from './form-test-harness';
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

function renderTemplateFields(choice: TemplateChoice) {
  const defaults = defaultFormValues({
    now: new Date(),
    timeZone: 'UTC',
    template: choice.status === 'loaded' ? choice.templates[0] : undefined,
  });
  render(
    <FormHarness defaults={defaults}>
      <TemplateField choice={choice} />
      <TemplatePreview choice={choice} />
      <SectionsField choice={choice} />
    </FormHarness>,
  );
  return { user: userEvent.setup(), values: () => harnessValues(screen.getByTestId('values')) };
}

describe('the template field', () => {
  it('offers the templates with their logos, previews the selected one and ticks all its sections', async () => {
    const { user, values } = renderTemplateFields({ status: 'loaded', templates });

    expect(
      screen.getByRole('img', { name: 'Preview of the Monthly client report template' }),
    ).toHaveAttribute('src', 'https://cdn.example/monthly.svg');
    expect(screen.getByRole('checkbox', { name: 'Cover' })).toBeChecked();

    await user.click(screen.getByRole('combobox', { name: 'Template' }));
    const listbox = await screen.findByRole('listbox');
    const unsafe = within(listbox).getByRole('option', { name: /Security & maintenance/ });
    // The javascript: logo is not rendered at all.
    expect(unsafe.querySelector('img')).toBeNull();
    await user.click(unsafe);

    expect(values()).toMatchObject({
      templateUuid: '7a9c2e4f-6b1d-4e8a-8c3f-1d5b7e9a2c4f',
      sections: ['security', 'backups', 'themes'],
    });
    expect(screen.queryByRole('img', { name: /Preview of/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Backups' })).toBeChecked();
  });

  it('keeps the template order when sections are unticked and ticked again', async () => {
    const { user, values } = renderTemplateFields({ status: 'loaded', templates });
    await user.click(screen.getByRole('checkbox', { name: 'Cover' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cover' }));
    expect(values().sections).toEqual(['cover', 'usage']);
  });

  it('falls back to a UUID field and free section names, saying why', async () => {
    const choice = templateChoiceFrom({ data: undefined, error: new Error('Forbidden.') });
    const { user, values } = renderTemplateFields(choice);

    expect(
      screen.getByText(/The report templates could not be loaded\. Forbidden\./),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Template UUID')).toHaveValue('');

    const sections = screen.getByRole('combobox', { name: 'Sections' });
    await user.click(sections);
    for (const suggestion of ['cover', 'overview', 'usage', 'themes']) {
      expect(screen.getByRole('option', { name: suggestion })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('option', { name: 'overview' }));
    await user.type(sections, 'custom-section{Enter}');
    expect(values().sections).toEqual(['overview', 'custom-section']);
  });

  it('treats an empty template list as unavailable', () => {
    expect(templateChoiceFrom({ data: { templates: [] }, error: null })).toEqual({
      status: 'unavailable',
      reason: 'No report templates are available to this account.',
    });
  });
});
