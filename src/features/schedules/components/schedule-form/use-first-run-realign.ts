import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { cadenceChanges, realignedFirstRun, type RealignAnchor } from '#src/domain/cadence-choice';
import type { Cadence } from '#src/domain/recurrence';
import type { ScheduleFormValues, WhenValues } from '#src/domain/schedule-form';

/** The cadence picker's edits: each moves the first run where the cadence allows and notes why. */
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

  // Realign once left: typed digit by digit, a date passes years like 0002. Stable for the memos.
  const realignRef = useRef(realign);
  useEffect(() => {
    realignRef.current = realign;
  });
  const realignOnLeave = useCallback(() => realignRef.current({}), []);
  const dismissNote = useCallback(() => setNote(''), []);

  return { note, realign, changeCadence, realignOnLeave, dismissNote };
}
