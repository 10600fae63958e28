import '@mantine/core/styles/Combobox.css';
import { Select, type ComboboxItem, type SelectProps } from '@mantine/core';

interface SelectorPersonaProps extends Omit<
  SelectProps,
  'data' | 'placeholder' | 'onChange' | 'searchable' | 'withAsterisk'
> {
  label: string;
  /** The people that may be chosen: their names, or ids with a label. */
  personas: readonly (string | ComboboxItem)[] | undefined;
  /** Whether the list is still loading; the placeholder says so meanwhile. */
  cargando: boolean;
  /** The placeholder once the list has loaded, e.g. "Elige un comprador". */
  placeholder: string;
  /** The placeholder while the list loads. */
  textoCargando?: string;
  onChange: (valor: string | null) => void;
}

/**
 * The person picker of the panel's forms (buyer, member, worker, person to dismiss or
 * promote): a required, searchable list. Its options render only while it is open, so a
 * long list of names costs nothing until then.
 */
export function SelectorPersona({
  personas,
  cargando,
  placeholder,
  textoCargando = 'Cargando…',
  nothingFoundMessage = 'Nadie coincide',
  onChange,
  comboboxProps,
  ...props
}: SelectorPersonaProps) {
  return (
    <Select
      {...props}
      data={personas ?? []}
      placeholder={cargando ? textoCargando : placeholder}
      onChange={(valor) => onChange(valor)}
      searchable
      withAsterisk
      nothingFoundMessage={nothingFoundMessage}
      comboboxProps={{ keepMounted: false, ...comboboxProps }}
    />
  );
}
