/** Props MUI's `styled` reads itself; its default filter keeps them out of the DOM, ours must too. */
const STYLING_PROPS = ['sx', 'ownerState', 'theme', 'as'];

/** A `shouldForwardProp` that keeps the named look props and MUI's styling props off the DOM. */
export function forwardPropsExcept(...lookProps: string[]) {
  const withheld = new Set([...lookProps, ...STYLING_PROPS]);
  return (prop: string) => !withheld.has(prop);
}
