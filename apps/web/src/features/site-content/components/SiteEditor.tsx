import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { GRID_SPACING, type SiteSettings } from '@matchday/domain';
import { useMemo, useState } from 'react';
import { useForm, type FieldErrors, type FieldPath } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { applyServerFieldErrors } from '../../../components/form/apply-server-errors';
import { UnsavedChangesDialog } from '../../../components/form/UnsavedChangesDialog';
import { useUnsavedChangesGuard } from '../../../components/form/use-unsaved-changes-guard';
import { isApiError } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';
import { useSiteLeagues } from '../api/use-site-leagues';
import { useRemoveHeroImage, useSaveSiteDraft } from '../api/use-site-writes';
import { AnnouncementTab } from './AnnouncementTab';
import { ContentTab } from './ContentTab';
import { HeroTab } from './HeroTab';
import { SaveDraftBar } from './SaveDraftBar';
import { SectionsTab } from './SectionsTab';
import { SeoTab } from './SeoTab';
import {
  formErrors,
  siteDraftBody,
  siteErrorFields,
  siteFormSchema,
  siteFormValues,
  SITE_TABS,
  tabOfField,
  type SiteFormValues,
  type SiteTab,
} from './site-form';
import { SitePublishBar } from './SitePublishBar';
import { siteTabId, siteTabPanelId, SiteTabs } from './SiteTabs';
import { useOneWrite } from './use-one-write';
import { VersionsTab } from './VersionsTab';

interface SiteEditorProps {
  slug: string;
  timezone: string;
  clubName: string;
  /** The settings as last loaded; the form starts from their draft. */
  settings: SiteSettings;
}

const tabOf = (value: string | null): SiteTab => SITE_TABS.find((tab) => tab === value) ?? 'hero';

/** The error of a field by its dotted path, if it has one. */
const errorAt = (errors: FieldErrors<SiteFormValues>, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), errors);

/**
 * The site's draft as one form across the tabs: saved whole with Save draft (multipart when it carries new
 * images), published from the bar above it. An error on a field of another tab opens that tab.
 */
export function SiteEditor({ slug, timezone, clubName, settings }: SiteEditorProps) {
  const intl = useIntl();
  const notify = useNotify();
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get('tab'));
  const leagues = useSiteLeagues(slug);
  const save = useSaveSiteDraft(slug);
  const removeHero = useRemoveHeroImage(slug);
  const schema = useMemo(() => siteFormSchema(timezone), [timezone]);
  const { control, handleSubmit, reset, resetField, setError, setFocus, getValues, formState } = useForm<SiteFormValues>({
    resolver: zodResolver(schema),
    defaultValues: siteFormValues(settings.draft, timezone),
  });
  const [submitError, setSubmitError] = useState<unknown>(null);
  const guard = useUnsavedChangesGuard({ isDirty: formState.isDirty, isSaving: save.isPending });
  const writes = useOneWrite();

  const openTab = (next: SiteTab) => setSearch(next === 'hero' ? {} : { tab: next }, { replace: true });
  /** Opens the tab of the first field in error and puts the cursor in it once it shows. */
  const showField = (path: string | undefined) => {
    if (!path) return;
    openTab(tabOfField(path));
    requestAnimationFrame(() => setFocus(path as FieldPath<SiteFormValues>));
  };
  const startFrom = (saved: SiteSettings) => reset(siteFormValues(saved.draft, timezone));

  const fail = (failure: unknown) => {
    const errors = formErrors(isApiError(failure) ? failure.errors : undefined);
    const fields = siteErrorFields(getValues()) as FieldPath<SiteFormValues>[];
    const onFields = applyServerFieldErrors(errors, setError, fields);
    setSubmitError(onFields ? null : failure);
    if (onFields) showField(fields.find((field) => errors[field]));
  };
  const invalid = (errors: FieldErrors<SiteFormValues>) => {
    const first = siteErrorFields(getValues()).find((path) => errorAt(errors, path)) ?? Object.keys(errors)[0];
    showField(first);
  };

  /** Saves the form's draft; the form then starts from what the server kept (new image ids, cleaned text). */
  const saveDraft = async (values: SiteFormValues): Promise<boolean> => {
    setSubmitError(null);
    try {
      startFrom(await save.mutateAsync(siteDraftBody(values, timezone)));
      return true;
    } catch (failure) {
      fail(failure);
      return false;
    }
  };
  const onSubmit = handleSubmit(async (values) => {
    if (await saveDraft(values)) notify.success(intl.formatMessage({ id: 'siteContent.saved' }));
  }, invalid);
  const withSavedDraft = async (then: () => unknown): Promise<void> => {
    if (!formState.isDirty) {
      await then();
      return;
    }
    await handleSubmit(async (values) => {
      if (await saveDraft(values)) await then();
    }, invalid)();
  };

  const removeHeroImage = () =>
    writes.run(async () => {
      await removeHero.mutateAsync();
      // Only the image left the draft: the other edits on the page stay as they are.
      resetField('hero.media_id', { defaultValue: null });
      notify.success(intl.formatMessage({ id: 'siteContent.hero.imageRemoved' }));
    });

  const withErrors = new Set(
    siteErrorFields(getValues())
      .filter((path) => errorAt(formState.errors, path))
      .map(tabOfField),
  );

  return (
    <Stack spacing={GRID_SPACING}>
      <SitePublishBar
        slug={slug}
        timezone={timezone}
        settings={settings}
        isDirty={formState.isDirty}
        writes={writes}
        withSavedDraft={withSavedDraft}
        onDraftReplaced={startFrom}
      />
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(event) => writes.run(() => onSubmit(event))}
        aria-label={intl.formatMessage({ id: 'siteContent.form.label' })}
      >
        <UnsavedChangesDialog guard={guard} />
        <SiteTabs tab={tab} withErrors={withErrors} onChange={openTab} />
        <FormErrorAlert error={submitError} />
        <Box role="tabpanel" id={siteTabPanelId(tab)} aria-labelledby={siteTabId(tab)}>
          {tab === 'hero' && (
            <HeroTab
              control={control}
              media={settings.media}
              leagues={leagues.data}
              onRemoveSavedImage={removeHeroImage}
              removing={removeHero.isPending}
              removeError={removeHero.error}
            />
          )}
          {tab === 'sections' && <SectionsTab control={control} leagues={leagues.data} />}
          {tab === 'content' && <ContentTab control={control} media={settings.media} />}
          {tab === 'announcement' && <AnnouncementTab control={control} timezone={timezone} />}
          {tab === 'seo' && <SeoTab control={control} media={settings.media} clubName={clubName} publicUrl={settings.public_url} />}
          {tab === 'versions' && (
            <VersionsTab slug={slug} timezone={timezone} liveVersion={settings.version} isDirty={formState.isDirty} writes={writes} onRestored={startFrom} />
          )}
        </Box>
        <SaveDraftBar isDirty={formState.isDirty} isSaving={save.isPending} busy={writes.writing} onCancel={() => reset()} />
      </Stack>
    </Stack>
  );
}
