import type { Club, ClubAdmin, ClubUpdateParsed, MyClub } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { fieldError, notFound } from '../../lib/http-error.js';
import { toClub, toMyClub } from './club-view.js';
import { detectLogoMime, logoEtag } from './logo.js';
import * as repo from './repository.js';
import type { ClubChanges, ClubRow } from './repository.js';

export function createClubsService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    show: (club: ClubRow): Club => toClub(club),

    async update(club: ClubRow, input: ClubUpdateParsed, logo: Buffer | null): Promise<Club> {
      const changes: ClubChanges = {
        name: input.name,
        timezone: input.timezone,
        contactEmail: input.contact_email,
        address: input.address,
        defaultSport: input.default_sport,
      };
      if (logo) {
        const mime = detectLogoMime(logo);
        if (!mime) throw fieldError('logo', 'The logo must be a PNG, JPEG, WebP or GIF image');
        Object.assign(changes, { logo, logoMime: mime, logoEtag: logoEtag(logo) });
      } else if (input.remove_logo) {
        Object.assign(changes, { logo: null, logoMime: null, logoEtag: null });
      }
      const row = await repo.updateClub(db, club.id, changes, clock());
      if (!row) throw notFound('Club not found');
      return toClub(row);
    },

    async myClubs(userId: string): Promise<MyClub[]> {
      return (await repo.clubsAdministeredBy(db, userId)).map(toMyClub);
    },

    async admins(club: ClubRow): Promise<ClubAdmin[]> {
      return (await repo.clubAdmins(db, club.id)).map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`, email: row.email }));
    },

    logo: (slug: string) => repo.findClubLogo(db, slug),
  };
}

export type ClubsService = ReturnType<typeof createClubsService>;
