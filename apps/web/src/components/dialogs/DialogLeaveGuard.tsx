import { UnsavedChangesDialog } from '../form/UnsavedChangesDialog';
import { useUnsavedChangesGuard } from '../form/use-unsaved-changes-guard';

/**
 * The pages' unsaved-changes guard for a form dialog: Back, a link or a reload while it holds edits asks
 * first, with the same question as a page's form. Mount it only while the dialog is open with edits: the
 * router consults one blocker (the last mounted), so a closed or untouched dialog must leave the page's own
 * guard in charge; while it is mounted, leaving would lose both, and its question covers both.
 */
export function DialogLeaveGuard({ saving }: { saving: boolean }) {
  const guard = useUnsavedChangesGuard({ isDirty: true, isSaving: saving }, 'address');
  return <UnsavedChangesDialog guard={guard} />;
}
