/** What the unsaved-changes guard knows about its form. */
export interface UnsavedChangesState {
  isDirty: boolean;
  /** Edits on their way to the server are not at risk: the form is clean again once they are saved. */
  isSaving: boolean;
}

/** Whether leaving would lose edits: the form holds unsaved changes. */
export const hasUnsavedChanges = ({ isDirty, isSaving }: UnsavedChangesState): boolean => isDirty && !isSaving;

/** Whether a navigation from one place (a pathname, or a pathname with its search) to another should wait for the user to confirm. */
export const shouldBlockNavigation = (state: UnsavedChangesState, currentPlace: string, nextPlace: string): boolean =>
  hasUnsavedChanges(state) && currentPlace !== nextPlace;
