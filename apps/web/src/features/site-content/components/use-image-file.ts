import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { SITE_IMAGE_MAX_BYTES } from '@matchday/domain';
import { useFieldErrorText } from '../../../components/form/use-field-error-text';
import { useObjectUrl } from '../../../lib/use-object-url';
import { imageFileProblem, type ImageFileProblem } from './image-file';
import type { SiteFormValues } from './site-form';

/** The form fields that hold an image chosen since the last save. */
export type ImageFileName = 'files.hero_image' | 'files.share_image' | `sponsors.${number}.logo_file`;

const PROBLEM_IDS = { image_type: 'siteContent.image.wrongType', image_size: 'siteContent.image.tooLarge' } as const;

/**
 * An image file field: the file chosen (a file the API would refuse is not taken, and says why at once),
 * its temporary address for a preview, and the error to show (the refusal, or the server's on save).
 */
export function useImageFile(control: Control<SiteFormValues>, name: ImageFileName) {
  const intl = useIntl();
  const { field, fieldState } = useController({ control, name });
  const [refused, setRefused] = useState<ImageFileProblem | null>(null);
  const file = (field.value as File | null) ?? null;
  const chosenUrl = useObjectUrl(file);
  const serverError = useFieldErrorText(fieldState.error);

  const choose = (next: File) => {
    const problem = imageFileProblem(next);
    setRefused(problem);
    if (!problem) field.onChange(next);
  };
  const clear = () => {
    setRefused(null);
    field.onChange(null);
  };
  const error = refused ? intl.formatMessage({ id: PROBLEM_IDS[refused] }, { max: SITE_IMAGE_MAX_BYTES / 1024 / 1024 }) : serverError;
  return { file, chosenUrl, choose, clear, error };
}
