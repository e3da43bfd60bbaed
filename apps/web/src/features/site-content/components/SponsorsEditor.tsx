import Stack from '@mui/material/Stack';
import type { SiteMedia } from '@matchday/domain';
import { useFieldArray, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormTextField } from '../../../components/form/FormTextField';
import { ItemListEditor, useItemListWords } from './ItemListEditor';
import { SavedImageField } from './SavedImageField';
import type { SiteFormValues } from './site-form';

/** The most sponsors the site document takes. */
const MAX_SPONSORS = 30;

interface SponsorsEditorProps {
  control: Control<SiteFormValues>;
  media: Record<string, SiteMedia>;
}

/** The club's sponsors in order: name, link and logo each. */
export function SponsorsEditor({ control, media }: SponsorsEditorProps) {
  const intl = useIntl();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'sponsors' });
  const words = useItemListWords('siteContent.sponsors');
  return (
    <ItemListEditor
      keys={fields.map((field) => field.id)}
      max={MAX_SPONSORS}
      words={words}
      onAdd={() => append({ name: '', url: '', logo_media_id: null, logo_file: null })}
      onMove={move}
      onRemove={remove}
      renderHead={(index) => (
        <FormTextField
          control={control}
          name={`sponsors.${index}.name`}
          label={intl.formatMessage({ id: 'siteContent.sponsors.name' }, { number: index + 1 })}
          required
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
      )}
      renderBody={(index) => (
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name={`sponsors.${index}.url`}
            type="url"
            label={intl.formatMessage({ id: 'siteContent.sponsors.url' })}
            placeholder="https://"
            slotProps={{ htmlInput: { maxLength: 2000, inputMode: 'url' } }}
          />
          <SavedImageField
            control={control}
            fileName={`sponsors.${index}.logo_file`}
            savedName={`sponsors.${index}.logo_media_id`}
            media={media}
            label={intl.formatMessage({ id: 'siteContent.sponsors.logo' }, { number: index + 1 })}
            removeLabel={intl.formatMessage({ id: 'siteContent.sponsors.removeLogo' }, { number: index + 1 })}
            thumbnailSx={{ width: 96, height: 48, objectFit: 'contain', bgcolor: 'common.white' }}
            sizes="96px"
            dense
          />
        </Stack>
      )}
    />
  );
}
