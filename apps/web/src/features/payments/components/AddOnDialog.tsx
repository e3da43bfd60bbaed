import { zodResolver } from '@hookform/resolvers/zod';
import type { AddOn } from '@matchday/domain';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { DialogForm } from '../../../components/dialogs/DialogForm';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { useNotify } from '../../../lib/notify';
import { readAddOn, useSaveAddOn } from '../api/save-add-on';
import { labelledFields } from '../../../components/form/stale-save/labelled-fields';
import { StaleSaveDialog } from '../../../components/form/stale-save/StaleSaveDialog';
import { useStaleSave } from '../../../components/form/stale-save/use-stale-save';
import { AmountField } from './AmountField';
import { useMoneyRequest } from './use-money-request';
import { ADD_ON_FORM_NAMES, AddOnFormSchema, addOnFormValues, addOnRequest, type AddOnFormValues } from './price-forms';

const FIELDS = ['name', 'description', 'price', 'max_quantity'] as const;

interface Props {
  slug: string;
  leagueId: string;
  /** The add-on to change; none for a new one. */
  addOn: AddOn | null;
  onClose: () => void;
}

/** A new add-on sold with registrations (on sale at once), or a change to one; what was sold keeps its price. */
export function AddOnDialog({ slug, leagueId, addOn, onClose }: Props) {
  const save = useSaveAddOn(slug, leagueId);
  return (
    <FormDialog open onClose={onClose} pending={save.isPending}>
      <AddOnForm addOn={addOn} save={save} onClose={onClose} reload={(id) => readAddOn(slug, leagueId, id)} />
    </FormDialog>
  );
}

interface AddOnFormProps {
  addOn: AddOn | null;
  save: ReturnType<typeof useSaveAddOn>;
  onClose: () => void;
  reload: (id: string) => Promise<AddOn>;
}

function AddOnForm({ addOn, save, onClose, reload }: AddOnFormProps) {
  const intl = useIntl();
  const notify = useNotify();
  const form = useForm<AddOnFormValues>({
    resolver: zodResolver(AddOnFormSchema),
    defaultValues: addOnFormValues(addOn),
  });
  const { control, handleSubmit, setError, formState } = form;
  const stale = useStaleSave({
    record: addOn ?? undefined,
    form,
    toValues: addOnFormValues,
    reload: () => reload(addOn?.id ?? ''),
    resubmit: () => void onSubmit(),
  });
  const submitError = useSubmitError(setError, FIELDS, ADD_ON_FORM_NAMES);
  const request = useMoneyRequest(save);
  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    const input = addOnRequest(values, addOn?.active ?? true);
    request.send(addOn ? { id: addOn.id, input: stale.versioned(input) } : { id: null, input, actionKey: request.actionKey }, {
      onSuccess: (saved) => {
        notify.success(intl.formatMessage({ id: addOn ? 'payments.addOns.saved' : 'payments.addOns.created' }, { name: saved.name }));
        onClose();
      },
      onError: stale.orElse(submitError.fail),
    });
  });
  return (
    <DialogForm
      title={intl.formatMessage({ id: addOn ? 'payments.addOns.editTitle' : 'payments.addOns.newTitle' })}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={intl.formatMessage({ id: addOn ? 'common.save' : 'payments.addOns.submitNew' })}
      pending={save.isPending}
      submitDisabled={addOn !== null && !formState.isDirty}
      dirty={formState.isDirty}
    >
      <FormErrorAlert error={submitError.error} />
      <StaleSaveDialog
        stale={stale}
        pending={save.isPending}
        fields={labelledFields<AddOnFormValues>(intl, {
          name: 'payments.addOns.field.name',
          description: 'payments.addOns.field.description',
          price: 'payments.addOns.field.price',
          max_quantity: 'payments.addOns.field.maxQuantity',
        })}
      />
      <FormTextField control={control} name="name" required autoFocus label={intl.formatMessage({ id: 'payments.addOns.field.name' })} />
      <FormTextField
        control={control}
        name="description"
        label={intl.formatMessage({ id: 'payments.addOns.field.description' })}
        helperText={intl.formatMessage({ id: 'payments.addOns.field.descriptionHelp' })}
        multiline
        minRows={2}
      />
      <AmountField
        control={control}
        name="price"
        label={intl.formatMessage({ id: 'payments.addOns.field.price' })}
        helperText={addOn ? intl.formatMessage({ id: 'payments.addOns.field.priceHelp' }) : undefined}
      />
      <FormTextField
        control={control}
        name="max_quantity"
        required
        label={intl.formatMessage({ id: 'payments.addOns.field.maxQuantity' })}
        helperText={intl.formatMessage({ id: 'payments.addOns.field.maxQuantityHelp' })}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
    </DialogForm>
  );
}
