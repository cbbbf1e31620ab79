import {
  blocklistEntry,
  emailBlockList,
  settingsMessages,
  settingsServerMessages,
  websiteStyleInput,
} from '@showroom/contract';
import { Checkbox, ColorPicker, TagInput } from '@showroom/ui';
import { FontSelect } from '@showroom/ui/FontSelect';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod/mini';
import { settingsLabels } from '../messages.ts';
import { Grid, Section } from './layout.ts';

/** The form: the contract's style and blocklist rules (ADR 0004: react-hook-form for a large form), in zod/mini like the contract. */
export const settingsForm = z.object({ style: websiteStyleInput, emailBlockList });
export type SettingsForm = z.infer<typeof settingsForm>;

type FieldsProps = { form: UseFormReturn<SettingsForm> };

/** spec 1 §2: the show-company-name checkbox. */
export function CompanyNameField({ form }: FieldsProps) {
  return (
    <Section>
      <Controller
        control={form.control}
        name="style.showCompanyName"
        render={({ field }) => (
          <Checkbox
            label={settingsLabels.showCompanyName}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
        )}
      />
    </Section>
  );
}

/** spec 1 §2: the domain blocklist, added on Enter; a domain or URL, non-empty, not a duplicate. */
export function BlocklistField({ form }: FieldsProps) {
  return (
    <Section>
      <TagInput
        label={settingsLabels.blocklist}
        helpText={settingsLabels.blocklistHelp}
        value={form.watch('emailBlockList')}
        duplicateMessage={settingsServerMessages.blocklistDuplicate}
        // The contract's rule for one entry.
        validate={(entry) => {
          const parsed = blocklistEntry.safeParse(entry);
          return parsed.success ? undefined : parsed.error.issues[0]?.message;
        }}
        onChange={(next) => form.setValue('emailBlockList', next, { shouldDirty: true })}
      />
    </Section>
  );
}

/** spec 1 §2, §5: the font select, required ('Please select a font'). */
export function FontField({ form }: FieldsProps) {
  return (
    <Section>
      <Controller
        control={form.control}
        name="style.fontName"
        render={({ field, fieldState }) => (
          <FontSelect
            label={settingsLabels.font}
            value={field.value || undefined}
            onValueChange={field.onChange}
            placeholder={settingsMessages.selectFont}
            error={fieldState.error ? settingsMessages.selectFont : undefined}
            ref={field.ref}
          />
        )}
      />
    </Section>
  );
}

const colorFields = [
  'bgColor',
  'textColor',
  'headerColor',
  'buttonBgColor',
  'buttonBgHoverColor',
  'borderColor',
] as const;

/** spec 1 §2: colour pickers for background, text, header, button, button hover and border. */
export function ColorFields({ form }: FieldsProps) {
  return (
    <Section aria-label={settingsLabels.colors}>
      <h2>{settingsLabels.colors}</h2>
      <Grid>
        {colorFields.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={`style.${name}`}
            render={({ field }) => (
              <ColorPicker
                label={settingsLabels[name]}
                value={field.value}
                onChange={field.onChange}
                invalidMessage={settingsLabels.colorInvalid}
              />
            )}
          />
        ))}
      </Grid>
    </Section>
  );
}
