import { playingAreaName } from '@matchday/domain';
import { useAreaWords as useWordsOfArea } from './use-area-words';

/**
 * The area words of the club's sport, for what speaks of the club's areas rather than one location's
 * (the empty list's invitation, the History's field name); a location's own areas follow its sport.
 */
export const useAreaWords = (clubSport: string | null | undefined) => useWordsOfArea(playingAreaName(clubSport));
