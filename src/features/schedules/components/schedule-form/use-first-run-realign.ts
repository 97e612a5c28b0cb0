import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { cadenceChanges, realignedFirstRun, type RealignAnchor } from '#src/domain/cadence-choice';
import type { Cadence } from '#src/domain/recurrence';
import type { ScheduleFormValues, WhenValues } from '#src/domain/schedule-form';

/**
 * The cadence picker's edits of the form. Each one sets its fields, then moves the first run to
 * where the cadence allows (`realignedFirstRun`) and keeps the note that says why. The note stays
 * until the first run moves again, the user changes the date (`dismissNote`) or dismisses it: an
 * edit that moves nothing leaves it as it is, still true.
 */
export function useFirstRunRealign(timeZone: string) {
  const {
    setValue,
    getValues,
    getFieldState,
    formState: { isSubmitted },
  } = useFormContext<ScheduleFormValues>();
  const [note, setNote] = useState('');
  const anchorRef = useRef<RealignAnchor | null>(null);

  function update(changes: Partial<WhenValues>) {
    for (const [name, value] of Object.entries(changes) as [keyof WhenValues, never][]) {
      setValue(name, value, {
        shouldDirty: true,
        shouldValidate: isSubmitted || !!getFieldState(name).error,
      });
    }
  }

  /** Apply `changes`, then move the first run to the date and time the cadence allows. */
  function realign(changes: Partial<WhenValues>) {
    const choice = { ...getValues(), ...changes };
    update(changes);
    const realignment = realignedFirstRun(choice, anchorRef.current, {
      timeZone,
      now: new Date(),
    });
    anchorRef.current = realignment.anchor;
    update(realignment.changes);
    if (realignment.note) setNote(realignment.note);
  }

  function changeCadence(cadence: Cadence) {
    realign(cadenceChanges(getValues(), cadence, timeZone));
  }

  // Date and time realign when the field is left, not on each change: a date typed digit by
  // digit passes through years like 0002 that must not be "corrected". Stable, so that the
  // memoised date and time fields need not re-render.
  const realignRef = useRef(realign);
  useEffect(() => {
    realignRef.current = realign;
  });
  const realignOnLeave = useCallback(() => realignRef.current({}), []);
  const dismissNote = useCallback(() => setNote(''), []);

  return { note, realign, changeCadence, realignOnLeave, dismissNote };
}
