/**
 * Test-only: one part of the schedule form inside a real form context, with the form's values
 * shown as JSON so tests can assert on them.
 */
import type { ReactNode } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import type { ScheduleFormValues } from '#src/domain/schedule-form';
import { useScheduleForm } from '#src/features/schedules/components/schedule-form/use-schedule-form';

function Values() {
  const values = useWatch<ScheduleFormValues>();
  return (
    <div data-testid="values" hidden>
      {JSON.stringify(values)}
    </div>
  );
}

export function FormHarness({
  defaults,
  timeZone = 'UTC',
  children,
}: {
  defaults: ScheduleFormValues;
  /** The user's zone. */
  timeZone?: string;
  children: ReactNode;
}) {
  const form = useScheduleForm({ defaultValues: defaults, timeZone });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
        {children}
        <button type="submit">Check</button>
      </form>
      <Values />
    </FormProvider>
  );
}

export function harnessValues(element: HTMLElement): ScheduleFormValues {
  return JSON.parse(element.textContent ?? '{}') as ScheduleFormValues;
}
