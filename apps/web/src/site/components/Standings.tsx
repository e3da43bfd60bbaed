import type { PublicStandings, StandingRow } from '@matchday/domain';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { useTieSentence } from '../../lib/use-tie-sentence';
import { sitePath } from '../data';
import { SiteLink } from './SiteLink';

// The scoring columns (for, against, difference) are hidden on a phone (site.css), so the table fits its width.
const COLUMNS: { key: keyof Omit<StandingRow, 'rank' | 'team'>; short: MessageId; long: MessageId; wide?: boolean }[] = [
  { key: 'played', short: 'standings.column.played', long: 'standings.column.playedLong' },
  { key: 'wins', short: 'standings.column.wins', long: 'standings.column.winsLong' },
  { key: 'draws', short: 'standings.column.draws', long: 'standings.column.drawsLong' },
  { key: 'losses', short: 'standings.column.losses', long: 'standings.column.lossesLong' },
  { key: 'points_for', short: 'standings.column.for', long: 'standings.column.forLong', wide: true },
  { key: 'points_against', short: 'standings.column.against', long: 'standings.column.againstLong', wide: true },
  { key: 'point_differential', short: 'standings.column.differential', long: 'standings.column.differentialLong', wide: true },
  { key: 'points', short: 'standings.column.points', long: 'standings.column.pointsLong' },
];

/** A league's table, and one sentence for each tie saying which rule put the level teams in their order. */
export function StandingsBlock({ standings, caption, slug }: { standings: PublicStandings; caption: string; slug: string }) {
  const intl = useIntl();
  const tieSentence = useTieSentence(standings.rows);
  return (
    <div className="standings">
      <div className="table-wrap">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                #
              </th>
              <th scope="col">{intl.formatMessage({ id: 'standings.column.team' })}</th>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col" className={column.wide ? 'num wide-only' : 'num'}>
                  <abbr title={intl.formatMessage({ id: column.long })}>{intl.formatMessage({ id: column.short })}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {standings.rows.map((row) => (
              <tr key={row.team.id}>
                <td className="num">{row.rank}</td>
                <th scope="row">
                  <SiteLink to={sitePath(slug, { kind: 'team', id: row.team.id })}>{row.team.name}</SiteLink>
                </th>
                {COLUMNS.map((column) => (
                  <td key={column.key} className={[column.wide ? 'num wide-only' : 'num', column.key === 'points' ? 'strong' : ''].join(' ')}>
                    {column.key === 'point_differential' ? intl.formatNumber(row[column.key], { signDisplay: 'exceptZero' }) : row[column.key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {standings.ties.length > 0 ? (
        <div className="ties">
          <h3 className="small-heading">{intl.formatMessage({ id: 'standings.tie.heading' })}</h3>
          <ul>
            {standings.ties.map((note) => (
              <li key={note.team_ids.join()}>{tieSentence(note)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
