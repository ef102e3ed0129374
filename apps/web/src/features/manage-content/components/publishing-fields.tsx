import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import type { PublishingValues } from '../publishing-values';
import { CATEGORY_OPTIONS, NativeSelect, STATUS_OPTIONS } from './form-controls';

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
}

export function PublishingFields({ values, onChange, invalidField, hasEmptyChoice = true }: PublishingFieldsProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <NativeSelect
          label="Category"
          name="category"
          {...(hasEmptyChoice ? { placeholder: 'Choose a category', isInvalid: invalidField === 'category' } : {})}
          options={CATEGORY_OPTIONS}
          value={values.category}
          onChange={(event) => onChange('category', event.target.value)}
        />
        <NativeSelect
          label="Status"
          name="status"
          {...(hasEmptyChoice ? { placeholder: 'Choose a status', isInvalid: invalidField === 'status' } : {})}
          options={STATUS_OPTIONS}
          value={values.status}
          onChange={(event) => onChange('status', event.target.value)}
        />
      </div>
      <Input
        label="Tags"
        name="tags"
        hint="Separate tags with commas, e.g. algebra, semester 2"
        value={values.tags}
        onChange={(event) => onChange('tags', event.target.value)}
      />
      <Switch
        label="Make note public"
        name="isPublic"
        checked={values.isPublic}
        onCheckedChange={(checked) => onChange('isPublic', checked)}
      />
    </>
  );
}
