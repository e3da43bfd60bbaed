import { createContext } from 'react';

/** The id a FormDialog gives its DialogForm's title, so the dialog and the form are both labelled by it; null outside one. */
export const FormDialogTitleId = createContext<string | null>(null);
