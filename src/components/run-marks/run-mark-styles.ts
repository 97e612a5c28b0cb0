import type { Theme } from '@mui/material/styles';

/**
 * A run's mark by its state, for the edit page's strip and the list's compact one (classes
 * `run-mark--<state>`). Not sent takes the alert's colour and the full height; due and not judged
 * are lower, so that the shape says it too, not the colour alone.
 */
export function runMarkStyles(theme: Theme, { width, height }: { width: number; height: number }) {
  const { palette } = theme.vars ?? theme;
  const low = Math.round(height * 0.6);
  return {
    '.run-mark': { display: 'block', width, height, borderRadius: 2, flex: 'none' },
    '.run-mark--sent': { backgroundColor: palette.success.main },
    '.run-mark--not-sent': { backgroundColor: palette.error.main },
    '.run-mark--due': {
      height: low,
      marginTop: height - low,
      border: `2px solid ${palette.success.main}`,
      boxSizing: 'border-box',
    },
    '.run-mark--not-judged': {
      height: low,
      marginTop: height - low,
      backgroundColor: palette.action.disabled,
    },
  } as const;
}
