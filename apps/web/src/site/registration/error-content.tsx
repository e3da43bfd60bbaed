import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { SiteLink } from '../components/SiteLink';
import { sitePath } from '../data';
import { errorMessageId } from './error-text';

/** What went wrong, in the visitor's language, with "My registrations" (where a refusal sends them) as a link there. */
export function errorContent(intl: IntlShape, error: unknown, slug: string): ReactNode {
  return intl.formatMessage({ id: errorMessageId(error) }, { me: (words: ReactNode[]) => <SiteLink to={sitePath(slug, { kind: 'me' })}>{words}</SiteLink> });
}
