import { useFieldArray, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormTextField } from '../../../components/form/FormTextField';
import { ItemListEditor, useItemListWords } from './ItemListEditor';
import { RichText } from './RichText';
import type { SiteFormValues } from './site-form';

/** The most questions the site document takes. */
const MAX_QUESTIONS = 30;

/** The FAQ: questions with rich text answers, added, removed and put in order. */
export function FaqEditor({ control }: { control: Control<SiteFormValues> }) {
  const intl = useIntl();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'faq' });
  const words = useItemListWords('siteContent.faq');
  return (
    <ItemListEditor
      keys={fields.map((field) => field.id)}
      max={MAX_QUESTIONS}
      words={words}
      onAdd={() => append({ question: '', answer: '' })}
      onMove={move}
      onRemove={remove}
      renderHead={(index) => (
        <FormTextField
          control={control}
          name={`faq.${index}.question`}
          label={intl.formatMessage({ id: 'siteContent.faq.question' }, { number: index + 1 })}
          required
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      )}
      renderBody={(index) => (
        <RichText
          control={control}
          name={`faq.${index}.answer`}
          label={intl.formatMessage({ id: 'siteContent.faq.answer' }, { number: index + 1 })}
          minHeight={80}
        />
      )}
    />
  );
}
