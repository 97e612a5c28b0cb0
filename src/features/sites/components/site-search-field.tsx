import { TextInput, type TextInputProps } from '#src/components/fields/text-input';

/** The search over the site directory; the hint names what `filterSiteRows` matches. */
export function SiteSearchField({
  onSearch,
  ...input
}: Omit<TextInputProps, 'label' | 'onChange'> & { onSearch: (text: string) => void }) {
  return (
    <TextInput
      label="Search sites"
      type="search"
      onChange={(event) => onSearch(event.target.value)}
      helperText="Name, domain, group, tag, account or site ID"
      // On the labels' line, beside the selects': the sites below start a line higher.
      helperBesideLabel
      autoComplete="off"
      {...input}
    />
  );
}
