import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { usePreferences, type Preferences } from '../../stores/preferences';
import { ChoiceGroup, type Choice } from './ChoiceGroup';
import { Section } from './Section';

type ChoiceKey = { [K in keyof Preferences]: Preferences[K] extends string ? K : never }[keyof Preferences];

/** A section that sets one text-valued preference from a segmented control. */
export function PreferenceChoice<K extends ChoiceKey>({ prefKey, title, choices }: { prefKey: K; title: MessageId; choices: Choice<Preferences[K]>[] }) {
  const intl = useIntl();
  const { preferences, setPreference } = usePreferences();
  const id = `pref-${prefKey}`;
  return (
    <Section id={id} title={intl.formatMessage({ id: title })}>
      <ChoiceGroup labelledBy={id} value={preferences[prefKey]} onChange={(value) => setPreference(prefKey, value)} choices={choices} />
    </Section>
  );
}
