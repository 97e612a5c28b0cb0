/** Read by screen readers, not shown: for context a sighted reader gets from the layout. */
export const visuallyHidden = {
  position: 'absolute',
  // Strings: in sx a width of 1 would mean 100%.
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
