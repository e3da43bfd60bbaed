import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LEAGUE_SECTION_TYPES, type LeagueSummary, type SiteSectionType } from '@matchday/domain';
import { useState, type DragEvent } from 'react';
import { useController, useFieldArray, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFieldErrorText } from '../../../components/form/use-field-error-text';
import type { MessageId } from '../../../i18n/messages';
import { LeaguesSelect } from './LeaguesSelect';
import { LiveAnnouncement } from './LiveAnnouncement';
import { MoveButtons } from './MoveButtons';
import type { SiteFormValues } from './site-form';
import { TabCard } from './TabCard';
import { useMoveFocus } from './use-move-focus';

const sectionName = (type: SiteSectionType) => `siteContent.section.${type}` as MessageId;
const sectionHint = (type: SiteSectionType) => `siteContent.sectionHint.${type}` as MessageId;

interface SectionsTabProps {
  control: Control<SiteFormValues>;
  leagues: LeagueSummary[] | undefined;
}

/** The home page's sections in order: drag a row or use its buttons to move it, switch it on or off, and limit a league section to some leagues. */
export function SectionsTab({ control, leagues }: SectionsTabProps) {
  const intl = useIntl();
  const { fields, move } = useFieldArray({ control, name: 'sections' });
  const { list, moved, announcement } = useMoveFocus<HTMLOListElement>();
  const [dragged, setDragged] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);

  const moveLabel = (type: SiteSectionType, delta: -1 | 1) =>
    intl.formatMessage(
      { id: delta < 0 ? 'siteContent.sections.moveUp' : 'siteContent.sections.moveDown' },
      { name: intl.formatMessage({ id: sectionName(type) }) },
    );
  const moveSection = (from: number, to: number) => {
    const type = fields[from]?.type;
    if (type === undefined || to < 0 || to >= fields.length || to === from) return;
    move(from, to);
    const delta = to < from ? -1 : 1;
    moved(
      moveLabel(type, delta),
      moveLabel(type, delta < 0 ? 1 : -1),
      intl.formatMessage({ id: 'siteContent.sections.moved' }, { name: intl.formatMessage({ id: sectionName(type) }), position: to + 1, count: fields.length }),
    );
  };
  const endDrag = () => {
    setDragged(null);
    setTarget(null);
  };

  return (
    <TabCard titleId="siteContent.sections.title" hintId="siteContent.sections.hint">
      <Stack
        ref={list}
        component="ol"
        spacing={1.5}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={intl.formatMessage({ id: 'siteContent.sections.title' })}
      >
        {fields.map((section, index) => (
          <SectionRow
            key={section.id}
            control={control}
            index={index}
            count={fields.length}
            type={section.type}
            leagues={leagues}
            upLabel={moveLabel(section.type, -1)}
            downLabel={moveLabel(section.type, 1)}
            onMove={(delta) => moveSection(index, index + delta)}
            dragging={dragged === index}
            dropTarget={target === index && dragged !== null && dragged !== index}
            onDragStart={() => setDragged(index)}
            onDragOver={() => setTarget(index)}
            onDrop={() => {
              if (dragged !== null) moveSection(dragged, index);
              endDrag();
            }}
            onDragEnd={endDrag}
          />
        ))}
      </Stack>
      <LiveAnnouncement text={announcement} />
    </TabCard>
  );
}

interface SectionRowProps {
  control: Control<SiteFormValues>;
  index: number;
  count: number;
  type: SiteSectionType;
  leagues: LeagueSummary[] | undefined;
  upLabel: string;
  downLabel: string;
  onMove: (delta: -1 | 1) => void;
  dragging: boolean;
  dropTarget: boolean;
  onDragStart: () => void;
  onDragOver: () => void;
  onDrop: () => void;
  onDragEnd: () => void;
}

function SectionRow({
  control,
  index,
  count,
  type,
  leagues,
  upLabel,
  downLabel,
  onMove,
  dragging,
  dropTarget,
  onDragStart,
  onDragOver,
  onDrop,
  onDragEnd,
}: SectionRowProps) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: sectionName(type) });
  const visible = useController({ control, name: `sections.${index}.visible` });
  const typeField = useController({ control, name: `sections.${index}.type` });
  const typeError = useFieldErrorText(typeField.fieldState.error);

  const startDrag = (event: DragEvent<HTMLElement>) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', type);
    const row = event.currentTarget.closest('li');
    if (row) event.dataTransfer.setDragImage(row, 24, 24);
    onDragStart();
  };

  return (
    <Box
      component="li"
      onDragOver={(event) => {
        event.preventDefault();
        onDragOver();
      }}
      onDrop={(event) => {
        event.preventDefault();
        onDrop();
      }}
      sx={{
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: dropTarget ? 'primary.main' : 'divider',
        boxShadow: dropTarget ? (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none',
        bgcolor: visible.field.value ? 'background.paper' : 'action.hover',
        opacity: dragging ? 0.5 : 1,
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ md: 'center' }}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ flex: 1, minWidth: 0 }}>
          <Box
            draggable
            onDragStart={startDrag}
            onDragEnd={onDragEnd}
            aria-hidden
            title={intl.formatMessage({ id: 'siteContent.sections.drag' })}
            sx={{ display: 'grid', placeItems: 'center', color: 'text.secondary', cursor: 'grab', flexShrink: 0, '&:active': { cursor: 'grabbing' } }}
          >
            <DragIndicator />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" component="h3" color={visible.field.value ? 'text.primary' : 'text.secondary'}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id={sectionHint(type)} />
            </Typography>
            {typeError && <FormHelperText error>{typeError}</FormHelperText>}
          </Box>
        </Stack>
        {LEAGUE_SECTION_TYPES.includes(type) && (
          <Box sx={{ width: { xs: 1, md: 260 }, flexShrink: 0 }}>
            <LeaguesSelect
              control={control}
              name={`sections.${index}.league_ids`}
              label={intl.formatMessage({ id: 'siteContent.sections.leagues' }, { name })}
              leagues={leagues}
            />
          </Box>
        )}
        <Stack direction="row" spacing={0.5} alignItems="center" justifyContent="space-between" sx={{ flexShrink: 0 }}>
          <FormControlLabel
            sx={{ mr: 1, ml: { xs: 0, md: 1 } }}
            control={
              <Switch
                checked={visible.field.value}
                onChange={(event) => visible.field.onChange(event.target.checked)}
                onBlur={visible.field.onBlur}
                slotProps={{ input: { 'aria-label': intl.formatMessage({ id: 'siteContent.sections.show' }, { name }) } }}
              />
            }
            label={intl.formatMessage({ id: visible.field.value ? 'siteContent.sections.shown' : 'siteContent.sections.hidden' })}
          />
          <Stack direction="row" spacing={0.5}>
            <MoveButtons index={index} count={count} upLabel={upLabel} downLabel={downLabel} onMove={onMove} />
          </Stack>
        </Stack>
      </Stack>
    </Box>
  );
}
