import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { ScheduleFormValues } from '#src/domain/schedule-form';
import { formErrorEntries } from './form-errors';

describe('the form errors the error summary lists', () => {
  it('lists nested errors in screen order, naming the recipient row they are in', () => {
    const errors = {
      recipients: [undefined, { email: { type: 'too_small', message: 'Email is required.' } }],
      time: { type: 'invalid_format', message: 'Enter the time of day, such as 09:00' },
      title: { type: 'too_small', message: 'Title is required.' },
    } as FieldErrors<ScheduleFormValues>;

    expect(formErrorEntries(errors)).toEqual([
      { field: 'title', message: 'Title is required.' },
      { field: 'time', message: 'Enter the time of day, such as 09:00' },
      { field: 'recipients.1.email', message: 'Recipient 2: Email is required.' },
    ]);
  });

  it('sends an error about a whole list to the place where the list starts', () => {
    const recipients = Object.assign([], {
      root: { type: 'too_small', message: 'Add at least one recipient' },
    });
    const errors = {
      recipients,
      sections: [undefined, { type: 'too_small', message: 'Section names cannot be blank' }],
    } as unknown as FieldErrors<ScheduleFormValues>;

    expect(formErrorEntries(errors)).toEqual([
      { field: 'sections', message: 'Section names cannot be blank' },
      { field: 'recipients.0.email', message: 'Add at least one recipient' },
    ]);
  });

  it('lists the same message for the same field once', () => {
    const errors = {
      sections: [
        { type: 'too_small', message: 'Section names cannot be blank' },
        { type: 'too_small', message: 'Section names cannot be blank' },
      ],
    } as unknown as FieldErrors<ScheduleFormValues>;

    expect(formErrorEntries(errors)).toHaveLength(1);
  });

  it('lists nothing when there are no errors', () => {
    expect(formErrorEntries({})).toEqual([]);
  });
});
