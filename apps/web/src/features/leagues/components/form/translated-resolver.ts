import type { FieldValues, Resolver } from 'react-hook-form';
import type { ErrorTranslator } from './league-error-messages';

// Marks a message already translated, so the shared field error display shows it as it is.
export const TRANSLATED_ERROR_TYPE = 'translated';

function translateTree(node: unknown, translate: ErrorTranslator): unknown {
  if (typeof node !== 'object' || node === null) return node;
  const copy: Record<string, unknown> = Array.isArray(node) ? ([...node] as unknown as Record<string, unknown>) : { ...node };
  for (const [key, value] of Object.entries(copy)) {
    // ref is the DOM element of the field: nothing to translate in it.
    if (key !== 'ref') copy[key] = translateTree(value, translate);
  }
  if (typeof copy.message === 'string') {
    const translated = translate(copy.message);
    if (translated !== null) Object.assign(copy, { message: translated, type: TRANSLATED_ERROR_TYPE });
  }
  return copy;
}

/** A resolver whose error messages come out in the reader's language wherever the translator knows them. */
export function withTranslatedErrors<TInput extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TInput, TContext, TOutput>,
  translate: ErrorTranslator,
): Resolver<TInput, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: translateTree(result.errors, translate) as typeof result.errors };
  };
}
