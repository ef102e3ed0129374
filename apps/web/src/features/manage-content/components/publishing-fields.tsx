import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import type { PublishingValues } from '../publishing-values';
import { useT } from '../../../lib/i18n/use-t';
import { categoryOptions, statusOptions } from '../localize';
import type { WhoSeesIt } from '../use-who-sees-it';
import { NativeSelect, required } from './form-controls';
import { WhoSeesItFields } from './who-sees-it-fields';

export interface PublishingFieldsProps {
  values: PublishingValues;
  // Method syntax on purpose: each form passes its own `setField`, typed over its wider values.
  onChange(this: void, field: keyof PublishingValues, value: string | boolean): void;
  /** The field a warning is about, outlined. */
  invalidField?: string | null;
  /**
   * Whether category and status start empty ("Choose …") so the spec's "Category & Status reuired"
   * warning can happen; the course form starts with both filled in.
   */
  hasEmptyChoice?: boolean;
  /** "Who sees it": Everyone (with the Make public switch) or only some classes (the switch then hidden). */
  audience?: WhoSeesIt;
}

export function PublishingFields({
  values,
  onChange,
  invalidField,
  hasEmptyChoice = true,
  audience,
}: PublishingFieldsProps) {
  const t = useT();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <NativeSelect
          {...required(t('manage.category'))}
          name="category"
          {...(hasEmptyChoice
            ? { placeholder: t('manage.chooseCategory'), isInvalid: invalidField === 'category' }
            : {})}
          options={categoryOptions(t)}
          value={values.category}
          onChange={(event) => onChange('category', event.target.value)}
        />
        <NativeSelect
          {...required(t('manage.status'))}
          name="status"
          {...(hasEmptyChoice ? { placeholder: t('manage.chooseStatus'), isInvalid: invalidField === 'status' } : {})}
          options={statusOptions(t)}
          value={values.status}
          onChange={(event) => onChange('status', event.target.value)}
        />
      </div>
      <Input
        label={t('manage.tags')}
        name="tags"
        hint={t('manage.tagsHint')}
        value={values.tags}
        onChange={(event) => onChange('tags', event.target.value)}
      />
      {audience === undefined ? null : (
        <WhoSeesItFields
          audience={audience}
          isInvalid={invalidField === 'audience'}
          onEveryone={() => onChange('isPublic', true)}
        />
      )}
      {audience?.choice === 'classes' ? null : (
        <Switch
          label={t('manage.makePublic')}
          name="isPublic"
          checked={values.isPublic}
          onCheckedChange={(checked) => onChange('isPublic', checked)}
        />
      )}
    </>
  );
}
