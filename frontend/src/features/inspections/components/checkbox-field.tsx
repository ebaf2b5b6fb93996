import type { InspectionFormApi } from './inspection-form-api';

export type FindingName = 'queenSeen' | 'queenCells' | 'eggsPresent' | 'openBrood' | 'cappedBrood';

/** A yes/no finding as a checkbox whose whole row (44 px tall) toggles it. */
export function CheckboxField({ form, name, label }: { form: InspectionFormApi; name: FindingName; label: string }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-stone-200 px-3 text-sm text-stone-900 hover:bg-stone-50">
      <input type="checkbox" {...form.register(name)} className="size-5 accent-honey-700" />
      {label}
    </label>
  );
}
