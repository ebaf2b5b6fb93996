import { HIVE_TYPES, type HiveType } from '@shared/domain/hive';
import { LOCALE_NAMES, LOCALES, type Locale } from '@shared/i18n/locales';
import { PROFILE_MESSAGES } from '@shared/messages';
import { REMINDER_LOCAL_HOUR } from '@shared/rules/reminders';
import { formatTemperature, formatWeight, formatWindSpeed, UNIT_SYSTEMS, type UnitSystem } from '@shared/rules/units';
import type { ProfileUpdateInput } from '@shared/schemas/profile';
import type { CurrentUser, UserPreferences } from '@shared/schemas/user';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { ChoiceOptions } from '@/components/ui/select-options';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { activateLocale, useMessages } from '@/lib/i18n/catalog';
import { useLabels } from '@/lib/i18n/labels';
import { useLocale } from '@/lib/i18n/locale';
import { toastSuccess } from '@/lib/outcome-toasts';
import { useUpdateProfile } from '../api/update-profile';
import { toastProfileFailure } from '../utils/toast-profile-failure';
import { profileMessages } from '../messages';

type Notification = keyof UserPreferences['notifications'];
const NOTIFICATIONS: readonly Notification[] = ['taskReminders', 'treatmentReminders', 'scaleAlerts', 'productNews'];
const REMINDERS: readonly Notification[] = ['taskReminders', 'treatmentReminders'];

/** Where this browser is: the time zone a beekeeper's reminders start in. */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The zones this browser knows, with the saved one even if it is spelled another way here. */
function timeZoneChoices(saved: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(saved) ? zones : [saved, ...zones].sort();
}

/** Units, the hive form's starting type, language and e-mails: each change is saved at once and applies everywhere. */
export function PreferencesSection({ user }: { user: CurrentUser }) {
  const t = useMessages(profileMessages);
  const labels = useLabels();
  const shown = useLocale();
  const updateProfile = useUpdateProfile();
  const { preferences } = user;
  const timezone = preferences.timezone ?? browserTimeZone();

  async function save(changed: NonNullable<ProfileUpdateInput['preferences']>) {
    try {
      // The first save also records where the beekeeper is, so reminders come at 7:00 their time.
      const withZone = preferences.timezone === null ? { timezone, ...changed } : changed;
      await updateProfile.mutateAsync({ preferences: withZone });
      toastSuccess(PROFILE_MESSAGES.updated);
    } catch (error) {
      toastProfileFailure(error);
    }
  }

  /** The new language shows at once (its words loaded first), and is kept for e-mails and the next device. */
  async function chooseLanguage(language: Locale) {
    await activateLocale(language);
    await save({ language });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('units')} hint={<UnitsExample />}>
          <Select
            value={preferences.units}
            disabled={updateProfile.isPending}
            onChange={(event) => void save({ units: event.target.value as UnitSystem })}
          >
            <ChoiceOptions
              choices={UNIT_SYSTEMS}
              labels={{ imperial: t('units.imperial'), metric: t('units.metric') }}
            />
          </Select>
        </FormField>
        <FormField label={t('defaultHiveType')} hint={t('defaultHiveTypeHint')}>
          <Select
            value={preferences.defaultHiveType}
            disabled={updateProfile.isPending}
            onChange={(event) => void save({ defaultHiveType: event.target.value as HiveType })}
          >
            {HIVE_TYPES.map((type) => (
              <option key={type} value={type}>
                {labels.hiveType(type)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('timeZone')} hint={t('timeZoneHint', { hour: REMINDER_LOCAL_HOUR })}>
          <Select
            value={timezone}
            disabled={updateProfile.isPending}
            onChange={(event) => void save({ timezone: event.target.value })}
          >
            {timeZoneChoices(timezone).map((zone) => (
              // The zone's own name (IANA's), which browsers and translators leave as it is.
              <option key={zone} value={zone} translate="no">
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('language')} hint={t('languageHint')}>
          <Select
            value={preferences.language ?? shown}
            disabled={updateProfile.isPending}
            onChange={(event) => void chooseLanguage(event.target.value as Locale)}
          >
            {LOCALES.map((locale) => (
              // Each language named in its own words, and read out in them.
              <option key={locale} value={locale} lang={locale} translate="no">
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-stone-800">{t('emails')}</legend>
        <p id="reminder-schedule" className="text-sm text-stone-600">
          {t('reminderSchedule', { hour: REMINDER_LOCAL_HOUR })}
        </p>
        {NOTIFICATIONS.map((notification) => (
          <label key={notification} className="flex min-h-11 items-center gap-3 text-sm text-stone-800">
            <input
              type="checkbox"
              className="size-5 accent-honey-700"
              checked={preferences.notifications[notification]}
              aria-describedby={REMINDERS.includes(notification) ? 'reminder-schedule' : undefined}
              disabled={updateProfile.isPending}
              onChange={(event) => void save({ notifications: { [notification]: event.target.checked } })}
            />
            {t(`notifications.${notification}`)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

/** The same measures in the saved units, so the choice is seen to apply (weather and production use these rules). */
function UnitsExample() {
  const t = useMessages(profileMessages);
  const system = useUnitSystem();
  return (
    <>
      {t('units.example')}{' '}
      <span data-testid="units-example">
        {formatWeight(10, system)}, {formatTemperature(59, system)}, {formatWindSpeed(8, system)}
      </span>
      .
    </>
  );
}
