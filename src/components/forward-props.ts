/** Props MUI's `styled` reads itself; its default filter keeps them out of the DOM, ours must too. */
const STYLING_PROPS = ['sx', 'ownerState', 'theme', 'as'];

/**
 * A `shouldForwardProp` for `styled` that keeps the component's own look props (and MUI's
 * styling props) off the element: `styled('div', { shouldForwardProp: forwardPropsExcept('tone') })`.
 * Without it, `sx` lands in the page as `sx="[object Object]"`.
 */
export function forwardPropsExcept(...lookProps: string[]) {
  const withheld = new Set([...lookProps, ...STYLING_PROPS]);
  return (prop: string) => !withheld.has(prop);
}
