import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RowIconButton } from '../../../components/form/RowIconButton';
import type { MessageId } from '../../../i18n/messages';
import { LiveAnnouncement } from './LiveAnnouncement';
import { MoveButtons } from './MoveButtons';
import { useMoveFocus } from './use-move-focus';

/** What the list says, by the row's place (0-based) where it names one. */
export interface ItemListWords {
  list: string;
  empty: string;
  add: string;
  moveUp: (index: number) => string;
  moveDown: (index: number) => string;
  remove: (index: number) => string;
  moved: (from: number, to: number) => string;
}

interface ItemListEditorProps {
  /** The rows' stable keys (useFieldArray's ids), in order. */
  keys: string[];
  max: number;
  words: ItemListWords;
  onAdd: () => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** The row's first field, beside its buttons. */
  renderHead: (index: number) => ReactNode;
  /** The rest of the row, under them. */
  renderBody: (index: number) => ReactNode;
}

/** An ordered list of the document's (FAQ, sponsors): rows added, removed and moved up or down from the keyboard. */
export function ItemListEditor({ keys, max, words, onAdd, onMove, onRemove, renderHead, renderBody }: ItemListEditorProps) {
  const { list, moved, announcement } = useMoveFocus<HTMLOListElement>();
  const label = (index: number, delta: -1 | 1) => (delta < 0 ? words.moveUp(index) : words.moveDown(index));
  const move = (from: number, delta: -1 | 1) => {
    const to = from + delta;
    onMove(from, to);
    moved(label(to, delta), label(to, delta < 0 ? 1 : -1), words.moved(from, to));
  };

  return (
    <Stack spacing={2}>
      {keys.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {words.empty}
        </Typography>
      ) : (
        <Stack ref={list} component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={words.list}>
          {keys.map((key, index) => (
            <Box component="li" key={key} sx={{ p: { xs: 1.5, sm: 2 }, border: 1, borderColor: 'divider', borderRadius: 2 }}>
              <Stack spacing={2}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
                  {renderHead(index)}
                  <Stack direction="row" spacing={0.5} justifyContent="flex-end" sx={{ pt: { sm: 0.5 } }}>
                    <MoveButtons
                      index={index}
                      count={keys.length}
                      upLabel={label(index, -1)}
                      downLabel={label(index, 1)}
                      onMove={(delta) => move(index, delta)}
                    />
                    <RowIconButton title={words.remove(index)} color="error" onClick={() => onRemove(index)}>
                      <DeleteOutlineRounded fontSize="small" />
                    </RowIconButton>
                  </Stack>
                </Stack>
                {renderBody(index)}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      <LiveAnnouncement text={announcement} />
      <Button
        variant="outlined"
        startIcon={<AddRounded />}
        disabled={keys.length >= max}
        onClick={onAdd}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {words.add}
      </Button>
    </Stack>
  );
}

/** The words of a list whose messages share their names under `namespace` (title, empty, add, moveUp…). */
export function useItemListWords(namespace: 'siteContent.faq' | 'siteContent.sponsors'): ItemListWords {
  const intl = useIntl();
  const say = (key: string, values?: Record<string, number>) => intl.formatMessage({ id: `${namespace}.${key}` as MessageId }, values);
  return {
    list: say('title'),
    empty: say('empty'),
    add: say('add'),
    moveUp: (index) => say('moveUp', { number: index + 1 }),
    moveDown: (index) => say('moveDown', { number: index + 1 }),
    remove: (index) => say('remove', { number: index + 1 }),
    moved: (from, to) => say('moved', { from: from + 1, to: to + 1 }),
  };
}
