/**
 * One question for every way out of a changed form: declarative routing has no `useBlocker`, so
 * the form registers here and the app's other ways out (header links, sign-out) ask through it.
 */
import { createContext, use, useEffect, useState, type ReactNode } from 'react';

/** Runs `proceed` once the user has agreed to lose the unsaved changes, or at once. */
type AskBeforeLeaving = (proceed: () => void) => void;

interface LeaveGuard {
  /** A form with unsaved changes would ask before a way out is taken. */
  isGuarding(): boolean;
  /** Ask (the registered form shows its dialog), then run `proceed` on Discard; or run it now. */
  ask: AskBeforeLeaving;
  /** Guard every way out with `ask` until the returned function is called. */
  register(ask: AskBeforeLeaving): () => void;
}

function createLeaveGuard(): LeaveGuard {
  // The newest form wins; in practice there is one at a time.
  let guards: AskBeforeLeaving[] = [];
  return {
    isGuarding: () => guards.length > 0,
    ask(proceed) {
      const guard = guards.at(-1);
      if (guard) guard(proceed);
      else proceed();
    },
    register(guard) {
      guards = [...guards, guard];
      return () => {
        guards = guards.filter((candidate) => candidate !== guard);
      };
    },
  };
}

/** Without a provider nothing is guarded, and every way out goes at once. */
const UNGUARDED: LeaveGuard = {
  isGuarding: () => false,
  ask: (proceed) => proceed(),
  register: () => () => {},
};

const LeaveGuardContext = createContext<LeaveGuard>(UNGUARDED);

export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const [guard] = useState(createLeaveGuard);
  return <LeaveGuardContext value={guard}>{children}</LeaveGuardContext>;
}

export function useLeaveGuard(): LeaveGuard {
  return use(LeaveGuardContext);
}

/** While `active`, every way out of the app's pages asks through `ask` first. */
export function useRegisterLeaveGuard(ask: AskBeforeLeaving, active: boolean): void {
  const guard = useLeaveGuard();
  useEffect(() => (active ? guard.register(ask) : undefined), [guard, ask, active]);
}
