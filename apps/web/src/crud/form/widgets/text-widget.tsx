import type { PathField, SlugField, TextField as TextFieldDef } from '@kramar/contract';
import { useTranslation } from 'react-i18next';
import { TextBox } from '../../../components/text-box.tsx';
import { nearLimit } from './helper-line.tsx';
import { useTextInput } from './use-text-input.tsx';
import type { WidgetProps } from './widget-props.ts';

type TextKinds = TextFieldDef | PathField | SlugField;

const inputTypes: Record<TextKinds['kind'], string> = {
  text: 'text',
  textarea: 'text',
  url: 'url',
  email: 'email',
  path: 'text',
  slug: 'text',
};

interface TextWidgetProps extends WidgetProps<TextKinds> {
  /** Lets the slug widget know the user typed (so it stops following its source field). */
  onUserChange?(value: string): void;
}

/** text, textarea, url, email, path and slug: one outlined input with a counter near its limit. */
export function TextWidget({ onUserChange, ...props }: TextWidgetProps) {
  const { field } = props;
  const { t } = useTranslation();
  const { input, value, bind } = useTextInput(props);
  const counter = nearLimit(value.length, field.max)
    ? t('crudForm.counter', { count: value.length, max: field.max })
    : undefined;
  const onChange = (typed: string) => {
    input.onChange(typed);
    onUserChange?.(typed);
  };
  const latin = field.kind === 'url' || field.kind === 'email' || field.kind === 'path' || field.kind === 'slug';
  return (
    <TextBox
      {...bind({ onChange, counter })}
      type={inputTypes[field.kind]}
      lines={field.kind === 'textarea' ? { min: 3, max: 12 } : undefined}
      slotProps={{
        htmlInput: {
          spellCheck: latin ? false : undefined,
          autoCapitalize: latin ? 'none' : undefined,
          inputMode: field.kind === 'url' ? 'url' : field.kind === 'email' ? 'email' : undefined,
        },
      }}
    />
  );
}
