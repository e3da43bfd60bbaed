import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_PLAYING_AREAS } from '@matchday/domain';
import type { ValidationMessageId } from '@matchday/domain';
import { useRef, useState } from 'react';
import { useController, useFormState, type Control } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { moveItem, removeAt, updateAt } from '../../../lib/list-editing';
import type { LocationFormValues } from './location-form';
import { nextAreaName, withNewArea } from './playing-areas';
import { PlayingAreaRow } from './PlayingAreaRow';
import type { AreaWords } from '../../../lib/use-area-words';
import { useErrorText } from '../../../components/form/use-error-text';

const AREA_MESSAGES: Partial<Record<ValidationMessageId, MessageId>> = { namesDifferent: 'locations.areas.duplicate' };

interface PlayingAreasEditorProps {
  control: Control<LocationFormValues>;
  words: AreaWords;
}

/** The ordered playing areas of a location: add, rename, reorder, archive and remove, named in the sport's word. */
export function PlayingAreasEditor({ control, words }: PlayingAreasEditorProps) {
  const { field } = useController({ control, name: 'playing_areas' });
  const { errors } = useFormState({ control, name: 'playing_areas' });
  const errorText = useErrorText(AREA_MESSAGES);
  const created = useRef(0);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const areas = field.value;
  const full = areas.length >= MAX_PLAYING_AREAS;

  const add = () => {
    created.current += 1;
    const key = `new-${created.current}`;
    setFocusKey(key);
    field.onChange(
      withNewArea(
        areas,
        key,
        nextAreaName(
          areas.map((area) => area.name),
          words.defaultName,
        ),
      ),
    );
  };

  return (
    <Stack spacing={1.5}>
      {areas.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {words.empty}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={words.plural}>
          {areas.map((area, index) => (
            <li key={area.key}>
              <PlayingAreaRow
                area={area}
                index={index}
                count={areas.length}
                label={words.nameLabel}
                fallbackName={words.defaultName(index + 1)}
                error={errorText(errors.playing_areas?.[index]?.name ?? errors.playing_areas?.[index]?.id)}
                autoFocus={area.key === focusKey}
                onRename={(name) => field.onChange(updateAt(areas, index, (draft) => ({ ...draft, name })))}
                onBlur={field.onBlur}
                onMove={(delta) => field.onChange(moveItem(areas, index, delta))}
                onToggleArchived={() => field.onChange(updateAt(areas, index, (draft) => ({ ...draft, archived: !draft.archived })))}
                onRemove={() => field.onChange(removeAt(areas, index))}
              />
            </li>
          ))}
        </Stack>
      )}
      {errors.playing_areas?.message && (
        <Alert severity="error" variant="outlined">
          {errorText(errors.playing_areas)}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }}>
        <Button variant="outlined" startIcon={<AddRounded />} onClick={add} disabled={full} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
          {words.add}
        </Button>
        {full && (
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="locations.areas.max" values={{ max: MAX_PLAYING_AREAS }} />
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
