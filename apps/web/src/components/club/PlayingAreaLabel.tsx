import type { PlayingAreaName } from '@matchday/domain';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

const AREA_IDS: Record<PlayingAreaName, MessageId> = {
  Court: 'clubs.playingArea.court',
  Rink: 'clubs.playingArea.rink',
  Table: 'clubs.playingArea.table',
  Course: 'clubs.playingArea.course',
  Field: 'clubs.playingArea.field',
  Board: 'clubs.playingArea.board',
  Lane: 'clubs.playingArea.lane',
  Station: 'clubs.playingArea.station',
  Sheet: 'clubs.playingArea.sheet',
};

/** The translated name of a playing area (spec §9); an area the table does not know shows as sent. */
export function PlayingAreaLabel({ area }: { area: string }) {
  const id = Object.hasOwn(AREA_IDS, area) ? AREA_IDS[area as PlayingAreaName] : null;
  return id ? <FormattedMessage id={id} /> : <>{area}</>;
}
